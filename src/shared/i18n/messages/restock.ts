/**
 * "Tell me when it is back" (an optional extension of the shop API): the book page's request and
 * count of readers waiting, and My Account's list of the reader's requests.
 */
import { defineMessages } from '../catalogue.ts';
import { formatNumber } from '../numbers.ts';

export const restock = defineMessages(
  {
    ask: 'Tell me when it is back',
    signInToAsk: 'Sign in to be told when it is back',
    asking: 'Asking…',
    asked: 'We will tell you when this book is back.',
    withdraw: 'Withdraw my request',
    withdrawing: 'Withdrawing…',
    withdrawn: 'Your request is withdrawn.',
    waiting: (count: number) => (count === 1 ? '1 reader waiting' : `${formatNumber(count, 'en')} readers waiting`),
    loading: 'Loading your requests…',
    failed: 'Your requests could not be loaded.',
    none: 'You have not asked to be told when a book is back. On a book that is out of stock, press “Tell me when it is back”.',
    open: 'Waiting for stock',
    met: 'Back in stock',
    askedOn: (date: string) => `Asked on ${date}`,
    metOn: (date: string) => `Back on ${date}`,
    withdrawWhich: (name: string) => `Withdraw the request for ${name}`,
  },
  {
    ask: 'ফিরে এলে জানান',
    signInToAsk: 'ফিরে এলে জানতে লগইন করুন',
    asking: 'জানানো হচ্ছে…',
    asked: 'বইটি ফিরে এলে আমরা আপনাকে জানাব।',
    withdraw: 'অনুরোধ তুলে নিন',
    withdrawing: 'তুলে নেওয়া হচ্ছে…',
    withdrawn: 'আপনার অনুরোধ তুলে নেওয়া হয়েছে।',
    waiting: (count: number) => `${formatNumber(count, 'bn')} জন পাঠক অপেক্ষায়`,
    loading: 'আপনার অনুরোধগুলো লোড হচ্ছে…',
    failed: 'আপনার অনুরোধগুলো লোড করা যায়নি।',
    none: 'কোনো বই ফিরে এলে জানানোর অনুরোধ আপনি করেননি। স্টকে নেই এমন বইয়ের পাতায় “ফিরে এলে জানান” চাপুন।',
    open: 'স্টকের অপেক্ষায়',
    met: 'আবার স্টকে',
    askedOn: (date: string) => `অনুরোধ: ${date}`,
    metOn: (date: string) => `ফিরেছে: ${date}`,
    withdrawWhich: (name: string) => `${name} বইয়ের অনুরোধ তুলে নিন`,
  },
);
