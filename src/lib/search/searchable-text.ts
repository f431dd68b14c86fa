/**
 * The one place where indexed text and typed queries are folded, so that the
 * index and the query always agree: the indexer (scripts/search/index-site.ts)
 * calls searchableText() on every book, the browser calls searchQuery() on
 * every keystroke.
 */
import { normalizeText, words } from './normalize.ts';
import { hasBangla, phoneticKey, transliterate } from './transliterate.ts';

/** The phonetic keys one word is found by (a Bangla word with chandrabindu has two spellings). */
export function wordKeys(word: string): string[] {
  if (!hasBangla(word)) return [phoneticKey(word)].filter(Boolean);
  const keys = new Set([phoneticKey(transliterate(word)), phoneticKey(transliterate(word, { chandrabindu: '' }))]);
  return [...keys].filter(Boolean);
}

/** The normalised text, then a line of the phonetic key of every word (once each). */
export function searchableText(text: string): string {
  const normalized = normalizeText(text);
  const keys = new Set(words(normalized).flatMap(wordKeys));
  return `${normalized}\n${[...keys].join(' ')}`;
}

/**
 * A typed query as the index is searched for it: one key per word, in order
 * (the index matches every word, the last one as a prefix while typing).
 * Empty when the text has no letters or digits.
 */
export function searchQuery(text: string): string {
  return words(normalizeText(text))
    .map((word) => wordKeys(word)[0] ?? '')
    .filter(Boolean)
    .join(' ');
}
