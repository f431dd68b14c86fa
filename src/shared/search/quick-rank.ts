/**
 * Which books a query finds in the quick search index, and in what order. Pure
 * and synchronous: the browser runs it on the word lists it has fetched, the
 * indexer runs it on the whole dictionary to answer short queries ahead of
 * time, so both give the same answer.
 *
 * A book is found when, for every word of the query, some word it is indexed
 * by starts with that word's phonetic key (searchable-text.ts). The books
 * that also have the words as typed come first; then the better matches (a
 * whole word over the start of one, a word of the book's name over one of its
 * writer, publisher or category); then the more popular book (lower doc).
 */
import { literalQuery, searchQuery } from './searchable-text.ts';

/** Every indexed word starting with a prefix, with its postings (doc * 2 + in-name bit). */
export type PrefixLookup = (prefix: string) => Iterable<readonly [term: string, postings: Uint32Array]>;

export type QueryWords = { keys: string[]; literals: string[] };

export function queryWords(text: string): QueryWords {
  const split = (folded: string) => folded.split(' ').filter(Boolean);
  return { keys: split(searchQuery(text)), literals: split(literalQuery(text)) };
}

/** The words a query looks up: the keys and the words as typed. */
export function lookedUp(words: QueryWords): string[] {
  return [...new Set([...words.keys, ...words.literals])];
}

/** [start, end) of the words in `sorted` that start with `prefix`. */
export function prefixRange(sorted: readonly string[], prefix: string): [number, number] {
  const lowerBound = (target: string) => {
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((sorted[middle] ?? '') < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const start = lowerBound(prefix);
  let end = start;
  while (end < sorted.length && (sorted[end] ?? '').startsWith(prefix)) end += 1;
  return [start, end];
}

/**
 * Ranks queries over `docCount` books. Keeps its score arrays between
 * queries (cleared after each), so a keystroke allocates nothing per book.
 */
export class Ranker {
  private readonly best: Uint8Array;
  private readonly member: Uint8Array;
  private readonly keyScore: Uint16Array;
  private readonly literalScore: Uint16Array;
  private readonly literalCount: Uint8Array;
  private readonly order: Float64Array;

  constructor(docCount: number) {
    this.best = new Uint8Array(docCount);
    this.member = new Uint8Array(docCount);
    this.keyScore = new Uint16Array(docCount);
    this.literalScore = new Uint16Array(docCount);
    this.literalCount = new Uint8Array(docCount);
    this.order = new Float64Array(docCount);
  }

  /** The docs found, in result order. */
  rank(words: QueryWords, lookup: PrefixLookup): number[] {
    if (words.keys.length === 0) return [];
    let candidates: number[] = [];
    words.keys.forEach((key, index) => {
      const touched = this.bestMatches(key, lookup, index > 0);
      if (index === 0) {
        candidates = touched;
        for (const doc of candidates) this.member[doc] = 1;
      } else {
        const kept: number[] = [];
        for (const doc of candidates) {
          if ((this.best[doc] ?? 0) > 0) kept.push(doc);
          else this.clearDoc(doc);
        }
        candidates = kept;
      }
      for (const doc of candidates) this.keyScore[doc] = (this.keyScore[doc] ?? 0) + (this.best[doc] ?? 0);
      for (const doc of touched) this.best[doc] = 0;
    });
    for (const literal of words.literals) {
      const touched = this.bestMatches(literal, lookup, true);
      for (const doc of touched) {
        this.literalCount[doc] = (this.literalCount[doc] ?? 0) + 1;
        this.literalScore[doc] = (this.literalScore[doc] ?? 0) + (this.best[doc] ?? 0);
        this.best[doc] = 0;
      }
    }
    const literals = words.literals.length;
    const order = this.order;
    for (const doc of candidates) {
      const allTyped = literals > 0 && this.literalCount[doc] === literals ? 1 : 0;
      // Larger is better; each part fits below the next one's unit.
      order[doc] = allTyped * 2 ** 32 + (this.literalScore[doc] ?? 0) * 2 ** 16 + (this.keyScore[doc] ?? 0);
      this.clearDoc(doc);
    }
    return candidates.sort((a, b) => (order[b] ?? 0) - (order[a] ?? 0) || a - b);
  }

  /** For one query word: each doc's best match quality (1-4) in `best`, and the docs touched. */
  private bestMatches(word: string, lookup: PrefixLookup, onlyMembers: boolean): number[] {
    const touched: number[] = [];
    for (const [term, postings] of lookup(word)) {
      const whole = term === word ? 2 : 1;
      for (const posting of postings) {
        const doc = posting >>> 1;
        if (onlyMembers && this.member[doc] !== 1) continue;
        const quality = whole + (posting & 1) * 2;
        const before = this.best[doc] ?? 0;
        if (before === 0) touched.push(doc);
        if (quality > before) this.best[doc] = quality;
      }
    }
    return touched;
  }

  private clearDoc(doc: number): void {
    this.member[doc] = 0;
    this.keyScore[doc] = 0;
    this.literalScore[doc] = 0;
    this.literalCount[doc] = 0;
  }
}
