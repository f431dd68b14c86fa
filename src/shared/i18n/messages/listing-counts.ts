/**
 * A listing's range of books shown and its page numbers (its count of books is book-count.ts's): written into the HTML by the
 * build and, for filtered listings and search, by the browser too. Apart from listing.ts (the
 * texts only the build writes), so the listings' and search's JavaScript carries only these.
 */
import { defineMessages } from '../catalogue.ts';
import { formatDigits, formatNumber } from '../numbers.ts';
import { bookCounts } from './book-count.ts';

export const listingCounts = defineMessages(
  {
    page: (page: number) => `Page ${page}`,
    /** The books shown of a listing longer than one page. */
    range: (first: number, to: number, total: number, page: number, last: number) =>
      `Showing ${first}–${to} of ${bookCounts.en.bookCount(total)} (page ${page} of ${last})`,
    previous: 'Previous',
    next: 'Next',
    /** A page number as the pagination shows it. */
    pageNumber: (page: number) => String(page),
    /** A count beside a category. */
    count: (count: number) => String(count),
  },
  {
    page: (page: number) => `পৃষ্ঠা ${formatDigits(page, 'bn')}`,
    range: (first: number, to: number, total: number, page: number, last: number) =>
      `মোট ${formatNumber(total, 'bn')}টি বইয়ের ${formatNumber(first, 'bn')}–${formatNumber(to, 'bn')} দেখানো হচ্ছে (পৃষ্ঠা ${formatDigits(page, 'bn')} / ${formatDigits(last, 'bn')})`,
    previous: 'আগের',
    next: 'পরের',
    pageNumber: (page: number) => formatDigits(page, 'bn'),
    count: (count: number) => formatNumber(count, 'bn'),
  },
);
