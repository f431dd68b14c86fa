/**
 * The files of the quick search index (/search-index/, written by
 * publishing/search/quick-index.ts, read by src/features/search/quick-client.ts):
 * their shapes as valibot schemas, so the browser checks every file before it
 * trusts it, and the numbers both sides agree on. See
 * docs/decisions/0011-quick-search-index.md for why the shop has its own index.
 *
 *   /search-index/index.json             the manifest: version, book count, which file holds what
 *   /search-index/{version}/t/{hash}.json   words starting with a shard's key, each with its books,
 *                                        and the dropdown rows of the books its words rank first
 *   /search-index/{version}/s/{hash}.json   per first letter: answers to one- and two-letter
 *                                        queries (count, top books, their rows): quick-short.ts
 *   /search-index/{version}/u/{name}.json   a one- or two-letter prefix's books (any book with a
 *                                        word starting with it), named after the prefix, so a
 *                                        query asks for it at once (the manifest says which exist)
 *   /search-index/{version}/c/{doc}.json    one book as a result shows it
 *
 * Books are numbered ("doc") by popularity, so a word's books come in the
 * order a tie is broken in. A posting is doc * 2 + 1 when the word is in the
 * book's name (0 otherwise); a word's postings are stored as gaps.
 */
import * as v from 'valibot';
import { HttpUrlSchema } from '../api/schemas/common.ts';
import { CardBookSchema } from '../api/schemas/card.ts';

export const QUICK_INDEX_DIR = 'search-index';
export const QUICK_MANIFEST_PATH = `/${QUICK_INDEX_DIR}/index.json`;

/** Books an answer written ahead carries: the dropdown's rows. */
export const SHORT_TOP = 8;
/**
 * A query word (phonetic key or word as typed) of at most this many letters
 * would need every word list under its letters: it is matched by its
 * prefix's books instead, as the start of a word (not weighed as whole or as
 * the book's name). A query of one word with such a sound is answered ahead.
 */
export const SHORT_LENGTH = 2;

export function isShortWord(word: string): boolean {
  return word.length <= SHORT_LENGTH;
}

/** The word a short word's books are ranked under: never equal to the word, so never "whole". */
export function prefixBooksTerm(word: string): string {
  return `${word}…`;
}

/** A count or a doc number: a whole number, 0 or more. */
export const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const Hash = v.pipe(v.string(), v.regex(/^[0-9a-f]{8,40}$/u));

export const QuickManifestSchema = v.object({
  version: v.pipe(v.string(), v.regex(/^[0-9a-f]{8,40}$/u)),
  docs: Count,
  /** [shard key, file hash]: every word lives in the one shard whose key starts it (prefix-free keys). */
  shards: v.array(v.tuple([v.string(), Hash])),
  /**
   * [first letter, file hash of its short answers, the second letters of its
   * two-letter prefixes]: every first letter has a prefix file, and so does
   * each of these (code units, as the prefixes are cut).
   */
  short: v.array(v.tuple([v.string(), Hash, v.string()])),
});
export type QuickManifest = v.InferOutput<typeof QuickManifestSchema>;

/**
 * What the header's dropdown shows of a book: [doc, url, name, writers, price,
 * cover]. The files a query reads anyway carry the rows of the books they are
 * likely to rank first, so a keystroke rarely waits for a book's own file.
 */
export const QuickRowSchema = v.tuple([Count, v.pipe(v.string(), v.startsWith('/')), v.string(), v.string(), v.string(), HttpUrlSchema]);
export type QuickRow = v.InferOutput<typeof QuickRowSchema>;

/**
 * Words in code-unit order, each word's postings as gaps, and the rows of
 * every book that is among the first SHORT_TOP for a word's start of
 * SHORT_LENGTH + 1 letters or more, ranked over this file's words alone.
 */
