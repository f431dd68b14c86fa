/**
 * "1 book", "1,250 books"; "১,২৫০টি বই": how many books a listing, a search or a directory entry
 * has, the same everywhere. A catalogue of its own, so a script that writes only a count carries
 * only this.
 */
import { defineMessages } from '../catalogue.ts';
import { formatNumber } from '../numbers.ts';

export const bookCounts = defineMessages(
  {
    bookCount: (count: number) => `${formatNumber(count, 'en')} ${count === 1 ? 'book' : 'books'}`,
  },
  {
    bookCount: (count: number) => `${formatNumber(count, 'bn')}টি বই`,
  },
);
