/**
 * The header dropdown's answers written ahead: a query of one word whose sound
 * is short (quick-short.ts) is answered from its first letter's file, its
 * count and first books, without a word list. Passed to the quick index by the
 * dropdown only, so the results page does not carry it.
 */
import { SHORT_TOP } from '#shared/search/quick-format.ts';
import { hasShortAnswer, shortShardPath, ShortShardSchema, type ShortShard } from '#shared/search/quick-short.ts';
import { cached, type AheadFiles, type AnswerAhead } from './quick-client.ts';

/** Each loaded index's files, by its manifest: an index loaded again (a live update) starts afresh. */
const files = new WeakMap<AheadFiles['manifest'], Map<string, Promise<ShortShard>>>();

/** The short answers' file of a first letter, fetched once. */
function shortFile(from: AheadFiles, letter: string): Promise<ShortShard> | undefined {
  const hash = from.manifest.short.find(([first]) => first === letter)?.[1];
  if (!hash) return undefined;
  let cache = files.get(from.manifest);
  if (!cache) {
    cache = new Map();
    files.set(from.manifest, cache);
  }
  return cached(cache, hash, () => from.read(shortShardPath(from.manifest.version, hash), ShortShardSchema, (file) => file.r));
}

export const answerAhead: AnswerAhead = async (from, words, top) => {
  const [literal] = words.literals;
  const [key] = words.keys;
  if (top > SHORT_TOP || !hasShortAnswer(words) || !literal || !key) return undefined;
  // Answered for the word as typed when some indexed word starts with it; else for its sound alone.
  const [typed, sound] = await Promise.all([shortFile(from, literal[0] ?? ''), shortFile(from, key[0] ?? '')]);
  return typed?.w[literal] ?? sound?.k[key] ?? [0];
};
