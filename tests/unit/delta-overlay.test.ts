import { describe, expect, it } from 'vitest';
import { quickBook } from '../../publishing/search/quick-index.ts';
import type { Product } from '#shared/api/schemas/product.ts';
import { bookRecord } from '#shared/search/book-record.ts';
import { adjustCounts, compareSortValues, filtersMatch, placeSorted } from '#shared/search/delta-filters.ts';
import { placeUnsorted, termsMatch } from '#shared/search/delta-overlay.ts';
import type { DeltaBook } from '#shared/search/search-delta.ts';
import { searchableText, searchQuery } from '#shared/search/searchable-text.ts';
import { book } from './fixtures.ts';

/** A book as the delta carries it, from a shop product (as publishing/search/search-delta.ts writes it). */
function deltaBook(id: number, overrides: Partial<Product> = {}): DeltaBook {
  const record = bookRecord(book(id, overrides), new Map());
  return {
    url: record.url,
    text: searchableText(record.content),
    meta: record.meta,
    filters: record.filters,
    sort: record.sort,
    quick: quickBook(record),
  };
}

const money = (amount: string) => ({ amount, formatted: `Tk ${amount}` });
/** A delta book selling at `taka`, sorting by price as the index does (paisa, as a string). */
const priced = (id: number, taka: number) =>
  deltaBook(id, { price: money(taka.toFixed(2)), special_price: null, selling_price: money(taka.toFixed(2)) });

describe('which delta books a query finds', () => {
  const notun = deltaBook(7, { name: 'নতুন দিনের গল্প', name_en: 'Notun Diner Golpo' });
  const terms = (text: string) => searchQuery(text).split(' ');

  it('finds a book by the start of every word, in Bangla, English and Banglish', () => {
    for (const query of ['নতুন', 'নতুন দিনের', 'Notun Diner', 'notun', 'golpo', 'নতু', 'rob'])
      expect(termsMatch(terms(query), notun.text), query).toBe(true);
  });

  it('needs every word', () => {
    for (const query of ['নতুন xyzzy', 'puraton', 'diner xyzzy']) expect(termsMatch(terms(query), notun.text), query).toBe(false);
  });

  it('finds every book for a listing without words (null terms)', () => {
    expect(termsMatch(null, notun.text)).toBe(true);
  });
});

describe('a delta book within the chosen filters', () => {
  const values = { category: ['novel', 'poetry'], language: ['Bangla'], rating: ['4', '3', '2', '1'] };

  it('needs every value of a list', () => {
    expect(filtersMatch(values, { category: ['novel'] })).toBe(true);
    expect(filtersMatch(values, { category: ['novel', 'poetry'] })).toBe(true);
    expect(filtersMatch(values, { category: ['novel', 'history'] })).toBe(false);
  });

  it('needs one value of an `any`', () => {
    expect(filtersMatch(values, { category: { any: ['history', 'poetry'] } })).toBe(true);
    expect(filtersMatch(values, { category: { any: ['history', 'drama'] } })).toBe(false);
  });

  it('needs every filter', () => {
    expect(filtersMatch(values, { category: ['novel'], language: ['Bangla'] })).toBe(true);
    expect(filtersMatch(values, { category: ['novel'], language: ['English'] })).toBe(false);
    expect(filtersMatch(values, { publisher: ['nodi-prokashoni'] })).toBe(false);
  });

  it('passes no filters and empty choices, as Pagefind does', () => {
    expect(filtersMatch(values)).toBe(true);
    expect(filtersMatch(values, {})).toBe(true);
    expect(filtersMatch(values, { category: [] })).toBe(true);
    expect(filtersMatch(values, { category: { any: [] } })).toBe(true);
  });
});

describe('sort values compared as Pagefind compares them', () => {
  it('as numbers when both are numbers', () => {
    expect(compareSortValues('9200', '10300')).toBeLessThan(0);
    expect(compareSortValues('4.50', '4.5')).toBe(0);
    expect(compareSortValues('-1', '0')).toBeLessThan(0);
  });

  it('as strings otherwise', () => {
    expect(compareSortValues('b', 'a')).toBeGreaterThan(0);
    expect(compareSortValues('10', 'a')).toBeLessThan(0);
    expect(compareSortValues('9', '10x')).toBeGreaterThan(0);
  });

  it('the other way round descending, a missing value last either way', () => {
    expect(compareSortValues('9200', '10300', 'desc')).toBeGreaterThan(0);
    expect(compareSortValues(undefined, '1', 'asc')).toBeGreaterThan(0);
    expect(compareSortValues(undefined, '1', 'desc')).toBeGreaterThan(0);
    expect(compareSortValues('1', undefined, 'desc')).toBeLessThan(0);
  });
});

describe('delta books among results in their own order', () => {
  const changed = deltaBook(2, { name: 'বই দুই' });
  const added = deltaBook(9);
  // Main results are ids; the hidden ones name the URL of the book they were.
  const hidden = new Map([
    ['b', changed.url],
    ['x', '/book/gone/'],
  ]);
  const asResult = (delta: DeltaBook) => delta.url;

  it('puts a changed book in the place of its hidden entry, new books first, removed books nowhere', () => {
    expect(placeUnsorted(['a', 'b', 'c', 'x', 'd'], (id) => hidden.get(id), [changed, added], asResult)).toEqual([
      added.url,
      'a',
      changed.url,
      'c',
      'd',
    ]);
  });

  it('puts a changed book first when its old entry was not found', () => {
    expect(placeUnsorted(['a', 'c'], (id) => hidden.get(id), [changed], asResult)).toEqual([changed.url, 'a', 'c']);
  });

  it('drops a hidden entry whose book the query no longer finds', () => {
    expect(placeUnsorted(['a', 'b', 'c'], (id) => hidden.get(id), [], asResult)).toEqual(['a', 'c']);
  });

  it('changes nothing without a delta', () => {
    expect(placeUnsorted(['a', 'b', 'c'], () => undefined, [], asResult)).toEqual(['a', 'b', 'c']);
  });
});

