/** The authors, publications and categories directories. */
import { defineMessages } from '../catalogue.ts';
import { bookCounts } from './book-count.ts';

/** The directories' texts both interfaces write alike: the Bangla headings the English interface has always had. */
const SHARED = {
  authors: 'লেখক',
  authorsDescription: 'বইবাজারের সব লেখক: নাম বেছে নিয়ে দেখুন তাঁর সব বই।',
  authorsList: 'লেখকদের তালিকা',
  authorSearch: 'লেখক খুঁজুন',
  publishers: 'প্রকাশনী',
  publishersDescription: 'বইবাজারের সব প্রকাশনী: প্রকাশনী বেছে নিয়ে দেখুন তাদের সব বই।',
  allPublishers: 'সব প্রকাশনী',
  publishersList: 'প্রকাশনীর তালিকা',
  publisherSearch: 'প্রকাশনী খুঁজুন',
  publisherSearchPlaceholder: 'প্রকাশনীর নাম লিখুন',
  popularPublishers: 'জনপ্রিয় প্রকাশনী',
  categories: 'বিষয়',
  categoriesDescription: 'বইবাজারের সব বিষয়: উপন্যাস, কবিতা, শিশু-কিশোর এবং আরও অনেক কিছু।',
  categoriesList: 'বিষয়ের তালিকা',
  categorySearch: 'বিষয় খুঁজুন',
  categorySearchPlaceholder: 'বিষয়ের নাম লিখুন',
} as const;

export const people = defineMessages(
  {
    ...SHARED,
    authorSearchPlaceholder: 'নাম লিখুন, যেমন রবীন্দ্রনাথ বা Tagore',
    bookCount: bookCounts.en.bookCount,
  },
  {
    ...SHARED,
    authorSearchPlaceholder: 'নাম লিখুন, যেমন রবীন্দ্রনাথ বা ঠাকুর',
    bookCount: bookCounts.bn.bookCount,
  },
);
