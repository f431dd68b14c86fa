/**
 * How the search delta (search-delta.ts) is laid over a main index's results
 * in their own order, the same for both browser clients: which of the delta's
 * books a query finds, and where they go among the main results. Pure: the
 * clients fetch, this decides. The main indexes cannot take the delta in
 * themselves (Pagefind's mergeIndex re-sorts by score and cannot hide an
 * entry), so the clients merge result lists instead. Filters, a chosen order
 * and option counts, which only the Pagefind client asks for, are in
 * delta-filters.ts, so the quick search's pages do not carry them.
 */
import { allTermsFound } from './relevance.ts';
import type { DeltaBook } from './search-delta.ts';

/** Whether a delta book's folded text has a word starting with every term; null terms ask for every book. */
export function termsMatch(terms: readonly string[] | null, text: string): boolean {
  return terms === null || allTermsFound(terms, text);
}

/**
 * The results in their own order (no sort chosen), the hidden ones out: a
 * changed book takes the place of its hidden entry when that entry was found
 * (a price change keeps its rank), and a book with no such place (new, or
 * found now and not before) comes first, as news.
 */
export function placeUnsorted<T>(
  main: readonly T[],
  hiddenUrl: (result: T) => string | undefined,
  books: readonly DeltaBook[],
  asResult: (book: DeltaBook) => T,
): T[] {
  const byUrl = new Map(books.map((book) => [book.url, book]));
  const placed = new Set<string>();
  const rest: T[] = [];
  for (const result of main) {
    const url = hiddenUrl(result);
    if (url === undefined) {
      rest.push(result);
      continue;
    }
    const book = byUrl.get(url);
    if (book && !placed.has(url)) {
      placed.add(url);
      rest.push(asResult(book));
    }
  }
  return [...books.filter((book) => !placed.has(book.url)).map(asResult), ...rest];
}
