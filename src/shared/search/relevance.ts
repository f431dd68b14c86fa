/**
 * What makes a search result count, and in what order results come. Pure.
 *
 * Pagefind, asked for a word no indexed word starts with, quietly searches for
 * the longest start of it that is a word ("kjk" becomes "kj", Kazi), so a
 * query that matches nothing would list unrelated books. That substitution
 * holds for every result of the search, so one result's text tells: when a
 * result lacks a word starting with each term, nothing matched.
 */
import { words } from './normalize.ts';

/** Whether every term is the start of some word of `content` (indexed text, already folded). */
export function allTermsFound(terms: readonly string[], content: string): boolean {
  const contentWords = words(content.toLowerCase());
  return terms.every((term) => term === '' || contentWords.some((word) => word.startsWith(term)));
}

/**
 * The results that match the text as typed (exact or prefix words of the
 * name, authors, publisher, in Bangla or Latin letters) first, then those
 * found only by sound (Banglish), each group in the index's own order.
 */
export function relevanceOrder<T extends { id: string }>(results: readonly T[], literalIds: ReadonlySet<string>): T[] {
  const literal = results.filter((result) => literalIds.has(result.id));
  const bySound = results.filter((result) => !literalIds.has(result.id));
  return [...literal, ...bySound];
}
