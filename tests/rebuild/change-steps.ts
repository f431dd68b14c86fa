/**
 * The sequence of shop changes the live-update oracles publish one by one: a
 * price, a book out of stock, a new book, a removed book, a renamed author, a
 * review and a comment. `round` picks other books and other values, so that
 * one API can go through the sequence more than once. Each step also says how
 * a backend without a change feed names it (`--changed KIND:SLUG`).
 */
import { readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { newBookBody } from '../../backend/lib/new-book-body.ts';
import { searchBooks } from './search-books.ts';
import { listFiles } from '../../publishing/rebuild/manifest.ts';
import { call, newCustomer, type TestApi } from '../api/harness.ts';
import { STAFF_TOKEN } from '../api/feed-helpers.ts';

export type ChangeStep = {
  name: string;
  change: () => Promise<unknown>;
  /** What changed, as `npm run rebuild -- --changed` takes it. */
  named: string[];
  check: () => void;
  /** Most pages the live update may render. */
  most?: number;
};

export async function staffWrite(api: TestApi, method: string, path: string, json?: unknown): Promise<unknown> {
  const response = await call(`${api.shop}/staff/products${path}`, { method, json, token: STAFF_TOKEN });
  if (response.status >= 300) throw new Error(`${method} staff/products${path}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

/** A live page's HTML. */
export function livePage(live: string, route: string): string {
  return readFileSync(join(live, route, 'index.html'), 'utf8');
}

/** The pages of the books the live quick search index can show (its main index with the delta over it). */
export function quickIndexBooks(live: string): string[] {
  return Object.keys(searchBooks(realpathSync(live)).quick);
}

/** The blog's pages in both interfaces (the Bangla ones under bn/). */
function blogPages(live: string): number {
  return listFiles(realpathSync(live)).filter((file) => /^(bn\/)?blog(-details)?\//.test(file) && file.endsWith('.html')).length;
}

/** A book nobody ordered (an ordered book cannot be removed) and that is not the newest. */
export function removableBook(api: TestApi): string {
  const row = api.db
    .prepare('SELECT slug FROM products WHERE id NOT IN (SELECT product_id FROM order_lines) ORDER BY id LIMIT 1 OFFSET 3')
    .get() as { slug: string };
  return row.slug;
}

export async function changeSteps(api: TestApi, live: string, totalPages: number, round = 0): Promise<ChangeStep[]> {
  const books = api.db.prepare('SELECT slug FROM products ORDER BY id').all() as { slug: string }[];
  const priced = books[5 + round * 2]?.slug ?? '';
  const soldOut = books[6 + round * 2]?.slug ?? '';
  const removed = removableBook(api);
  const { slug: postSlug } = api.db.prepare('SELECT slug FROM posts ORDER BY id LIMIT 1 OFFSET ?').get(round) as { slug: string };
  const author = api.db.prepare('SELECT a.id, a.name FROM authors a JOIN product_authors pa ON pa.author_id = a.id LIMIT 1').get() as {
    id: number;
    name: string;
  };
  const publisher = api.db.prepare('SELECT slug FROM publishers LIMIT 1').get() as { slug: string };
  const category = api.db.prepare('SELECT slug FROM categories LIMIT 1').get() as { slug: string };
  const customer = await newCustomer(api);
  const newSlug = ['stories-of-a-new-day', 'songs-of-the-river'][round] ?? `new-book-${round}`;
  const newName = ['Stories of a New Day', 'Songs of the River'][round] ?? `New Book ${round}`;
  const newBanglaName = ['নতুন দিনের গল্প', 'নদীর গান'][round] ?? `নতুন বই ${round}`;
  const page = (route: string) => livePage(live, route);
  const price = `${987 - round}.00`;

  return [
    {
      name: 'a price',
      change: () => staffWrite(api, 'PATCH', `/${priced}`, { price, special_price: null }),
      named: [`product:${priced}`],
      check: () => expect(page(`product-details/${priced}`)).toContain(price),
      most: Math.ceil(totalPages * 0.15),
    },
    {
      name: 'a book out of stock',
      change: () => staffWrite(api, 'PATCH', `/${soldOut}`, { stock: 0 }),
      named: [`product:${soldOut}`],
      check: () => expect(page(`product-details/${soldOut}`)).toMatch(/Out of stock/i),
      most: Math.ceil(totalPages * 0.15),
    },
    {
      name: 'a new book',
      change: () =>
        staffWrite(
          api,
          'POST',
          '',
          newBookBody({
            name: newBanglaName,
            name_en: newName,
            publisher: publisher.slug,
            writers: [author.id],
            categories: [category.slug],
            isbn: round === 0 ? '9789840000017' : '9789840000024',
          }),
        ),
      named: [`product:${newSlug}`],
      check: () => {
        expect(page(`product-details/${newSlug}`)).toContain(newBanglaName);
        expect(quickIndexBooks(live)).toContain(`/product-details/${newSlug}`);
      },
    },
    {
      name: 'a removed book',
      change: () => staffWrite(api, 'DELETE', `/${removed}`),
      named: [`product:${removed}`],
      check: () => {
        expect(() => page(`product-details/${removed}`)).toThrow();
        expect(quickIndexBooks(live)).not.toContain(`/product-details/${removed}`);
      },
    },
    {
      name: 'a renamed author',
      change: async () => api.db.prepare('UPDATE authors SET name = ? WHERE id = ?').run(`${author.name} (নতুন নাম)`, author.id),
      named: [`author:${author.id}`],
      check: () => expect(page(`product-details/${priced}`).length).toBeGreaterThan(0),
    },
    {
      name: 'a review',
      change: () =>
        call(`${api.shop}/reviews/${priced}`, { json: { rating: 4, comment: 'এক নিঃশ্বাসে পড়ার মতো বই।' }, token: customer.token }),
      named: [`review:${priced}`],
      check: () => expect(page(`product-details/${priced}`)).toContain('এক নিঃশ্বাসে পড়ার মতো বই।'),
      most: Math.ceil(totalPages * 0.15),
    },
    {
      name: 'a comment',
      change: () =>
        call(`${api.content}/blogs/posts/${postSlug}/comments`, {
          json: { name: 'করিম', email: 'karim@example.com', web: '', comment: 'চমৎকার লেখা, ধন্যবাদ।' },
        }),
      named: [`comment:${postSlug}`],
      check: () => expect(page(`blog-details/${postSlug}`)).toContain('চমৎকার লেখা, ধন্যবাদ।'),
      // Comment counts show on the blog's lists and every blog page's archive reads the post list: the blog, not the shop
      // (in each interface, three pages besides).
      most: blogPages(live) + 6,
    },
  ];
}
