/**
 * What the search results page writes in the browser: its heading, progress, counts and failures.
 * Apart from listing-search.ts (the page as the build writes it), search-dropdown.ts (the header's
 * dropdown) and search-fallback.ts (the shop API's search), so each script carries only its own.
 */
import { defineMessages } from '../catalogue.ts';
import { formatDigits, formatNumber } from '../numbers.ts';

export const searchLive = defineMessages(
  {
    title: 'Search',
    titleFor: (text: string) => `Search: ${text}`,
    headingFor: (text: string) => `Search results for “${text}”`,
    typeSomething: 'Type the name of a book, an author or a publisher in the search box to find it.',
    searching: (text: string) => `Searching for “${text}”…`,
    found: (books: string, text: string) => `${books} found for “${text}”`,
    foundRange: (found: string, from: number, to: number, page: number, last: number) => `${found}: ${from}–${to}, page ${page} of ${last}`,
    nothingFound: (text: string) => `No books found for “${text}”`,
    couldNotLoad: 'The search could not load. Try again.',
    unreachable: 'We could not reach the shop. Check your connection and try again.',
  },
  {
    title: 'খুঁজুন',
    titleFor: (text: string) => `খোঁজ: ${text}`,
    headingFor: (text: string) => `“${text}”-এর খোঁজের ফলাফল`,
    typeSomething: 'বই খুঁজে পেতে সার্চ বক্সে বই, লেখক বা প্রকাশনীর নাম লিখুন।',
    searching: (text: string) => `“${text}” খোঁজা হচ্ছে…`,
    found: (books: string, text: string) => `“${text}” খুঁজে ${books} পাওয়া গেছে`,
    foundRange: (found: string, from: number, to: number, page: number, last: number) =>
      `${found}: ${formatNumber(from, 'bn')}–${formatNumber(to, 'bn')}, পৃষ্ঠা ${formatDigits(page, 'bn')} / ${formatDigits(last, 'bn')}`,
    nothingFound: (text: string) => `“${text}” নামে কোনো বই পাওয়া যায়নি`,
    couldNotLoad: 'খোঁজ লোড হয়নি। আবার চেষ্টা করুন।',
    unreachable: 'দোকানের সঙ্গে যোগাযোগ করা গেল না। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  },
);
