/**
 * The quick index's answers written ahead (/search-index/{version}/s/{hash}.json, see
 * quick-format.ts): per first letter, the count and first books of every one- and two-letter
 * query, which the header's dropdown shows without reading a word list. Apart from quick-format.ts
 * because only the dropdown reads them (src/features/search/quick-ahead.ts), so the results page's
 * JavaScript does not carry their shape.
 */
import * as v from 'valibot';
import { Count, isShortWord, QUICK_INDEX_DIR, QuickRowSchema } from './quick-format.ts';

/**
 * A query answered ahead in the dropdown: one word whose sound (phonetic key)
 * is short, however long it is as typed ("rob" sounds "rb"). Its books are
 * its sound's prefix's, so the answer needs no word list.
 */
export function hasShortAnswer(words: { keys: readonly string[]; literals: readonly string[] }): boolean {
  const [key] = words.keys;
  return words.keys.length === 1 && words.literals.length === 1 && key !== undefined && isShortWord(key);
}

/**
 * [total, ...first docs] per query text (w) and per phonetic key with no word
 * as typed (k); the rows of the answers' books (r).
 */
const ShortAnswers = v.record(v.string(), v.array(Count));
export const ShortShardSchema = v.object({ w: ShortAnswers, k: ShortAnswers, r: v.array(QuickRowSchema) });
export type ShortShard = v.InferOutput<typeof ShortShardSchema>;

export function shortShardPath(version: string, hash: string): string {
  return `/${QUICK_INDEX_DIR}/${version}/s/${hash}.json`;
}
