/**
 * The one place the filter script asks the static search index. A search
 * results page adds its text; every other listing asks for "every book" and
 * narrows by its scope filter.
 */
import type { IndexQuery } from '../../lib/search/listing-state.ts';
import { searchBooks, type SearchPage } from '../search/pagefind-client.ts';

/**
 * Until the search module's query folding (src/scripts/search/book-search.ts)
 * is on main, the text is folded as the index's content is today: NFC, lowercase.
 */
export function queryBooks(text: string | null, query: IndexQuery): Promise<SearchPage> {
  const term = text === null ? null : text.normalize('NFC').toLocaleLowerCase('en').replace(/\s+/gu, ' ').trim();
  return searchBooks(term, query);
}
