/**
 * The home page's own texts: its title, the blocks' headings, the info tiles, the
 * banners, the promos, the newsletter box. The English interface keeps the
 * Bangla headings it has always had (the specification quotes none of them and
 * the browser tests name the blocks by them).
 */
import { defineMessages } from '../catalogue.ts';

/** The home page's texts both interfaces write alike: the Bangla headings the English interface has always had. */
const SHARED = {
  title: 'বাংলা ও ইংরেজি বইয়ের অনলাইন দোকান',
  heading: (store: string) => `${store}: বাংলা ও ইংরেজি বইয়ের অনলাইন দোকান`,
  hero: 'বিশেষ আয়োজন',
  services: 'আমাদের সেবা',
  freeShipping: 'ফ্রি শিপিং',
  freeShippingOver: (amount: string) => `${amount}-এর বেশি অর্ডারে`,
  moneyBack: 'মানি-ব্যাক গ্যারান্টি',
  moneyBackText: 'পছন্দ না হলে টাকা ফেরত',
  cashOnDelivery: 'ক্যাশ অন ডেলিভারি',
  cashOnDeliveryText: 'বই হাতে পেয়ে দাম দিন',
  support: 'সহায়তা ও সাপোর্ট',
  helpline: 'হেল্পলাইন',
  picked: 'বাছাই করা বই',
  seeBooks: 'বই দেখুন',
  specialOffer: 'বিশেষ অফার',
  bestsellingAuthor: 'বেস্টসেলিং লেখক',
  allBooks: 'সব বই দেখুন',
  authorPopularBooks: (author: string) => `${author}: জনপ্রিয় বই`,
  deals: 'সপ্তাহের সেরা অফার',
  dealsNote: 'সবচেয়ে বেশি ছাড়ের বই',
  popularAuthors: 'জনপ্রিয় লেখক',
  popularPublishers: 'জনপ্রিয় প্রকাশনী',
  newsletter: 'নিউজলেটার',
  newsletterText: 'নতুন বই, বিশেষ ছাড় আর বইমেলার খবর সবার আগে পেতে চান? আমাদের লিখুন, আমরা আপনাকে তালিকায় যোগ করে নেব।',
  newsletterContact: 'যোগাযোগ করুন',
  newsletterMail: 'অথবা ইমেইল করুন:',
  testimonials: 'পাঠকের কথা',
  blog: 'ব্লগ',
  allPosts: 'সব লেখা',
  booksFailed: 'বইগুলো আনা যায়নি।',
  tryAgain: 'আবার চেষ্টা করুন',
} as const;

export const home = defineMessages(
  {
    ...SHARED,
    viewAll: 'View All',
  },
  {
    ...SHARED,
    viewAll: 'সব দেখুন',
  },
);