export const TermShardSchema = v.pipe(
  v.object({ t: v.array(v.string()), p: v.array(v.array(Count)), r: v.array(QuickRowSchema) }),
  v.check((shard) => shard.t.length === shard.p.length, 'a word without postings'),
);
export type TermShard = v.InferOutput<typeof TermShardSchema>;

/** A prefix's books: as gaps, or as a bitset (base64, doc d is bit d % 8 of byte d / 8) when that is smaller. */
export const DocSetSchema = v.union([v.object({ g: v.array(Count) }), v.object({ b: v.pipe(v.string(), v.base64()) })]);
export type DocSetFile = v.InferOutput<typeof DocSetSchema>;

/** Docs (ascending) as the smaller of the two encodings. */
export function encodeDocSet(docs: readonly number[], docCount: number): DocSetFile {
  const gaps = toGaps(docs);
  const gapBytes = gaps.reduce((sum, gap) => sum + String(gap).length + 1, 0);
  const bitsetBytes = Math.ceil(Math.ceil(docCount / 8) / 3) * 4;
  if (gapBytes <= bitsetBytes) return { g: gaps };
  const bytes = new Uint8Array(Math.ceil(docCount / 8));
  for (const doc of docs) bytes[doc >>> 3] = (bytes[doc >>> 3] ?? 0) | (1 << (doc & 7));
  return { b: btoa(String.fromCharCode(...bytes)) };
}

/** A doc set as postings without the in-name bit (doc * 2), ascending. */
export function docSetPostings(set: DocSetFile): Uint32Array {
  if ('g' in set) return fromGaps(set.g).map((doc) => doc * 2);
  const binary = atob(set.b);
  const postings: number[] = [];
  for (let byte = 0; byte < binary.length; byte += 1) {
    const bits = binary.charCodeAt(byte);
    for (let bit = 0; bit < 8; bit += 1) if (bits & (1 << bit)) postings.push((byte * 8 + bit) * 2);
  }
  return Uint32Array.from(postings);
}

/** What a result shows: the card, the writers' names and the price as the shop writes them. */
export const QuickBookSchema = v.object({
  url: v.pipe(v.string(), v.startsWith('/')),
  card: CardBookSchema,
  authors: v.string(),
  price: v.string(),
});
export type QuickBook = v.InferOutput<typeof QuickBookSchema>;

export function quickRow(doc: number, book: QuickBook): QuickRow {
  return [doc, book.url, book.card.name, book.authors, book.price, book.card.base_image.path];
}

export function termShardPath(version: string, hash: string): string {
  return `/${QUICK_INDEX_DIR}/${version}/t/${hash}.json`;
}
/** A short prefix's file name: its code units in hex, which any host serves as they are. */
export function prefixBooksName(prefix: string): string {
  return Array.from({ length: prefix.length }, (_, i) => prefix.charCodeAt(i).toString(16)).join('-');
}
export function prefixBooksPath(version: string, prefix: string): string {
  return `/${QUICK_INDEX_DIR}/${version}/u/${prefixBooksName(prefix)}.json`;
}

/** Whether the manifest lists a prefix file for a short word. */
export function hasPrefixBooks(manifest: QuickManifest, word: string): boolean {
  const entry = manifest.short.find(([first]) => first === word[0]);
  return entry !== undefined && (word.length === 1 || entry[2].includes(word[1] ?? ''));
}
export function bookPathOf(version: string, doc: number): string {
  return `/${QUICK_INDEX_DIR}/${version}/c/${doc}.json`;
}

/** Gaps → postings (in place order). */
export function fromGaps(gaps: readonly number[]): Uint32Array {
  const postings = new Uint32Array(gaps.length);
  let value = 0;
  for (let i = 0; i < gaps.length; i += 1) {
    value += gaps[i] ?? 0;
    postings[i] = value;
  }
  return postings;
}

export function toGaps(postings: readonly number[]): number[] {
  return postings.map((value, i) => value - (i === 0 ? 0 : (postings[i - 1] ?? 0)));
}
