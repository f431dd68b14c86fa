/**
 * Search as a shopper meets it: the 300-book seed indexed by the real indexer
 * (publishing/search/index-site.ts), searched through the storefront's own query
 * code in both indexes it writes: the quick index (plain queries: the
 * dropdown and the results page) and the real Pagefind bundle (the same
 * query with filters or an order). Tables of real queries and the books they
 * must put first, and of queries that must find nothing. Then a live update's
 * search delta (one book changed, one removed, one new) over a second site's
 * main index, through both clients.
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../backend/db/index.ts';
import { presentProducts } from '../../backend/lib/products.ts';
import { seedDatabase } from '../../backend/seed/index.ts';
import { indexRecords, writeSearchDelta } from '../../publishing/search/index-site.ts';
import { searchDelta } from '../../publishing/search/search-delta.ts';
import { ProductSchema, type Product } from '#shared/api/schemas/product.ts';
import { bookRecord, bookRecords, type BookRecord } from '#shared/search/book-record.ts';
import { allTermsFound } from '#shared/search/relevance.ts';
import { emptyDelta, SEARCH_DELTA_PATH, SearchDeltaSchema, type SearchDelta } from '#shared/search/search-delta.ts';
import { literalQuery, searchableText, searchQuery } from '#shared/search/searchable-text.ts';
import { INDEX_OPTIONS, searchIndex, type PagefindModule, type Sort } from '#features/search/pagefind-client.ts';
import { answerAhead } from '#features/search/quick-ahead.ts';
import { openQuickIndex, type QuickIndex } from '#features/search/quick-client.ts';
import { bookRowOf } from '#features/search/search-results.ts';
import { SHARDS_PATH, ShardsSchema, shardPath } from '#shared/search/pagefind-shards.ts';
import { searchBooks as searchBooksOf } from '../rebuild/search-books.ts';

let site = '';
let server: Server | undefined;
let pagefind: PagefindModule;
/** The delta the indexer wrote with the main index: empty. */
let siteDelta: SearchDelta;
let quick: QuickIndex;
let origin = '';
/** Paths the test server was asked for. */
const requested: string[] = [];
/** English names by book id: the quick index's results carry only what a card shows. */
const titleEn = new Map<number, string>();

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'search-queries-'));
  const db = openDatabase(':memory:');
  seedDatabase(db, { books: 300 });
  const ids = (db.prepare('SELECT id FROM products ORDER BY id').all() as { id: number }[]).map((row) => row.id);
  const products = v.parse(v.array(ProductSchema), presentProducts(db, ids, 'http://127.0.0.1:4000'));
  const authors = db.prepare('SELECT id, name_en FROM authors').all() as {
    id: number;
    name_en: string;
  }[];
  for (const product of products) titleEn.set(product.id, product.name_en);
  db.close();
  await indexRecords(site, bookRecords(products, authors));
  siteDelta = readDelta(site);

  // Pagefind's browser bundle fetches its index files over HTTP.
  server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    requested.push(path);
    readFile(join(site, path)).then(
      (body) => response.end(body),
      () => {
        response.statusCode = 404;
        response.end();
      },
    );
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  pagefind = (await import(/* @vite-ignore */ pathToFileURL(join(site, 'pagefind', 'pagefind.js')).href)) as PagefindModule;
  await pagefind.options({
    ...INDEX_OPTIONS,
    basePath: `http://127.0.0.1:${port}/pagefind/`,
  });
  await pagefind.init();
  origin = `http://127.0.0.1:${port}`;
  quick = openQuickIndex(origin);
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  if (site) rmSync(site, { recursive: true, force: true });
});

type Found = { total: number; titles: string[] };

/** The titles of the first `count` results, as the results page lists them, from the quick index. */
async function findQuick(text: string, count = 5, top?: number): Promise<Found> {
  const page = await quick.search(text, { top, ahead: answerAhead });
  const books = await page.load(0, count);
  return {
    total: page.total,
    titles: books.map((book) => `${book.card.name} | ${titleEn.get(book.card.id) ?? ''} | ${book.authors}`),
  };
}

