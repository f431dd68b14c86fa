/**
 * The results page's fallback when the static index cannot load: the shop
 * API's own search (POST /products/search), validated, in the same shape as
 * the index's results. A chunk of its own, loaded only on that failure.
 */
import * as v from 'valibot';
import { SHOP_API_URL } from 'astro:env/client';
import { ProductListSchema } from '../../lib/api/schemas/catalogue.ts';
import { bookPath } from '../../lib/links.ts';
import { SEARCH_MAX_LENGTH, SearchError, SHOP_UNREACHABLE, type BookResults, type FoundBook } from './book-search.ts';

const API_TIMEOUT_MS = 10_000;

export async function searchApi(text: string): Promise<BookResults> {
  let response: Response;
  try {
    response = await fetch(`${SHOP_API_URL.replace(/\/$/, '')}/products/search`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ search: text.slice(0, SEARCH_MAX_LENGTH) }),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new SearchError(timedOut ? 'The shop took too long to answer.' : SHOP_UNREACHABLE);
  }
  if (!response.ok) throw new SearchError(`The shop could not search right now (error ${response.status}).`);
  const parsed = v.safeParse(ProductListSchema, await response.json().catch(() => null));
  if (!parsed.success) throw new SearchError('The shop sent an answer we could not read.');
  const books = parsed.output.products.map(
    (product): FoundBook => ({
      url: bookPath(product.slug),
      card: product,
      authors: product.writers.map((writer) => writer.name).join(', '),
      price: product.selling_price.formatted,
    }),
  );
  return { source: 'api', total: books.length, counts: {}, load: (from, to) => Promise.resolve(books.slice(from, to)) };
}
