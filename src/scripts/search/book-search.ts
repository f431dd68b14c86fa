/**
 * Query → books, for the header's instant search and the search results page
 * (and the listing filters on top of it): the static index with the typed
 * text folded exactly as the indexer folded every book, and, when the index
 * cannot load, the shop API's own search (api-search.ts), saying so.
 */
import * as v from 'valibot';
import { CardBookSchema, type CardBook } from '../../lib/search/card-book.ts';
import { literalQuery, searchQuery } from '../../lib/search/searchable-text.ts';
import { searchBooks, type BookHit, type FilterCounts, type Filters, type Sort } from './pagefind-client.ts';

/** A book found: what the dropdown shows and what a listing card needs. */
export type FoundBook = {
  url: string;
  card: CardBook;
  /** Writers' names, comma-separated. */
  authors: string;
  /** The selling price as the shop writes it ("Tk 250.00"). */
  price: string;
};

export type BookResults = {
  /** 'api' when the index could not load and the shop's search answered instead. */
  source: 'index' | 'api';
  total: number;
  /** Matches per filter option (empty from the API, which has no filters). */
  counts: FilterCounts;
  /** The books [from, to), in result order. */
  load: (from: number, to: number) => Promise<FoundBook[]>;
};

export type FindOptions = {
  filters?: Filters;
  sort?: Sort;
  /** Ask the shop API when the index fails (the results page); the dropdown does not. */
  fallback?: boolean;
  /** Count the books per filter option (the filters and the side panel; not the dropdown). */
  counts?: boolean;
};

/** Failures the page can show as they are. */
export class SearchError extends Error {}

/** What a shopper reads when neither the index nor the shop can be reached. */
export const SHOP_UNREACHABLE = 'We could not reach the shop. Check your connection and try again.';

/** What the results page and the header's dropdown say when no book matches. */
export function nothingFound(text: string): string {
  return `No books found for “${text.trim()}”`;
}

/** The longest text the API accepts. */
export const SEARCH_MAX_LENGTH = 200;

function fromHit(hit: BookHit): FoundBook {
  const card = v.parse(CardBookSchema, JSON.parse(hit.meta.card ?? 'null'));
  return { url: hit.url, card, authors: hit.meta.authors, price: hit.meta.price_formatted };
}

async function fromIndex(text: string, options: FindOptions): Promise<BookResults> {
  const keys = searchQuery(text);
  if (keys === '') return { source: 'index', total: 0, counts: {}, load: () => Promise.resolve([]) };
  const page = await searchBooks({ keys, literal: literalQuery(text) }, { filters: options.filters, sort: options.sort, counts: options.counts });
  return {
    source: 'index',
    total: page.total,
    counts: page.counts,
    load: async (from, to) => (await page.load(from, to)).map(fromHit),
  };
}

export async function findBooks(text: string, options: FindOptions = {}): Promise<BookResults> {
  try {
    return await fromIndex(text, options);
  } catch (error) {
    if (options.fallback === false) throw error;
    // Loaded only when the index fails: the API's schemas stay off every page that searches.
    const api = await import('./api-search.ts').catch(() => {
      throw new SearchError(SHOP_UNREACHABLE);
    });
    return api.searchApi(text);
  }
}