/** The same from Pagefind, as a filtered listing asks it. */
async function findPagefind(text: string, count = 5): Promise<Found> {
  const keys = searchQuery(text);
  if (keys === '') return { total: 0, titles: [] };
  const page = await searchIndex([pagefind], siteDelta, {
    keys,
    literal: literalQuery(text),
  });
  const hits = await page.load(0, count);
  return {
    total: page.total,
    titles: hits.map((hit) => `${hit.meta.title} | ${hit.meta.title_en} | ${hit.meta.authors}`),
  };
}

const ENGINES = [
  ['the quick index', (text: string) => findQuick(text)],
  ['Pagefind', (text: string) => findPagefind(text)],
] as const;

describe.each(ENGINES)('%s', (_engine, find) => {
  describe('queries and the books they put first', () => {
    it.each([
      // Bangla
      ['গীতাঞ্জলি', 'গীতাঞ্জলি |'],
      ['নজরুল', 'কাজী নজরুল ইসলাম'],
      ['রবীন্দ্রনাথ', 'রবীন্দ্রনাথ ঠাকুর'],
      ['পথের পাঁচালী', 'পথের পাঁচালী'],
      ['দেবদাস', 'দেবদাস'],
      // English
      ['The Time Machine', 'The Time Machine'],
      ['tagore', 'রবীন্দ্রনাথ ঠাকুর'],
      ['Dickens', 'Charles Dickens'],
      ['pride and prejudice', 'Pride and Prejudice'],
      // Banglish, as shoppers type it
      ['nazrul', 'কাজী নজরুল ইসলাম'],
      ['robindronath', 'রবীন্দ্রনাথ ঠাকুর'],
      ['gitanjoli', 'গীতাঞ্জলি'],
      ['pother pachali', 'পথের পাঁচালী'],
      ['debdas', 'দেবদাস'],
      // Misspelt
      ['rabindranth', 'রবীন্দ্রনাথ ঠাকুর'],
      ['nojrul', 'কাজী নজরুল ইসলাম'],
      // Half typed
      ['গীতাঞ্জ', 'গীতাঞ্জলি'],
      ['time mach', 'The Time Machine'],
      // A word of one or two letters after others, as while typing the next word
      ['chokher b', 'চোখের বালি'],
      ['kazi n', 'কাজী নজরুল ইসলাম'],
      ['পথের পা', 'পথের পাঁচালী'],
      ['time m', 'The Time Machine'],
    ])('%s puts %s first', async (query, expected) => {
      const { total, titles } = await find(query);
      expect(total, `${query} found nothing`).toBeGreaterThan(0);
      expect(titles[0], `${query}: ${titles.join(' / ')}`).toContain(expected);
    });
  });

  describe('the words as typed come before matches by sound', () => {
    it.each([
      // By sound alone, "gr" and "kbt" start many words; the title as typed wins.
      ['gora', 'গোরা |'],
      ['kobita', 'কবিতা'],
      ['bali', 'চোখের বালি'],
      ['সেন', 'বনলতা সেন'],
      ['রায়', 'রায়'],
      ['ray', 'রায়'],
    ])('%s puts %s first', async (query, expected) => {
      const { titles } = await find(query);
      expect(titles[0], `${query}: ${titles.join(' / ')}`).toContain(expected);
    });
  });

  describe('queries that must find nothing', () => {
    it.each(['xyzzyq', 'হুমায়ূন', 'হুমায়ূন আহমেদ', 'humayun ahmed', 'qwertyuiop', 'নজরুল xyzzyq', 'zzzz'])('%s finds no book', async (query) => {
      const { total, titles } = await find(query);
      expect(titles, `${query} listed ${titles.join(' / ')}`).toEqual([]);
      expect(total).toBe(0);
    });
  });
});

