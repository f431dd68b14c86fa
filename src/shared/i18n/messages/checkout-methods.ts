/**
 * The shop's shipping and payment methods by their codes. The English interface
 * shows the shop's own names (API data); the Bangla one shows these for the codes
 * it knows, and the shop's name for any other (method-names.ts).
 */
import { defineMessages } from '../catalogue.ts';

export const checkoutMethods = defineMessages(
  {
    inside_dhaka: 'Inside Dhaka',
    outside_dhaka: 'Outside Dhaka',
    free_shipping: 'Free Shipping',
    cashondelivery: 'Cash on Delivery',
    cashondeliveryNote: 'Pay in cash when the books reach your door.',
    bkash: 'bKash',
    bkashNote: 'Pay from your bKash wallet; we confirm the order once the payment arrives.',
  },
  {
    inside_dhaka: 'ঢাকার ভেতরে',
    outside_dhaka: 'ঢাকার বাইরে',
    free_shipping: 'ফ্রি শিপিং',
    cashondelivery: 'ক্যাশ অন ডেলিভারি',
    cashondeliveryNote: 'বই হাতে পেয়ে নগদে মূল্য পরিশোধ করুন।',
    bkash: 'বিকাশ',
    bkashNote: 'আপনার বিকাশ অ্যাকাউন্ট থেকে পরিশোধ করুন; টাকা পৌঁছালে আমরা অর্ডার নিশ্চিত করি।',
  },
);
