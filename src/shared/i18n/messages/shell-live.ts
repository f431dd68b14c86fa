/**
 * The texts the page shell's scripts write in the browser, on every page: the header's counts,
 * a toast's close button, and a script or call that did not arrive. Apart from shell.ts (the texts
 * the build writes), so every page's JavaScript carries only these.
 */
import { defineMessages } from '../catalogue.ts';
import { formatNumber } from '../numbers.ts';

export const shellLive = defineMessages(
  {
    count: (value: number) => formatNumber(value, 'en'),
    dismiss: 'Dismiss',
    // A failed call or a script that did not arrive: the forms catalogue says it in these words too.
    offline: 'Could not reach the shop. Check your connection and try again.',
  },
  {
    count: (value: number) => formatNumber(value, 'bn'),
    dismiss: 'বন্ধ করুন',
    offline: 'দোকানের সঙ্গে যোগাযোগ করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  },
);