describe('one-word queries with a one- or two-letter sound in the dropdown, answered from files written ahead', () => {
  it.each([
    'r',
    'ro',
    'Ra',
    'গ',
    'গী',
    'রব',
    'ta',
    'kb',
    'x',
    'zq',
    '1',
    'ক্',
    'rob',
    'robi',
    'Chan',
    'The',
    'Kaz',
    'bon',
    'রবী',
    'গীতা',
    'aaa',
    'zzz',
    'xyz',
  ])('%s gives the same books and count as the full search', async (query) => {
    const ahead = await findQuick(query, 8, 8);
    const full = await findQuick(query, 8);
    expect(ahead).toEqual(full);
  });

  it('lists books from the first letter typed', async () => {
    for (const query of ['r', 'ro', 'গ', 'গী']) {
      const { total, titles } = await findQuick(query, 8, 8);
      expect(titles.length, query).toBe(Math.min(8, total));
      expect(total, query).toBeGreaterThan(0);
    }
  });
});

describe('the dropdown’s rows', () => {
  it.each(['r', 'গী', 'rob', 'robindronath', 'রবীন্দ্রনাথ', 'gitanjali', 'chokher b', 'pother pa', 'The Time M', 'নজরুল ই'])(
    '%s: the rows show the same books, names, writers, prices and covers as the results',
    async (query) => {
      const page = await openQuickIndex(origin).search(query, { top: 8, ahead: answerAhead });
      const rows = await page.rows(0, 8);
      expect(rows.length, query).toBe(Math.min(8, page.total));
      expect(rows).toEqual((await page.load(0, 8)).map(bookRowOf));
    },
  );

  it('come with the word lists a one-word query reads, without a file per book', async () => {
    for (const query of ['robindronath', 'গীতাঞ্জলি', 'r', 'নজ']) {
      requested.length = 0;
      const page = await openQuickIndex(origin).search(query, { top: 8, ahead: answerAhead });
      expect((await page.rows(0, 8)).length, query).toBeGreaterThan(0);
      expect(
        requested.filter((path) => path.includes('/c/')),
        query,
      ).toEqual([]);
    }
  });
});

/** The search delta a site serves, as the browser reads it. */
function readDelta(root: string): SearchDelta {
  return v.parse(SearchDeltaSchema, JSON.parse(readFileSync(join(root, SEARCH_DELTA_PATH), 'utf8')));
}

/** The seed's books and writers' Latin names, as the indexer gets them. */
function seedCatalogue(): {
  products: Product[];
  latin: Map<number, string>;
} {
  const db = openDatabase(':memory:');
  seedDatabase(db, { books: 300 });
  const ids = (db.prepare('SELECT id FROM products ORDER BY id').all() as { id: number }[]).map((row) => row.id);
  const products = v.parse(v.array(ProductSchema), presentProducts(db, ids, 'http://127.0.0.1:4000'));
  const authors = db.prepare('SELECT id, name_en FROM authors').all() as {
    id: number;
    name_en: string;
  }[];
  db.close();
  return {
    products,
    latin: new Map(authors.map((author) => [author.id, author.name_en])),
  };
}

/** A site over HTTP; `replace` serves other bodies for some paths (a file caught mid-update). */
async function serveSite(root: string): Promise<{
  origin: string;
  replace: Map<string, string>;
  close: () => Promise<void>;
}> {
  const replace = new Map<string, string>();
  const httpServer = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const body = replace.get(path);
    if (body !== undefined) {
      response.end(body);
      return;
    }
    readFile(join(root, path)).then(
      (file) => response.end(file),
      () => {
        response.statusCode = 404;
        response.end();
      },
    );
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const address = httpServer.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    replace,
    close: () => new Promise((resolve) => httpServer.close(() => resolve())),
  };
}