describe('delta books among sorted results', () => {
  /** Main results whose sort values are these prices (paisa), and how many values were read. */
  function mainOf(prices: number[]) {
    const read: number[] = [];
    const valueAt = (index: number) => {
      read.push(index);
      const price = prices[index];
      return Promise.resolve(price === undefined ? undefined : String(price));
    };
    return { results: prices.map((price) => `p${price}`), valueAt, read };
  }
  const asResult = (delta: DeltaBook) => `new${delta.sort.price ?? ''}`;

  it('puts each book where its value belongs, ascending and descending', async () => {
    const up = mainOf([100, 200, 300, 400, 500]);
    expect(
      await placeSorted(
        up.results,
        [priced(1, 3.5), priced(2, 0.5), priced(3, 9)],
        { key: 'price', direction: 'asc' },
        up.valueAt,
        asResult,
      ),
    ).toEqual(['new50', 'p100', 'p200', 'p300', 'new350', 'p400', 'p500', 'new900']);
    const down = mainOf([500, 400, 300, 200, 100]);
    expect(
      await placeSorted(
        down.results,
        [priced(1, 3.5), priced(2, 0.5), priced(3, 9)],
        { key: 'price', direction: 'desc' },
        down.valueAt,
        asResult,
      ),
    ).toEqual(['new900', 'p500', 'p400', 'new350', 'p300', 'p200', 'p100', 'new50']);
  });

  it('puts a book after results of the same value, and books of one value in the delta’s order', async () => {
    const main = mainOf([100, 200, 200, 300]);
    const [first, second] = [priced(1, 2), priced(2, 2)];
    expect(
      await placeSorted(main.results, [first, second], { key: 'price', direction: 'asc' }, main.valueAt, (delta) => delta.url),
    ).toEqual(['p100', 'p200', 'p200', first.url, second.url, 'p300']);
  });

  it('compares numerically, not as text', async () => {
    const main = mainOf([900, 9200, 10300]);
    expect(await placeSorted(main.results, [priced(1, 95)], { key: 'price', direction: 'asc' }, main.valueAt, asResult)).toEqual([
      'p900',
      'p9200',
      'new9500',
      'p10300',
    ]);
  });

  it('places books in an empty list and leaves a list alone without books', async () => {
    const none = mainOf([]);
    expect(await placeSorted(none.results, [priced(1, 2)], { key: 'price', direction: 'asc' }, none.valueAt, asResult)).toEqual(['new200']);
    const main = mainOf([100, 200]);
    expect(await placeSorted(main.results, [], { key: 'price', direction: 'asc' }, main.valueAt, asResult)).toEqual(['p100', 'p200']);
    expect(main.read).toEqual([]);
  });

  it('reads about log2(n) values per book, each value once', async () => {
    const prices = Array.from({ length: 100_000 }, (_, i) => i * 10);
    const main = mainOf(prices);
    const books = [priced(1, 123.45), priced(2, 5000), priced(3, 9999.99), priced(4, 0)];
    const placed = await placeSorted(main.results, books, { key: 'price', direction: 'asc' }, main.valueAt, asResult);
    expect(placed).toHaveLength(100_004);
    expect(placed.indexOf('new12345')).toBe(placed.indexOf('p12340') + 1);
    expect(placed.indexOf('new500000')).toBe(placed.indexOf('p500000') + 1);
    expect(placed[0]).toBe('p0');
    expect(placed[1]).toBe('new0');
    expect(new Set(main.read).size).toBe(main.read.length);
    expect(main.read.length).toBeLessThanOrEqual(books.length * Math.ceil(Math.log2(100_000 + 1)));
  });

  it('puts a book without the value last', async () => {
    const main = mainOf([100, 200]);
    const unsorted = { ...priced(1, 1), sort: {} };
    expect(await placeSorted(main.results, [unsorted], { key: 'price', direction: 'asc' }, main.valueAt, () => 'none')).toEqual([
      'p100',
      'p200',
      'none',
    ]);
  });
});

describe('option counts with the delta', () => {
  const counts = { category: { novel: 10, poetry: 4, drama: 0 }, language: { Bangla: 12, English: 2 } };

  it('takes off the hidden entries found and adds the delta books found', () => {
    const removed = [{ category: ['novel'], language: ['Bangla'], price: ['0-150'] }];
    const added = [
      { category: ['novel', 'drama'], language: ['English'] },
      { category: ['travel'], language: ['Bangla'] },
    ];
    expect(adjustCounts(counts, removed, added)).toEqual({
      category: { novel: 10, poetry: 4, drama: 1, travel: 1 },
      language: { Bangla: 12, English: 3 },
    });
  });

  it('counts only the filters already counted, and leaves the counts given alone', () => {
    expect(adjustCounts({}, [], [{ category: ['novel'] }])).toEqual({});
    const before = structuredClone(counts);
    adjustCounts(counts, [{ category: ['novel'] }], []);
    expect(counts).toEqual(before);
  });
});
