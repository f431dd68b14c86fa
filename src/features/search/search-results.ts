/**
 * What a search answers, wherever it came from (the static index in
 * book-search.ts, or the shop API in api-search.ts), and the words it fails
 * with. Both sides import it, so neither imports the other.
 */
import type { CardBook } from '#shared/api/schemas/card.ts';
import type { FilterCounts } from './pagefind-client.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { searchLive } from '#shared/i18n/messages/search-live.ts';

/** A book found: what the dropdown shows and what a listing card needs. */
export type FoundBook = {
  url: string;
  card: CardBook;
  /** Writers' names, comma-separated. */
  authors: string;
  /** The selling price as the shop writes it ("Tk 250.00"). */
  price: string;
};

/** A book as the header's dropdown shows it. */
export type BookRow = { url: string; name: string; authors: string; price: string; cover: string };

export function bookRowOf(book: FoundBook): BookRow {
  return { url: book.url, name: book.card.name, authors: book.authors, price: book.price, cover: book.card.base_image.path };
}

export type BookResults = {
  /** 'api' when the index could not load and the shop's search answered instead. */
  source: 'index' | 'api';
  total: number;
  /** Matches per filter option (empty from the API, which has no filters). */
  counts: FilterCounts;
  /** The books [from, to), in result order. */
  load: (from: number, to: number) => Promise<FoundBook[]>;
  /** The same books as rows (the dropdown), which may need less to fetch. */
  rows: (from: number, to: number) => Promise<BookRow[]>;
};

/** Failures the page can show as they are. */
export class SearchError extends Error {}

/** What the results page and the header's dropdown say when no book matches. */
export function nothingFound(text: string, locale: Locale = 'en'): string {
  return searchLive[locale].nothingFound(text.trim());
}

/** The longest text the API accepts. */
export const SEARCH_MAX_LENGTH = 200;
