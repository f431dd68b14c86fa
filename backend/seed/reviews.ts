import type { Rng } from './rng.ts';
import type { BookSeed } from './books.ts';
import { DAY_MS, REFERENCE_MS, between, iso } from './dates.ts';
import { banglaPersonName, latinPersonName } from './names.ts';
import { nfc } from './text.ts';

export type ReviewSeed = {
  productId: number;
  reviewerName: string;
  rating: number;
  comment: string;
  createdAt: string;
  /** The customer who wrote it (purchases.ts); the generated reviewers are nobody's account. */
  customerEmail?: string;
};

type Mood = 'good' | 'mixed' | 'poor';

const BANGLA: Record<Mood, readonly string[]> = {
  good: [
    'অসাধারণ একটি বই। এক বসায় পড়ে শেষ করেছি।',
    'লেখকের ভাষা খুব সাবলীল, পড়তে দারুণ লেগেছে।',
    'বাঁধাই আর ছাপা দুটোই চমৎকার। সময়মতো ডেলিভারি পেয়েছি।',
    'ছোট ভাইয়ের জন্মদিনে উপহার দিয়েছিলাম, সে খুব খুশি।',
    'দাম অনুযায়ী মান খুবই ভালো। সবাইকে পড়তে বলব।',
    'প্রতিটি অধ্যায় মনে দাগ কাটার মতো।',
    'অনেক দিন পর এমন একটি বই পড়লাম। ধন্যবাদ বইবাজার।',
  ],
  mixed: [
    'মোটামুটি ভালো লেগেছে, তবে শেষটা আরেকটু গোছানো হতে পারত।',
    'গল্পের শুরুটা ধীর, মাঝখান থেকে জমে উঠেছে।',
    'বিষয়বস্তু ভালো, কিন্তু কাগজের মান আরও ভালো হতে পারত।',
  ],
  poor: [
    'প্রত্যাশা অনুযায়ী হয়নি। বেশ কিছু বানান ভুল চোখে পড়েছে।',
    'বইয়ের কয়েকটি পাতা ছেঁড়া অবস্থায় পেয়েছি।',
    'কাহিনি একঘেয়ে লেগেছে, শেষ করতে পারিনি।',
  ],
};

/** Longer than the 150 characters after which the storefront folds a review. */
const BANGLA_LONG: Record<Mood, readonly string[]> = {
  good: [
    'অনেক দিন ধরে বইটি খুঁজছিলাম, অবশেষে হাতে পেলাম। প্রথম কয়েক পাতা পড়েই বুঝেছিলাম যে এটি সাধারণ কোনো বই নয়। চরিত্রগুলো এত জীবন্ত যে মনে হয় চেনা মানুষের গল্প পড়ছি। প্যাকেজিং ভালো ছিল, আর ডেলিভারিও হয়েছে দুই দিনের মধ্যে। যাঁরা ভালো বই পড়তে ভালোবাসেন, তাঁদের জন্য এটি অবশ্যপাঠ্য।',
    'মেয়ের স্কুলের ছুটিতে ওকে বইটি কিনে দিয়েছিলাম। প্রথমে আগ্রহ দেখায়নি, কিন্তু কয়েক পাতা পড়ার পর আর ছাড়তে চায়নি। এখন আমিও পড়ছি। ভাষা সহজ, ছাপা পরিষ্কার, আর বাঁধাইও মজবুত। এই দামে এমন মানের বই পাওয়া সত্যিই আনন্দের।',
  ],
  mixed: [
    'বইটির বিষয়বস্তু ভালো, লেখকের পরিশ্রমও চোখে পড়ে। তবে সম্পাদনায় আরও যত্ন দরকার ছিল — কয়েক জায়গায় একই কথা বারবার এসেছে, আর কিছু বানান ভুলও আছে। পরের সংস্করণে এগুলো ঠিক হলে বইটি নিঃসন্দেহে আরও উপভোগ্য হবে।',
  ],
  poor: [
    'অনলাইনে রিভিউ দেখে কিনেছিলাম, কিন্তু হতাশ হয়েছি। গল্পের শুরুটা আশা জাগালেও মাঝপথে এসে কাহিনি খেই হারিয়ে ফেলে। ছাপার মানও আশানুরূপ নয়, কয়েকটি পৃষ্ঠার লেখা অস্পষ্ট। দামের তুলনায় বইটি আমার কাছে বেশ হতাশাজনক মনে হয়েছে।',
  ],
};

const ENGLISH: Record<Mood, readonly string[]> = {
  good: [
    'Absolutely loved it. Finished it in one sitting.',
    'Beautifully written and well printed. Arrived quickly too.',
    'Bought it as a gift and it was a big hit.',
    'Great value for money. Highly recommended.',
    'One of the best books I have read this year.',
  ],
  mixed: [
    'Good overall, though the ending felt rushed.',
    'A slow start, but it picks up in the second half.',
    'Decent read. The paper quality could be better.',
  ],
  poor: [
    'Not what I expected. Several printing errors.',
    'The cover arrived damaged and a few pages were creased.',
    'Could not get into it, sadly.',
  ],
};

const ENGLISH_LONG: Record<Mood, readonly string[]> = {
  good: [
    'I had been looking for a good copy of this for months and finally found it here. The print is crisp, the binding feels sturdy and the book arrived well packed within two days. Reading it again after many years, I was struck by how fresh it still feels.',
  ],
  mixed: [
    'There is a lot to like here: the central idea is strong and some chapters are excellent. But the editing lets it down, with repeated passages and a handful of typos, and the last third drags. Worth reading, but not the masterpiece some reviews promised.',
  ],
  poor: [
    'I really wanted to like this book after all the praise, but it did not work for me. The characters never came alive, the plot wandered, and my copy had several smudged pages. Customer service was helpful, though, and offered a replacement straight away.',
  ],
};

function mood(rating: number): Mood {
  return rating >= 4 ? 'good' : rating === 3 ? 'mixed' : 'poor';
}

/** 0 to 6 reviews a book, ratings leaning to 4 and 5, in Bangla and English, after the book went on sale. */
export function buildReviews(rng: Rng, books: readonly BookSeed[]): ReviewSeed[] {
  const reviews: ReviewSeed[] = [];
  for (const book of books) {
    const count = book.classic
      ? rng.int(2, 6)
      : rng.weighted([
          [0, 25],
          [1, 18],
          [2, 17],
          [3, 14],
          [4, 11],
          [5, 8],
          [6, 7],
        ]);
    const dates: number[] = [];
    const firstDay = Math.min(book.createdMs + DAY_MS, REFERENCE_MS);
    for (let i = 0; i < count; i += 1) dates.push(between(rng, firstDay));
    dates.sort((a, b) => a - b);
    for (const date of dates) {
      const rating = rng.weighted([
        [5, 42],
        [4, 35],
        [3, 14],
        [2, 6],
        [1, 3],
      ]);
      const bangla = rng.chance(book.language === 'Bangla' ? 0.8 : 0.35);
      const long = rng.chance(0.15);
      const pool = (bangla ? (long ? BANGLA_LONG : BANGLA) : long ? ENGLISH_LONG : ENGLISH)[mood(rating)];
      const person = bangla ? banglaPersonName(rng) : rng.chance(0.6) ? latinPersonName(rng) : banglaPersonName(rng);
      reviews.push({
        productId: book.id,
        reviewerName: bangla ? person.name : person.name_en,
        rating,
        comment: nfc(rng.pick(pool)),
        createdAt: iso(date),
      });
    }
  }
  return reviews;
}
