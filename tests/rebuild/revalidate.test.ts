/**
 * What a live update asks the API again, against the real local API without a
 * site build: a book added and then removed across a page boundary of the book
 * list leaves no page of it behind, so the run after that sees nothing changed
 * in the list (before, the stale last page made the next run re-render every
 * page of the all-books listing for a review).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiCache, cacheKey } from '#build/api-cache.ts';
import { PRODUCT_LIST_PAGE_SIZE } from '#shared/catalog-paging.ts';
import { emptyFetchStats, fetchPhase } from '../../publishing/rebuild/fetch-phase.ts';
import { answerKey, describeAnswer, type AnswerFacts } from '../../publishing/rebuild/incremental/answers.ts';
import { currentCursor, readFeed } from '../../publishing/rebuild/incremental/feed.ts';
import type { PreviousAnswers } from '../../publishing/rebuild/incremental/previous-answers.ts';
import { revalidate } from '../../publishing/rebuild/incremental/revalidate.ts';
import { deriveState, openState, writeState } from '../../publishing/rebuild/incremental/state.ts';
import { call, startTestApi, type TestApi } from '../api/harness.ts';
import { STAFF_TOKEN } from '../api/feed-helpers.ts';

let api: TestApi;
let cacheDir: string;
let cache: ApiCache;

beforeAll(async () => {
  // Exactly one page of the book list: one book more makes a second page.
  api = await startTestApi({ books: PRODUCT_LIST_PAGE_SIZE, staffToken: STAFF_TOKEN });
  cacheDir = mkdtempSync(join(tmpdir(), 'revalidate-'));
  cache = new ApiCache(cacheDir);
});
afterAll(async () => {
  await api?.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

/** Everything a full build reads, as facts (what a release's state holds). */
async function fullAnswers(): Promise<Record<string, AnswerFacts>> {
  const answers: Record<string, AnswerFacts> = {};
  const bases = { shop: api.shop, content: api.content };
  await fetchPhase(
    {
      shopApiUrl: api.shop,
      contentApiUrl: api.content,
      cache,
      observe: (url, text) => {
        const key = answerKey(url, bases);
        if (key) answers[url] = describeAnswer(key, text);
      },
    },
    emptyFetchStats(),
  );
  return answers;
}

let states = 0;

/** A release's state holding these answers (and no pages), opened as a live update opens it. */
function stateOf(answers: Record<string, AnswerFacts>): { id: string; answers: PreviousAnswers } {
  const id = `r${(states += 1)}`;
  writeState(cacheDir, id, { cursor: null, fingerprint: 'test', answers, pages: {}, routes: [] });
  return { id, answers: open(id) };
}

function open(id: string): PreviousAnswers {
  const state = openState(cacheDir, id);
  if (!state) throw new Error(`no state ${id}`);
  return state.answers;
}

/** One live update's revalidation from the release `from` with the feed since `cursor`; its answers are the next release's. */
async function update(from: { id: string; answers: PreviousAnswers }, cursor: string) {
  const feed = await readFeed(api.shop, cursor);
  if (feed.kind !== 'changes') throw new Error(`feed: ${feed.kind}`);
  const result = await revalidate({
    shopApiUrl: api.shop,
    contentApiUrl: api.content,
    cache,
    previous: from.answers,
    changes: feed.changes,
    stats: emptyFetchStats(),
  });
  const id = `r${(states += 1)}`;
  deriveState(cacheDir, from.id, id, { answers: { set: result.answers.set, deleted: result.answers.deleted } });
  return { ...result, id, fetched: result.answers, answers: open(id), cursor: feed.cursor, named: feed.changes };
}

const listPages = (answers: PreviousAnswers) => answers.urlsOf('shop:products').map((url) => Number(new URL(url).searchParams.get('page')));

