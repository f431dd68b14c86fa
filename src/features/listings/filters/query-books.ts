/**
 * The one place the filter script asks the static search index. A search
 * results page adds its text; every other listing asks for "every book" and
 * narrows by its scope filter. Answers the books as listing cards' books.
 */
import * as v from 'valibot';
import type { IndexQuery } from '#shared/search/listing-state.ts';
import { CardBookSchema, type CardBook } from '#shared/api/schemas/card.ts';
import { findBooks } from '#features/search/book-search.ts';
import { searchBooks, type BookHit, type FilterCounts } from '#features/search/pagefind-client.ts';

export type FilteredBooks = {
  total: number;
  counts: FilterCounts;
  load: (from: number, to: number) => Promise<CardBook[]>;
};

/** A hit's card, validated; a hit without a readable one is left out rather than drawn wrong. */
function cardOf(hit: BookHit): CardBook[] {
  try {
    const parsed = v.safeParse(CardBookSchema, JSON.parse(hit.meta.card ?? 'null'));
    return parsed.success ? [parsed.output] : [];
  } catch {
    return [];
  }
}

/**
 * A search page's text goes through the search module's findBooks (the query
 * folded exactly as the indexer folded every book; the shop API's search when
 * the index cannot load, which has no filters or counts); a listing asks the
 * index for every book within its filters.
 */
export async function queryBooks(text: string | null, query: IndexQuery): Promise<FilteredBooks> {
  if (text !== null) {
    const found = await findBooks(text, { filters: query.filters, sort: query.sort, fallback: true, counts: true });
    return { total: found.total, counts: found.counts, load: async (from, to) => (await found.load(from, to)).map((book) => book.card) };
  }
  const page = await searchBooks(null, { ...query, counts: true });
  return { total: page.total, counts: page.counts, load: async (from, to) => (await page.load(from, to)).flatMap(cardOf) };
}
