/** Why the shop API's search (the results page's fallback when the index cannot load) gave no answer. */
import { defineMessages } from '../catalogue.ts';
import { formatDigits } from '../numbers.ts';

export const searchFallback = defineMessages(
  {
    tooSlow: 'The shop took too long to answer.',
    unreadable: 'The shop sent an answer we could not read.',
    failed: (status: number) => `The shop could not search right now (error ${status}).`,
  },
  {
    tooSlow: 'দোকান থেকে উত্তর আসতে অনেক দেরি হলো।',
    unreadable: 'দোকান থেকে এমন উত্তর এসেছে যা পড়া গেল না।',
    failed: (status: number) => `দোকান এই মুহূর্তে খুঁজতে পারছে না (ত্রুটি ${formatDigits(status, 'bn')})।`,
  },
);
