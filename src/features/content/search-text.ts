/**
 * Text as the instant search compares it, used both at build time (the
 * index's haystacks) and in the browser (the query), so the two always agree:
 * the shop's search folding (NFC, invisible marks gone, nukta and khanda ta
 * forms and Bangla digits folded, lowercase, single spaces).
 */
import { normalizeText } from '#shared/search/normalize.ts';

export function normalizeForSearch(text: string): string {
  return normalizeText(text);
}

/** One thing the instant search can find: where it links, the texts its result card shows, and what it matches. */
export type SearchEntry = {
  href: string;
  /** Filled into the result template's [data-field="name"] elements, by name. */
  fields: Record<string, string>;
  /** The monogram colour of people entries ([data-hue] elements). */
  hue?: number;
  /** Every text the entry is found by, normalized. */
  haystack: string;
  /**
   * The loose phonetic key of every word of those texts (search-keys.ts), space-separated,
   * so Banglish finds Bangla: "robindronath" and "রবীন্দ্রনাথ" share a key.
   */
  keys?: string;
};

/** One typed word: as typed (normalized), and its phonetic key(s) ("" when it has none). */
export type QueryWord = { text: string; key: string };

/**
 * True when every word of the query occurs in the haystack, or its phonetic
 * key begins one of the entry's keys (a prefix, so a half-typed name finds too).
 */
export function matchesQuery(entry: Pick<SearchEntry, 'haystack' | 'keys'>, query: readonly QueryWord[]): boolean {
  const entryKeys = entry.keys ? entry.keys.split(' ') : [];
  return query.every(({ text, key }) => {
    if (entry.haystack.includes(text)) return true;
    // A key much shorter than the word ("zzzz" folds to "j") says too little to match on.
    const parts = key.split(' ').filter((part) => part.length >= Math.max(2, Math.ceil(text.length / 2)));
    return parts.length > 0 && parts.every((part) => entryKeys.some((entryKey) => entryKey.startsWith(part)));
  });
}
