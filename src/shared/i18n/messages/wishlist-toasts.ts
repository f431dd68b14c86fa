/**
 * The wishlist's toasts (the specification's words in English), on every page with a heart:
 * a file of their own, so those pages' script does not carry the wishlist page's texts.
 */
import { defineMessages } from '../catalogue.ts';

export const wishlistToasts = defineMessages(
  {
    added: 'Successfully Added in Wishlist',
    removed: 'Successfully Deleted from Wishlist',
  },
  {
    added: 'উইশলিস্টে যোগ করা হয়েছে',
    removed: 'উইশলিস্ট থেকে সরানো হয়েছে',
  },
);
