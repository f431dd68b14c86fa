/**
 * The page shell every page shares, as the build writes it into the HTML: skip link, header, sign-in
 * links, the floating buttons, the language switch. What the shell's scripts write in the browser is
 * in shell-live.ts, so that every page's JavaScript carries only those texts.
 */
import { defineMessages } from '../catalogue.ts';
import { formatDigits } from '../numbers.ts';

export const shell = defineMessages(
  {
    defaultDescription: 'বাংলা ও ইংরেজি বইয়ের অনলাইন দোকান — Bangla and English books, delivered across Bangladesh.',
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
    searchNothingEnd: '.',
    languageSwitch: 'Language',
    copyright: (year: number) => `Copyright ${year}`,
  },
  {
    defaultDescription: 'বাংলা ও ইংরেজি বইয়ের অনলাইন দোকান — সারা বাংলাদেশে ঘরে বসে বই।',
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
    searchNothingHelp: 'বানান দেখে নিন, অথবা ঘুরে দেখুন:',
    searchNothingCategories: 'বিষয়',
    searchNothingAnd: 'ও',
    searchNothingAuthors: 'লেখক',
    searchNothingEnd: '।',
    languageSwitch: 'ভাষা',
    copyright: (year: number) => `কপিরাইট ${formatDigits(year, 'bn')}`,
  },
);
