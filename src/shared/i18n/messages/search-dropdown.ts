/** What the header's search dropdown says: its last option and what a screen reader hears. */
import { defineMessages } from '../catalogue.ts';

export const searchDropdown = defineMessages(
  {
    allResultsFor: (text: string) => `All results for “${text}”`,
    dropdownFound: (books: string) => `${books} found. Use the up and down arrow keys to choose one.`,
    quickUnavailable: 'Quick search is unavailable. Press Enter to search.',
  },
  {
    allResultsFor: (text: string) => `“${text}”-এর সব ফলাফল`,
    dropdownFound: (books: string) => `${books} পাওয়া গেছে। বেছে নিতে ওপর ও নিচের তীরচিহ্ন চাপুন।`,
    quickUnavailable: 'দ্রুত খোঁজ এখন চালু নেই। খুঁজতে এন্টার চাপুন।',
  },
);