async function staff(method: string, path: string, json?: unknown) {
  const response = await call(`${api.shop}/staff/products${path}`, { method, json, token: STAFF_TOKEN });
  if (response.status >= 300) throw new Error(`${method} staff/products${path}: ${response.status}`);
}

describe('a book list that grows a page and shrinks back', () => {
  it('drops the page that is gone in the run that removes it, and the next run finds the list unchanged', async () => {
    const start = await currentCursor(api.shop);
    if (start === null) throw new Error('no feed');
    const initial = stateOf(await fullAnswers());
    expect(listPages(initial.answers)).toEqual([1]);

    await staff('POST', '', {
      name: 'পাতা বদলের বই',
      name_en: 'A Book Across Pages',
      publisher: 'chorachor-boighor',
      writers: [1],
      categories: ['self-help'],
      price: '420.00',
      stock: 7,
      language: 'Bangla',
      description: 'One book more than a page.',
      isbn: '9789840000017',
      pages: 180,
      edition: '1st',
      country: 'Bangladesh',
    });
    const added = await update(initial, start);
    expect(listPages(added.answers)).toEqual([1, 2]);
    // The second page was worked out from the first (the new book on top, the last book pushed over), not
    // asked: byte for byte what the API answers for it.
    expect(added.inferredPages.size).toBe(1);
    const second = `${api.shop}/products?page=2&per_page=${PRODUCT_LIST_PAGE_SIZE}`;
    expect(cache.read(cacheKey(second))?.body).toBe(await (await fetch(second)).text());
    expect(added.changedKeys).toContain('m:shop:products');

    // Its lists are asked again, but not every book sharing them (at 100,000 books, thousands): only those
    // the feed names (their related books now hold it, or their "new" badge flipped), and those whose
    // related books show a card that changed.
    const bases = { shop: api.shop, content: api.content };
    const details = new Set([...added.fetched.set.keys()].filter((url) => answerKey(url, bases)?.startsWith('shop:products/')));
    const named = added.named.filter((change) => change.kind === 'product').map((change) => change.slug);
    const cardsChanged = [...added.changedKeys].filter((key) => key.startsWith('c:')).map((key) => key.slice(2));
    const reached = new Set([...named, 'a-book-across-pages'].map((slug) => `${api.shop}/products/${slug}`));
    for (const slug of cardsChanged) for (const url of initial.answers.listingsOf(slug)) reached.add(url);
    const siblings = api.db
      .prepare(
        `SELECT slug FROM products WHERE slug <> 'a-book-across-pages' AND (publisher_id = (SELECT id FROM publishers WHERE slug = 'chorachor-boighor')
            OR id IN (SELECT product_id FROM product_categories WHERE category_id = (SELECT id FROM categories WHERE slug = 'self-help')))`,
      )
      .all() as { slug: string }[];
    const siblingsAsked = siblings.filter(({ slug }) => details.has(`${api.shop}/products/${slug}`));
    expect(siblings.length).toBeGreaterThan(10);
    expect(siblingsAsked.length).toBeLessThan(siblings.length / 2);
    for (const url of details) expect(reached).toContain(url);
    expect([...added.fetched.set.keys()].some((url) => url.includes('/categories/self-help'))).toBe(true);

    await staff('DELETE', '/a-book-across-pages');
    const removed = await update(added, added.cursor);
    expect(listPages(removed.answers)).toEqual([1]);
    expect(removed.changedKeys).toContain('m:shop:products');

    const quiet = await update(removed, removed.cursor);
    expect([...quiet.changedKeys]).toEqual([]);
  });
});

