/** The page shell every page shares: skip link, header, sign-in links, the floating buttons, the language switch. */
import { defineMessages } from '../catalogue.ts';
import { formatNumber } from '../numbers.ts';

export const shell = defineMessages(
  {
    skipToContent: 'Skip to content',
    login: 'Login',
    register: 'Register',
    profile: 'Profile',
    logout: 'Logout',
    wishlistItems: 'Wishlist, items:',
    cartItems: 'Cart, items:',
    floatingNav: 'Cart and wishlist',
    floatingWishlist: 'Wishlist,',
    floatingCartBooks: 'books in the cart,',
    searchNothingHelp: 'Check the spelling, or browse the',
    searchNothingCategories: 'categories',
    searchNothingAnd: 'and',
    searchNothingAuthors: 'authors',
    languageSwitch: 'Language',
    count: (value: number) => formatNumber(value, 'en'),
  },
  {
    skipToContent: 'মূল অংশে যান',
    login: 'লগইন',
    register: 'নিবন্ধন',
    profile: 'প্রোফাইল',
    logout: 'লগআউট',
    wishlistItems: 'উইশলিস্ট, বই:',
    cartItems: 'কার্ট, বই:',
    floatingNav: 'কার্ট ও উইশলিস্ট',
    floatingWishlist: 'উইশলিস্ট,',
    floatingCartBooks: 'টি বই কার্টে,',
    searchNothingHelp: 'বানান দেখে নিন, অথবা ঘুরে দেখুন',
    searchNothingCategories: 'বিষয়',
    searchNothingAnd: 'ও',
    searchNothingAuthors: 'লেখক',
    languageSwitch: 'ভাষা',
    count: (value: number) => formatNumber(value, 'bn'),
  },
);
