/**
 * The search results page as the build writes it. What the search scripts write in the browser (the
 * results page's and the header dropdown's) is in search-live.ts.
 */
import { defineMessages } from '../catalogue.ts';

export const listingSearch = defineMessages(
  {
    description: 'Search the Bangla and English books of বইবাজার by title, author or publisher.',
    heading: 'Search books',
    kind: 'Search',
    noScriptBefore: 'Searching needs JavaScript. You can browse',
    noScriptLink: 'all books',
    noScriptAfter: 'or pick a category instead.',
    fallback: 'Quick search is unavailable right now, so these results come from the shop’s own search.',
    helpBefore: 'Check the spelling, try fewer words, or browse the',
    helpCategories: 'categories',
    helpBetween: ', the',
    helpAuthors: 'authors',
    helpOr: 'or',
    helpAllBooks: 'all books',
    helpAfter: '.',
    retry: 'Retry',
  },
  {
    description: 'বইবাজারের বাংলা ও ইংরেজি বই খুঁজুন নাম, লেখক বা প্রকাশনী দিয়ে।',
    heading: 'বই খুঁজুন',
    kind: 'অনুসন্ধান',
    noScriptBefore: 'খুঁজতে জাভাস্ক্রিপ্ট লাগে। এর বদলে ঘুরে দেখুন',
    noScriptLink: 'সব বই',
    noScriptAfter: 'অথবা একটি বিষয় বেছে নিন।',
    fallback: 'দ্রুত খোঁজ এখন চালু নেই, তাই এই ফলাফল দোকানের নিজের খোঁজ থেকে এসেছে।',
    helpBefore: 'বানান দেখে নিন, কম শব্দে খুঁজুন, অথবা ঘুরে দেখুন',
    helpCategories: 'বিষয়',
    helpBetween: ',',
    helpAuthors: 'লেখক',
    helpOr: 'বা',
    helpAllBooks: 'সব বই',
    helpAfter: '।',
    retry: 'আবার চেষ্টা করুন',
  },
);