describe('a book list of several pages, a book added on top, one removed in the middle and one out of stock', () => {
  // Three rebuilds of a hundred-odd pages: about 20 s alone on a two-core machine, more beside the other files.
  it('works the pages out from the first and the last, byte for byte what the API answers, and the next run finds nothing changed', async () => {
    const book = (i: number) => ({
      name: `তালিকার বই ${i}`,
      name_en: `A Listed Book ${i}`,
      publisher: 'chorachor-boighor',
      writers: [2],
      categories: ['self-help'],
      price: '300.00',
      stock: 5,
      language: 'Bangla',
      description: 'A book to fill the list.',
      isbn: `97898400${String(10000 + i)}`,
      pages: 120,
      edition: '1st',
      country: 'Bangladesh',
    });
    // 200 books and 450 more: four pages of the book list.
    for (let i = 0; i < 450; i += 1) await staff('POST', '', book(i));
    const start = await currentCursor(api.shop);
    if (start === null) throw new Error('no feed');
    const initial = stateOf(await fullAnswers());
    expect(listPages(initial.answers)).toEqual([1, 2, 3, 4]);

    const middle = api.db.prepare('SELECT slug FROM products ORDER BY created_at DESC, id DESC LIMIT 1 OFFSET 300').get() as {
      slug: string;
    };
    const near = api.db.prepare('SELECT slug FROM products ORDER BY created_at DESC, id DESC LIMIT 1 OFFSET 310').get() as { slug: string };
    await staff('POST', '', book(999));
    await staff('DELETE', `/${middle.slug}`);
    await staff('PATCH', `/${near.slug}`, { stock: 0 });
    const next = await update(initial, start);

    // Asked: the first and last pages, and the second (it listed the books removed and out of stock); the
    // third worked out.
    expect(next.inferredPages.size).toBe(1);
    expect(listPages(next.answers)).toEqual([1, 2, 3, 4]);
    for (const page of [1, 2, 3, 4]) {
      const url = `${api.shop}/products?page=${page}&per_page=${PRODUCT_LIST_PAGE_SIZE}`;
      expect(cache.read(cacheKey(url))?.body, `page ${page}`).toBe(await (await fetch(url)).text());
    }
    const quiet = await update(next, next.cursor);
    expect([...quiet.changedKeys]).toEqual([]);
  }, 90_000);
});

describe('a new book, and a price changed on the last book of a page, in one run', () => {
  it('asks the page the shift moves that book onto, so no page keeps its old price', async () => {
    const start = await currentCursor(api.shop);
    if (start === null) throw new Error('no feed');
    const initial = stateOf(await fullAnswers());
    expect(listPages(initial.answers)).toEqual([1, 2, 3, 4]);
    // The last book of the second page: the new book on top moves it to the head of the third.
    const edge = api.db
      .prepare('SELECT slug FROM products ORDER BY created_at DESC, id DESC LIMIT 1 OFFSET ?')
      .get(2 * PRODUCT_LIST_PAGE_SIZE - 1) as { slug: string };
    await staff('POST', '', {
      name: 'সীমানার বই',
      name_en: 'A Book on the Edge',
      publisher: 'chorachor-boighor',
      writers: [2],
      categories: ['self-help'],
      price: '310.00',
      stock: 5,
      language: 'Bangla',
      description: 'A book that shifts the list.',
      isbn: '9789840099999',
      pages: 120,
      edition: '1st',
      country: 'Bangladesh',
    });
    await staff('PATCH', `/${edge.slug}`, { price: '777.00', special_price: null });
    const next = await update(initial, start);

    for (const page of [1, 2, 3, 4]) {
      const url = `${api.shop}/products?page=${page}&per_page=${PRODUCT_LIST_PAGE_SIZE}`;
      expect(cache.read(cacheKey(url))?.body, `page ${page}`).toBe(await (await fetch(url)).text());
    }
    const third = cache.read(cacheKey(`${api.shop}/products?page=3&per_page=${PRODUCT_LIST_PAGE_SIZE}`))?.body ?? '';
    expect((JSON.parse(third) as { products: unknown[] }).products[0]).toMatchObject({ slug: edge.slug, price: { amount: '777.00' } });
    const quiet = await update(next, next.cursor);
    expect([...quiet.changedKeys]).toEqual([]);
  });
});