/** A site's Pagefind shards, loaded as the browser loads them, over HTTP. */
async function loadShards(root: string, origin: string): Promise<PagefindModule[]> {
  const { count } = v.parse(ShardsSchema, JSON.parse(readFileSync(join(root, SHARDS_PATH), 'utf8')));
  return Promise.all(
    Array.from({ length: count }, async (_, shard) => {
      const module = (await import(/* @vite-ignore */ pathToFileURL(join(root, shardPath(shard), 'pagefind.js')).href)) as PagefindModule;
      await module.options({
        ...INDEX_OPTIONS,
        basePath: `${origin}${shardPath(shard)}`,
      });
      await module.init();
      // Option counts need Pagefind's filter index, as the listings load it.
      await module.filters();
      return module;
    }),
  );
}

// The same update over one whole index, and over an index cut into three shards (100 books each at most).
describe.each([
  ['one index', undefined],
  ['three shards', 100],
] as const)("a live update's search delta over the main index: %s", (_layout, shardBooks) => {
  const money = (amount: string) => ({ amount, formatted: `Tk ${amount}` });
  let deltaSite = '';
  let served: Awaited<ReturnType<typeof serveSite>> | undefined;
  let shards: PagefindModule[];
  let delta: SearchDelta;
  /** The catalogue after the update: the index's records with one book changed, one gone, one new. */
  let records: BookRecord[];
  let changed: BookRecord;
  let removed: BookRecord;
  let added: BookRecord;

  beforeAll(async () => {
    deltaSite = mkdtempSync(join(tmpdir(), 'search-delta-'));
    const { products, latin } = seedCatalogue();
    const main = await indexRecords(
      deltaSite,
      products.map((product) => bookRecord(product, latin)),
      shardBooks === undefined ? {} : { shardBooks },
    );
    const bySlug = (slug: string): Product => {
      const found = products.find((product) => product.slug === slug);
      if (!found) throw new Error(`the seed has no ${slug}`);
      return found;
    };
    // Devdas, Tk 350 before: now the cheapest but a few, in another price band.
    changed = bookRecord(
      {
        ...bySlug('devdas'),
        price: money('123.45'),
        special_price: null,
        selling_price: money('123.45'),
      },
      latin,
    );
    removed = bookRecord(bySlug('chokher-bali'), latin);
    const gitanjali = bySlug('gitanjali');
    added = bookRecord(
      {
        ...gitanjali,
        id: 100_001,
        slug: 'notun-diner-golpo',
        name: 'নতুন দিনের গল্প',
        name_en: 'Notun Diner Golpo',
        price: money('187.00'),
        special_price: null,
        selling_price: money('187.00'),
        created_at: '2026-07-01T00:00:00.000Z',
      },
      latin,
    );
    records = [
      ...products
        .filter((product) => product.slug !== 'chokher-bali')
        .map((product) => (product.slug === 'devdas' ? changed : bookRecord(product, latin))),
      added,
    ];
    writeSearchDelta(deltaSite, searchDelta(main.base, records, searchableText));
    delta = readDelta(deltaSite);

    served = await serveSite(deltaSite);
    shards = await loadShards(deltaSite, served.origin);
  }, 120_000);

  afterAll(async () => {
    await served?.close();
    if (deltaSite) rmSync(deltaSite, { recursive: true, force: true });
  });

  const quickIndexOf = () => openQuickIndex(served?.origin ?? '');
  const termsOf = (text: string) => ({
    keys: searchQuery(text),
    literal: literalQuery(text),
  });
  /** A URL's path: Pagefind, given an index on another origin (as here, not on the site), answers whole URLs. */
  const pathOf = (url: string) => new URL(url, 'http://x').pathname;
  /** Every Pagefind result, as the client answers it, by path. */
  async function pagefindAll(text: string | null, options: Parameters<typeof searchIndex>[3] = {}, withDelta: SearchDelta = delta) {
    const page = await searchIndex(shards, withDelta, text === null ? null : termsOf(text), options);
    const hits = await page.load(0, page.total);
    return {
      page,
      hits: hits.map((hit) => ({ ...hit, url: pathOf(hit.url) })),
    };
  }
  /** Every quick index result. */
  async function quickAll(text: string, index = quickIndexOf()) {
    const page = await index.search(text);
    return { page, books: await page.load(0, page.total) };
  }
  /** The books of the catalogue after the update a query must find: every word the start of a word of the book. */
  const matching = (text: string) =>
    records.filter((record) => allTermsFound(searchQuery(text).split(' '), searchableText(record.content)));
  /** Per value of a filter, the books that have it. */
  function tally(books: readonly BookRecord[], filter: string): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const book of books) for (const value of book.filters[filter] ?? []) counts[value] = (counts[value] ?? 0) + 1;
    return counts;
  }
  const nonZero = (counts: Record<string, number> | undefined) =>
    Object.fromEntries(Object.entries(counts ?? {}).filter(([, count]) => count > 0));
  const isSorted = (prices: number[], direction: 'asc' | 'desc') =>
    prices.every((price, i) => i === 0 || (direction === 'asc' ? (prices[i - 1] ?? 0) <= price : (prices[i - 1] ?? 0) >= price));

  it('puts each book in one shard, in as many shards as the catalogue needs', () => {
    const { count } = v.parse(ShardsSchema, JSON.parse(readFileSync(join(deltaSite, SHARDS_PATH), 'utf8')));
    expect(count).toBe(shardBooks === undefined ? 1 : 3);
    expect(shards).toHaveLength(count);
    // Read as the oracle reads a site: it fails on a book in two shards.
    const found = Object.keys(searchBooksOf(deltaSite).pagefind).sort();
    expect(found).toEqual(records.map((record) => record.url).sort());
  });

  it('lists the changed and new books and hides the changed and removed ones', () => {
    expect(delta.books.map((book) => book.url).sort()).toEqual([changed.url, added.url].sort());
    expect(delta.hidden.map((entry) => entry.url).sort()).toEqual([changed.url, removed.url].sort());
  });

  describe('the removed book is never found', () => {
    it.each(['চোখের বালি', 'chokher bali', 'Chokher', 'বালি'])('%s', async (query) => {
      const [{ hits }, { books }] = await Promise.all([pagefindAll(query), quickAll(query)]);
      expect(hits.map((hit) => hit.url)).not.toContain(removed.url);
      expect(books.map((book) => book.url)).not.toContain(removed.url);
    });

    it('in a filtered listing of every book', async () => {
      for (const options of [{}, { filters: { category: ['novel'] } }, { sort: { price: 'asc' as const } }]) {
        const { page, hits } = await pagefindAll(null, options);
        const urls = hits.map((hit) => hit.url);
        expect(urls).not.toContain(removed.url);
        expect(new Set(urls).size, 'each book once').toBe(urls.length);
        expect(page.total).toBe(hits.length);
      }
    });
  });

  describe('the changed book', () => {
    it('shows its new price', async () => {
      const [{ hits }, { books }, rows] = await Promise.all([
        pagefindAll('দেবদাস'),
        quickAll('devdas'),
        quickIndexOf()
          .search('devdas', { top: 8, ahead: answerAhead })
          .then((page) => page.rows(0, 8)),
      ]);
      expect(hits[0]?.url).toBe(changed.url);
      expect(hits[0]?.meta.price_formatted).toBe('Tk 123.45');
      expect(books[0]?.url).toBe(changed.url);
      expect(books[0]?.price).toBe('Tk 123.45');
      expect(rows[0]).toMatchObject({ url: changed.url, price: 'Tk 123.45' });
      expect(
        hits.filter((hit) => hit.url === changed.url),
        'its old entry hidden',
      ).toHaveLength(1);
    });

    it.each(['asc', 'desc'] as const)('sits where its new price belongs, sorted by price %s', async (direction) => {
      for (const filters of [undefined, { language: ['Bangla'] }]) {
        const { hits } = await pagefindAll(null, {
          filters,
          sort: { price: direction },
        });
        const prices = hits.map((hit) => Number(hit.meta.price));
        expect(isSorted(prices, direction)).toBe(true);
        const at = hits.findIndex((hit) => hit.url === changed.url);
        expect(prices[at]).toBe(123.45);
        expect(hits.findIndex((hit) => hit.url === added.url)).toBeGreaterThanOrEqual(0);
        expect(hits).toHaveLength(records.filter((record) => !filters || record.filters.language?.[0] === 'Bangla').length);
      }
    });

    it('in its new price band, out of its old one', async () => {
      const inBand = async (band: string) => (await pagefindAll(null, { filters: { price: [band] } })).hits.map((hit) => hit.url);
      expect(await inBand('0-150')).toContain(changed.url);
      expect(await inBand('150-400')).not.toContain(changed.url);
    });
  });

  describe('the new book is found', () => {
    it.each(['নতুন', 'নতুন দিনের গল্প', 'Notun Diner', 'notun', 'notun diner golpo', 'golpo', 'গল্প'])('by %s', async (query) => {
      const [{ hits }, { books }] = await Promise.all([pagefindAll(query), quickAll(query)]);
      expect(hits.map((hit) => hit.url)).toContain(added.url);
      expect(books.map((book) => book.url)).toContain(added.url);
    });

    it('first by its whole title, in the dropdown too', async () => {
      for (const query of ['নতুন দিনের গল্প', 'Notun Diner', 'notun diner golpo']) {
        const rows = await (await quickIndexOf().search(query, { top: 8, ahead: answerAhead })).rows(0, 8);
        expect(rows[0], query).toMatchObject({
          url: added.url,
          name: 'নতুন দিনের গল্প',
          price: 'Tk 187.00',
        });
        const { hits } = await pagefindAll(query);
        expect(hits[0]?.url, query).toBe(added.url);
      }
    });

    it('within its filters, not outside them', async () => {
      const poetry = await pagefindAll('notun', {
        filters: { category: ['poetry'] },
      });
      expect(poetry.hits.map((hit) => hit.url)).toContain(added.url);
      const novels = await pagefindAll('notun', {
        filters: { category: ['novel'] },
      });
      expect(novels.hits.map((hit) => hit.url)).not.toContain(added.url);
    });
  });

  describe('totals and counts', () => {
    it.each(['নতুন', 'notun', 'robindronath', 'chokher', 'devdas', 'বালি', 'golpo', 'r', 'নত', 'ch'])(
      '%s: the quick index counts the books the update left',
      async (query) => {
        const { page, books } = await quickAll(query);
        expect(page.total).toBe(matching(query).length);
        expect(books.map((book) => book.url).sort()).toEqual(
          matching(query)
            .map((record) => record.url)
            .sort(),
        );
      },
    );

    it.each(['r', 'ro', 'n', 'নত', 'ch', 'গ'])(
      '%s in the dropdown: the same books and count as the full search, not answers written before the update',
      async (query) => {
        const index = quickIndexOf();
        const ahead = await index.search(query, { top: 8, ahead: answerAhead });
        const full = await index.search(query);
        expect(ahead.total).toBe(full.total);
        expect(ahead.total).toBe(matching(query).length);
        expect(await ahead.rows(0, 8)).toEqual(await full.rows(0, 8));
      },
    );

    it("every book, and each category's and price band's count", async () => {
      for (const filters of [undefined, { language: ['Bangla'] }]) {
        const { page } = await pagefindAll(null, { filters });
        const books = records.filter((record) => !filters || record.filters.language?.[0] === 'Bangla');
        expect(page.total).toBe(books.length);
        expect(nonZero(page.counts.category)).toEqual(tally(books, 'category'));
        expect(nonZero(page.counts.price)).toEqual(tally(books, 'price'));
      }
    });

    it("a query's total and category counts", async () => {
      // The main index without the delta is the catalogue before the update.
      const before = await pagefindAll('robindronath', {}, emptyDelta(delta.base));
      const after = await pagefindAll('robindronath');
      const urls = before.hits.map((hit) => hit.url);
      expect(urls).toContain(removed.url);
      expect(urls).not.toContain(added.url);
      expect(after.page.total).toBe(before.page.total);
      const category = { ...before.page.counts.category };
      category.novel = (category.novel ?? 0) - 1;
      category.poetry = (category.poetry ?? 0) + 1;
      expect(after.page.counts.category).toEqual(category);
    });

    it("counts the delta's books alone when the index has none of the words", async () => {
      const { page, hits } = await pagefindAll('notun diner', {
        filters: { language: ['Bangla'] },
      });
      expect(hits.map((hit) => hit.url)).toEqual([added.url]);
      expect(nonZero(page.counts.category)).toEqual({ poetry: 1 });
    });
  });

  describe('an empty delta changes nothing', () => {
    it("in a whole index's order and counts", async () => {
      // A whole index of the same catalogue: this site's own, or the suite's first.
      const whole = shardBooks === undefined ? shards[0] : pagefind;
      if (!whole) throw new Error('no index loaded');
      await whole.filters();
      const none = emptyDelta(delta.base);
      const sorts: Sort[] = [{ price: 'asc' }, { rating: 'desc' }];
      const RawSchema = v.object({
        results: v.array(v.object({ id: v.string(), data: v.function() })),
        filters: v.record(v.string(), v.record(v.string(), v.number())),
      });
      const SortedSchema = v.object({
        url: v.string(),
        meta: v.object({ sort: v.string() }),
      });
      for (const sort of sorts) {
        const key = Object.keys(sort)[0] ?? '';
        const raw = v.parse(RawSchema, await whole.search(null, { sort }));
        const rawHits = await Promise.all(
          raw.results.map(async (result) => {
            const { url, meta } = v.parse(SortedSchema, await result.data());
            return { url: pathOf(url), value: (JSON.parse(meta.sort) as Record<string, string>)[key] };
          }),
        );
        const { page, hits } = await pagefindAll(null, { sort }, none);
        const values = hits.map((hit) => (JSON.parse(hit.meta.sort ?? '{}') as Record<string, string>)[key]);
        expect(values, 'the same order').toEqual(rawHits.map((hit) => hit.value));
        if (shardBooks === undefined) expect(hits.map((hit) => hit.url)).toEqual(rawHits.map((hit) => hit.url));
        else expect(hits.map((hit) => hit.url).sort()).toEqual(rawHits.map((hit) => hit.url).sort());
        expect(page.counts).toEqual(raw.filters);
      }
    });

    it('and the dropdown answers short queries from the files written ahead', async () => {
      requested.length = 0;
      const page = await openQuickIndex(origin).search('ro', { top: 8, ahead: answerAhead });
      expect((await page.rows(0, 8)).length).toBeGreaterThan(0);
      expect(requested.some((path) => path.includes('/s/'))).toBe(true);
      expect(requested.some((path) => path.includes('/u/'))).toBe(false);
    });
  });

  it('the quick index will not use a delta for another index, and asks again on the next query', async () => {
    const index = quickIndexOf();
    served?.replace.set(SEARCH_DELTA_PATH, JSON.stringify(emptyDelta('0123456789ab')));
    await expect(index.search('notun')).rejects.toThrow(/delta/);
    served?.replace.clear();
    const { books } = await quickAll('notun', index);
    expect(books.map((book) => book.url)).toContain(added.url);
  });
});
