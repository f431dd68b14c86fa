/**
 * A live update works out the search delta from the books it changed alone
 * (nextSearchDelta); it must say what the whole catalogue's comparison with
 * the main index (searchDelta) says, update after update.
 */
import { describe, expect, it } from 'vitest';
import { nextSearchDelta, recordHash, searchDelta, type SearchBase } from '../../publishing/search/search-delta.ts';
import type { Product } from '#shared/api/schemas/product.ts';
import { bookRecord, type BookRecord } from '#shared/search/book-record.ts';
import { emptyDelta, type SearchDelta } from '#shared/search/search-delta.ts';
import { searchableText } from '#shared/search/searchable-text.ts';
import { book } from './fixtures.ts';

const money = (amount: string) => ({ amount, formatted: `Tk ${amount}` });
const record = (id: number, overrides: Partial<Product> = {}): BookRecord => bookRecord(book(id, overrides), new Map());
const priced = (id: number, amount: string) => record(id, { price: money(amount), special_price: null, selling_price: money(amount) });

/** A delta as a comparable value: its books and hidden entries by URL. */
const sorted = (delta: SearchDelta) => ({
  base: delta.base,
  books: [...delta.books].sort((a, b) => a.url.localeCompare(b.url)),
  hidden: [...delta.hidden].sort((a, b) => a.url.localeCompare(b.url)),
});

describe('the search delta of a live update, from its changes alone', () => {
  const before = Array.from({ length: 20 }, (_, i) => record(i + 1));
  const base: SearchBase = {
    version: 'v1',
    books: Object.fromEntries(before.map((entry, doc) => [entry.url, { hash: recordHash(entry), pagefind: `f${doc}`, doc }])),
  };
  const entryOf = (url: string) => base.books[url];
  const urlOf = (id: number) => record(id).url;

  it('equals the whole comparison after one update and after the next', () => {
    // One: book 3 cheaper, book 5 gone, book 21 new; book 4 sat on a list page that changed, and did not change.
    const first = [
      ...before.filter((entry) => entry.url !== urlOf(5)).map((entry) => (entry.url === urlOf(3) ? priced(3, '99.00') : entry)),
      record(21),
    ];
    const once = nextSearchDelta(
      emptyDelta('v1'),
      entryOf,
      { records: [priced(3, '99.00'), record(4), record(21)], removed: [urlOf(5)] },
      searchableText,
    );
    expect(sorted(once)).toEqual(sorted(searchDelta(base, first, searchableText)));
    expect(once.books.map((entry) => entry.url).sort()).toEqual([urlOf(3), urlOf(21)].sort());
    expect(once.hidden.map((entry) => entry.url).sort()).toEqual([urlOf(3), urlOf(5)].sort());

    // Two: book 3 back at its old price, book 5 back, book 7 changed, book 21 gone again.
    const second = [...before.map((entry) => (entry.url === urlOf(7) ? priced(7, '12.00') : entry))];
    const twice = nextSearchDelta(
      once,
      entryOf,
      { records: [record(3), record(5), priced(7, '12.00')], removed: [urlOf(21)] },
      searchableText,
    );
    expect(sorted(twice)).toEqual(sorted(searchDelta(base, second, searchableText)));
    expect(twice.books.map((entry) => entry.url)).toEqual([urlOf(7)]);
    expect(twice.hidden.map((entry) => entry.url)).toEqual([urlOf(7)]);
  });

  it('keeps what it said of the books it was not given', () => {
    const once = nextSearchDelta(emptyDelta('v1'), entryOf, { records: [priced(2, '10.00')], removed: [] }, searchableText);
    const twice = nextSearchDelta(once, entryOf, { records: [priced(9, '11.00')], removed: [] }, searchableText);
    expect(twice.books.map((entry) => entry.url).sort()).toEqual([urlOf(2), urlOf(9)].sort());
    expect(twice.base).toBe('v1');
  });
});
