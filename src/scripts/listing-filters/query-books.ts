/**
 * The one place the filter script asks the static search index. A search
 * results page adds its text; every other listing asks for "every book" and
 * narrows by its scope filter. Answers the books as listing cards' books.
 */
import * as v from 'valibot';
import type { IndexQuery } from '../../lib/search/listing-state.ts';
import { CardBookSchema, type CardBook } from '../../lib/search/card-book.ts';
import { searchBooks, type BookHit, type FilterCounts } from '../search/pagefind-client.ts';

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
 * Until the search module's query folding (src/scripts/search/book-search.ts)
 * is on main, the text is folded as the index's content is today: NFC, lowercase.
 */
export async function queryBooks(text: string | null, query: IndexQuery): Promise<FilteredBooks> {
  const term = text === null ? null : text.normalize('NFC').toLocaleLowerCase('en').replace(/\s+/gu, ' ').trim();
  const page = await searchBooks(term, query);
  return { total: page.total, counts: page.counts, load: async (from, to) => (await page.load(from, to)).flatMap(cardOf) };
}
