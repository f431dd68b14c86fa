/**
 * Texts shared by the content screens: the carousels' buttons, the long-text
 * toggle, the not-found page, the redirect pages and the find-as-you-type boxes.
 */
import { defineMessages } from '../catalogue.ts';

/** The texts both interfaces write alike: the carousels' and find-as-you-type boxes' Bangla words the English interface has always had. */
const SHARED = {
  previous: (title: string) => `পূর্ববর্তী: ${title}`,
  next: (title: string) => `পরবর্তী: ${title}`,
  pauseAutoplay: 'স্বয়ংক্রিয় স্লাইড থামান',
  playAutoplay: 'স্বয়ংক্রিয় স্লাইড চালু করুন',
  searchNone: 'কিছু পাওয়া যায়নি।',
  /** "{n}" is the number of matches, written by the search box's script. */
  searchCount: '{n}টি পাওয়া গেছে',
  searchFailed: 'এখন খোঁজা গেল না, একটু পরে আবার চেষ্টা করুন।',
  searchResults: 'খোঁজার ফল',
};

export const content = defineMessages(
  {
    ...SHARED,
    notFoundTitle: '404 — Page not found',
    notFoundDescription: 'The page you are looking for is not available.',
    notFoundCode: '404',
    notFoundLead: "Look like you're lost",
    notFoundText: 'the page you are looking for not available!',
    goHome: 'Go to Home',
    redirecting: (target: string) => `Redirecting to ${target}`,
  },
  {
    ...SHARED,
    notFoundTitle: '৪০৪ — পাতাটি পাওয়া যায়নি',
    notFoundDescription: 'আপনি যে পাতাটি খুঁজছেন সেটি এখানে নেই।',
    notFoundCode: '৪০৪',
    notFoundLead: 'মনে হচ্ছে আপনি পথ হারিয়েছেন',
    notFoundText: 'আপনি যে পাতাটি খুঁজছেন সেটি পাওয়া যাচ্ছে না!',
    goHome: 'হোম পেজে ফিরে যান',
    redirecting: (target: string) => `${target} ঠিকানায় নিয়ে যাওয়া হচ্ছে`,
  },
);
