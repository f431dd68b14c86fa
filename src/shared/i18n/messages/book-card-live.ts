/**
 * The texts of a book's card that browser code writes as well as the build: Add to cart and its
 * states, the heart's name, the toast of an added book, the discount badge (cards drawn in the
 * browser, the buttons brought to life). Apart from book.ts, so that code carries only these.
 */
import { defineMessages } from '../catalogue.ts';
import { formatNumber } from '../numbers.ts';

export const bookCardLive = defineMessages(
  {
    addToCart: 'Add to cart',
    inCart: 'In cart ✓',
    outOfStock: 'Out of stock',
    wishlistFor: (name: string) => `Wishlist: ${name}`,
    addedToCart: (name: string) => `“${name}” added to cart`,
    discount: (percent: number) => `-${percent}%`,
  },
  {
    addToCart: 'কার্টে যোগ করুন',
    inCart: 'কার্টে আছে ✓',
    outOfStock: 'স্টকে নেই',
    wishlistFor: (name: string) => `উইশলিস্ট: ${name}`,
    addedToCart: (name: string) => `“${name}” কার্টে যোগ হয়েছে`,
    discount: (percent: number) => `-${formatNumber(percent, 'bn')}%`,
  },
);
