/**
 * Phonetic keys for the instant search boxes, with the same functions that
 * fold the book index (src/shared/search/searchable-text.ts): at build time for
 * each entry's names, in the browser for the typed words. The browser loads
 * this on the first keystroke, not with the page.
 */
import { normalizeText, words } from '#shared/search/normalize.ts';
import { searchQuery, wordKeys } from '#shared/search/searchable-text.ts';
import { normalizeForSearch, type QueryWord } from './search-text.ts';

/** Every word's keys, once each, space-separated. */
export function keysOf(texts: readonly string[]): string {
  return [...new Set(words(normalizeText(texts.join(' '))).flatMap(wordKeys))].join(' ');
}

/** A typed query as words to match: each as typed, and its key. */
export function queryWords(query: string): QueryWord[] {
  const normalized = normalizeForSearch(query);
  return normalized === '' ? [] : normalized.split(' ').map((text) => ({ text, key: searchQuery(text) }));
}
