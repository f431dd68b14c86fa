/**
 * The results page's fallback when the static index cannot load: the shop
 * API's own search, through the browser's one API client (its timeout, its
 * validation), in the same shape as the index's results. A chunk of its own,
 * loaded only on that failure.
 */
import { shopClient } from '#shared/api/browser.ts';
import { searchEndpoints } from '#shared/api/endpoints/search.ts';
import type { ApiError } from '#shared/api/result.ts';
import { bookPath } from '#shared/links.ts';
import { localeOfPath, type Locale } from '#shared/i18n/locale.ts';
import { searchFallback } from '#shared/i18n/messages/search-fallback.ts';
import { searchLive } from '#shared/i18n/messages/search-live.ts';
import { bookRowOf, SEARCH_MAX_LENGTH, SearchError, type BookResults, type FoundBook } from './search-results.ts';

const api = searchEndpoints(shopClient);

/** What the results page says for each way the shop's search can fail. */
export function searchFailure(error: ApiError, locale: Locale = 'en'): string {
  const t = searchFallback[locale];
  switch (error.kind) {
    case 'network':
      return error.timedOut ? t.tooSlow : searchLive[locale].unreachable;
    case 'validation':
      return t.unreadable;
    default:
      return t.failed(error.status);
  }
}

export async function searchApi(text: string): Promise<BookResults> {
  const result = await api.search(text.slice(0, SEARCH_MAX_LENGTH));
  if (!result.ok) throw new SearchError(searchFailure(result.error, localeOfPath(location.pathname)));
  const books = result.data.products.map((product): FoundBook => ({
    url: bookPath(product.slug),
    card: product,
    authors: product.writers.map((writer) => writer.name).join(', '),
    price: product.selling_price.formatted,
  }));
  return {
    source: 'api',
    total: books.length,
    counts: {},
    load: (from, to) => Promise.resolve(books.slice(from, to)),
    rows: (from, to) => Promise.resolve(books.slice(from, to).map(bookRowOf)),
  };
}
