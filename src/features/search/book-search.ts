/**
 * Query → books, for the header's instant search and the search results page
 * (and the listing filters on top of it), with the typed text folded exactly
 * as the indexer folded every book: the quick index (quick-client.ts) for a
 * plain query, which downloads only what the query needs; Pagefind
 * (pagefind-client.ts) once filters, an order or option counts are asked
 * for, which only it knows; and, when the index cannot load, the shop API's
 * own search (api-search.ts), saying so.
 */
import * as v from 'valibot';
import { CardBookSchema } from '#shared/api/schemas/card.ts';
import { literalQuery, searchQuery } from '#shared/search/searchable-text.ts';
import type { BookHit, Filters, Sort } from './pagefind-client.ts';
import { quickIndex, type AnswerAhead } from './quick-client.ts';
import { localeOfPath } from '#shared/i18n/locale.ts';
import { searchLive } from '#shared/i18n/messages/search-live.ts';
import { bookRowOf, SearchError, type BookResults, type FoundBook } from './search-results.ts';

export type FindOptions = {
  filters?: Filters;
  sort?: Sort;
  /** Ask the shop API when the index fails (the results page); the dropdown does not. */
  fallback?: boolean;
  /** Count the books per filter option (the filters and the side panel; not the dropdown). */
  counts?: boolean;
  /** Only the first `top` books will be shown (the dropdown)… */
  top?: number;
  /** …and short queries may be answered ahead (the dropdown's quick-ahead.ts). */
  ahead?: AnswerAhead;
};

function fromHit(hit: BookHit): FoundBook {
  const card = v.parse(CardBookSchema, JSON.parse(hit.meta.card ?? 'null'));
  return { url: hit.url, card, authors: hit.meta.authors, price: hit.meta.price_formatted };
}

function plain(options: FindOptions): boolean {
  return !options.counts && Object.keys(options.filters ?? {}).length === 0 && Object.keys(options.sort ?? {}).length === 0;
}

async function fromIndex(text: string, options: FindOptions): Promise<BookResults> {
  if (plain(options)) {
    const page = await quickIndex().search(text, { top: options.top, ahead: options.ahead });
    return { source: 'index', total: page.total, counts: {}, load: page.load, rows: page.rows };
  }
  const keys = searchQuery(text);
  if (keys === '') return { source: 'index', total: 0, counts: {}, load: () => Promise.resolve([]), rows: () => Promise.resolve([]) };
  // Loaded only when filters, an order or counts are asked for: a plain query's first results come without it.
  const { searchBooks } = await import('./pagefind-client.ts');
  const page = await searchBooks(
    { keys, literal: literalQuery(text) },
    { filters: options.filters, sort: options.sort, counts: options.counts },
  );
  const load = async (from: number, to: number) => (await page.load(from, to)).map(fromHit);
  return {
    source: 'index',
    total: page.total,
    counts: page.counts,
    load,
    rows: async (from, to) => (await load(from, to)).map(bookRowOf),
  };
}

export async function findBooks(text: string, options: FindOptions = {}): Promise<BookResults> {
  try {
    return await fromIndex(text, options);
  } catch (error) {
    if (options.fallback === false) throw error;
    // Loaded only when the index fails: the API's schemas stay off every page that searches.
    const api = await import('./api-search.ts').catch(() => {
      throw new SearchError(searchLive[localeOfPath(location.pathname)].unreachable);
    });
    return api.searchApi(text);
  }
}
