/**
 * The one place where indexed text and typed queries are folded, so that the
 * index and the query always agree: the indexer (publishing/search/index-site.ts)
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
    .map((word) => {
      const key = wordKeys(word)[0] ?? '';
      // A longer word whose sound folds to one letter ("zzzz" to "j") would find
      // every book with a word starting with that letter: it is looked for as typed.
      return key.length < 2 && [...word].length > 2 ? word : key;
    })
    .filter(Boolean)
    .join(' ');
}

/**
 * A typed query as its words are written, folded like the indexed text (Bangla
 * or Latin letters, lower case): what an exact or prefix match is looked for by.
 */
export function literalQuery(text: string): string {
  return words(normalizeText(text)).join(' ');
}
