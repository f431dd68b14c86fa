/**
 * Look inside, a book's first pages (src/features/book/LookInside.astro): the button and the
 * viewer's texts, which the build writes and the viewer's script writes again as the pages turn.
 * A catalogue of its own, so the viewer's script carries only these.
 */
import { defineMessages } from '../catalogue.ts';
import { formatDigits } from '../numbers.ts';

export const lookInside = defineMessages(
  {
    open: 'Look inside',
    title: (name: string) => `Look inside: ${name}`,
    pageOf: (page: number, count: number) => `Page ${page} of ${count}`,
    pageAlt: (name: string, page: number) => `${name}, page ${page}`,
    previous: 'Previous page',
    next: 'Next page',
    close: 'Close',
    pages: 'Pages',
    failed: 'This page could not load. Check your connection and try again.',
    retry: 'Try again',
  },
  {
    open: 'একটু পড়ে দেখুন',
    title: (name: string) => `একটু পড়ে দেখুন: ${name}`,
    pageOf: (page: number, count: number) => `পৃষ্ঠা ${formatDigits(page, 'bn')} / ${formatDigits(count, 'bn')}`,
    pageAlt: (name: string, page: number) => `${name}, পৃষ্ঠা ${formatDigits(page, 'bn')}`,
    previous: 'আগের পৃষ্ঠা',
    next: 'পরের পৃষ্ঠা',
    close: 'বন্ধ করুন',
    pages: 'পৃষ্ঠাগুলো',
    failed: 'পৃষ্ঠাটি লোড হয়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
    retry: 'আবার চেষ্টা করুন',
  },
);
