/**
 * Writes the quick search index ({site}/search-index/, shapes in
 * src/shared/search/quick-format.ts) from the book records: the header's
 * dropdown and the search page's first results read it, so a query downloads
 * only the word lists its words start with and the books it shows, however
 * large the catalogue. Why not Pagefind alone: docs/decisions/0011-quick-search-index.md.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BookRecord } from '#shared/search/book-record.ts';
import { words } from '#shared/search/normalize.ts';
import {
  encodeDocSet,
  isShortWord,
  prefixBooksName,
  prefixBooksTerm,
  QUICK_INDEX_DIR,
  SHORT_LENGTH,
  SHORT_TOP,
  toGaps,
  quickRow,
  type QuickBook,
  type QuickRow,
  type QuickManifest,
  type TermShard,
} from '#shared/search/quick-format.ts';
import { hasShortAnswer, type ShortShard } from '#shared/search/quick-short.ts';
import { prefixRange, queryWords, Ranker, type PrefixLookup } from '#shared/search/quick-rank.ts';
import { searchableText } from '#shared/search/searchable-text.ts';

/** A word list file's size before compression, at most (unless one word alone is larger). */
const SHARD_BYTES = 12_000;

type Dictionary = { terms: string[]; postings: Map<string, number[]> };

/** Most reviewed first, then best rated, then as the shop lists them: the order ties are broken in. */
function byPopularity(records: readonly FoldedRecord[]): FoldedRecord[] {
  const number = ({ record }: FoldedRecord, field: string) => Number(record.sort[field] ?? 0) || 0;
  return records
    .map((entry, index) => ({ entry, index }))
    .sort(
      (a, b) =>
        number(b.entry, 'sales') - number(a.entry, 'sales') || number(b.entry, 'rating') - number(a.entry, 'rating') || a.index - b.index,
    )
    .map(({ entry }) => entry);
}

/** A record and the text it is found by (searchableText of its content, folded once for both indexes). */
export type FoldedRecord = { record: BookRecord; folded: string };

function dictionary(docs: readonly FoldedRecord[]): Dictionary {
  const postings = new Map<string, number[]>();
  docs.forEach(({ record, folded }, doc) => {
    const inName = new Set(words(searchableText(`${record.meta.title ?? ''} ${record.meta.title_en ?? ''}`)));
    for (const term of new Set(words(folded))) {
      const list = postings.get(term) ?? [];
      if (list.length === 0) postings.set(term, list);
      list.push(doc * 2 + (inName.has(term) ? 1 : 0));
    }
  });
  return { terms: [...postings.keys()].sort(), postings };
}

function termBytes(term: string, postings: readonly number[]): number {
  // The term, quotes and commas, and each gap's digits: close to the JSON written.
  return term.length * 3 + 6 + toGaps(postings).reduce((sum, gap) => sum + String(gap).length + 1, 0);
}

/**
 * Splits words into shards by their first letters, one more letter wherever a
 * shard would be too large. A word that is exactly a split prefix goes with
 * the first of its longer neighbours, so shard keys stay prefix-free and a
 * query needs only the shards whose key starts it or that it starts.
 */
function shardWords(terms: readonly string[], postings: Map<string, number[]>): [string, string[]][] {
  const shards: [string, string[]][] = [];
  const sizes = new Map(terms.map((term) => [term, termBytes(term, postings.get(term) ?? [])]));
  const split = (prefix: string, group: readonly string[]) => {
    const bytes = group.reduce((sum, term) => sum + (sizes.get(term) ?? 0), 0);
    if (bytes <= SHARD_BYTES || group.every((term) => term.length <= prefix.length)) {
      shards.push([prefix, [...group]]);
      return;
    }
    // Sorted, so a word no longer than the prefix comes first: it joins the first longer word's shard.
    const firstLonger = group.find((term) => term.length > prefix.length) ?? '';
    const children = new Map<string, string[]>();
    for (const term of group) {
      const next = (term.length > prefix.length ? term : firstLonger)[prefix.length] ?? '';
      const list = children.get(next) ?? [];
      if (list.length === 0) children.set(next, list);
      list.push(term);
    }
    for (const [next, list] of children) split(prefix + next, list);
  };
  split('', terms);
  return shards;
}

function hashOf(text: string): string {
  return createHash('sha1').update(text).digest('hex').slice(0, 12);
}

/** Per one- and two-letter prefix, the docs (ascending) with a word starting with it. */
function prefixBooks(dict: Dictionary): Map<string, number[]> {
  const docsOf = new Map<string, Set<number>>();
  for (const term of dict.terms) {
    for (let length = 1; length <= Math.min(SHORT_LENGTH, term.length); length += 1) {
      const prefix = term.slice(0, length);
      const docs = docsOf.get(prefix) ?? new Set<number>();
      docsOf.set(prefix, docs);
      for (const posting of dict.postings.get(term) ?? []) docs.add(posting >>> 1);
    }
  }
  return new Map([...docsOf].map(([prefix, docs]) => [prefix, [...docs].sort((x, y) => x - y)]));
}

/**
 * Per first letter, the answers to every one-word query whose sound is one or
 * two letters, ranked as the browser ranks them (short words by their
 * prefix's books): per sound (k), and per start of an indexed word as typed
 * (w). A word as typed that starts no indexed word adds nothing to the
 * ranking, so its answer is its sound's.
 */
function shortAnswers(dict: Dictionary, books: Map<string, number[]>, docCount: number): Map<string, ShortShard> {
  const lists = dict.terms.map((term) => Uint32Array.from(dict.postings.get(term) ?? []));
  const lookup: PrefixLookup = function* (word) {
    if (isShortWord(word)) {
      const docs = books.get(word);
      if (docs) yield [prefixBooksTerm(word), Uint32Array.from(docs, (doc) => doc * 2)] as const;
      return;
    }
    const [start, end] = prefixRange(dict.terms, word);
    for (let i = start; i < end; i += 1) yield [dict.terms[i] ?? '', lists[i] ?? new Uint32Array()] as const;
  };
  const ranker = new Ranker(docCount);
  const byLetter = new Map<string, ShortShard>();
  const shardFor = (key: string) => {
    const letter = key[0] ?? '';
    const shard = byLetter.get(letter) ?? { w: {}, k: {}, r: [] };
    byLetter.set(letter, shard);
    return shard;
  };
  const answer = (docs: number[]) => [docs.length, ...docs.slice(0, SHORT_TOP)];
  for (const prefix of books.keys()) shardFor(prefix).k[prefix] = answer(ranker.rank({ keys: [prefix], literals: [] }, lookup));
  // Every start of an indexed word whose sound is short (hasShortAnswer), as typed.
  const typedStarts = new Set<string>();
  for (const term of dict.terms) for (let length = 1; length <= term.length; length += 1) typedStarts.add(term.slice(0, length));
  for (const start of typedStarts) {
    const typed = queryWords(start);
    const literal = typed.literals[0];
    if (literal !== undefined && hasShortAnswer(typed)) shardFor(literal).w[literal] = answer(ranker.rank(typed, lookup));
  }
  return byLetter;
}

/**
 * The docs a shard's rows are written for: per start of a word (SHORT_LENGTH
 * + 1 letters or more; a start shorter than the key is ranked as the key,
 * which all its words share), the first SHORT_TOP books over this shard's
 * words, as the browser ranks one word. A longer query, or one whose words as
 * typed weigh in, may rank others first: those rows come from the books' own
 * files.
 */
function leadingDocs(key: string, terms: readonly string[], dict: Dictionary): Set<number> {
  const docs = new Set<number>();
  const starts = new Set<string>();
  const shortest = Math.max(SHORT_LENGTH + 1, key.length);
  for (const term of terms) for (let length = shortest; length <= term.length; length += 1) starts.add(term.slice(0, length));
  for (const start of starts) {
    const best = new Map<number, number>();
    const [from, to] = prefixRange(terms, start);
    for (let i = from; i < to; i += 1) {
      const whole = terms[i] === start ? 2 : 1;
      for (const posting of dict.postings.get(terms[i] ?? '') ?? []) {
        const doc = posting >>> 1;
        const quality = whole + (posting & 1) * 2;
        if ((best.get(doc) ?? 0) < quality) best.set(doc, quality);
      }
    }
    const first = [...best].sort(([docA, a], [docB, b]) => b - a || docA - docB).slice(0, SHORT_TOP);
    for (const [doc] of first) docs.add(doc);
  }
  return docs;
}

/** The short answers' books, for their file's rows. */
function answeredDocs(shard: ShortShard): Set<number> {
  const docs = new Set<number>();
  for (const answer of [...Object.values(shard.w), ...Object.values(shard.k)]) for (const doc of answer.slice(1)) docs.add(doc);
  return docs;
}

export function quickBook(record: BookRecord): QuickBook {
  return {
    url: record.url,
    card: JSON.parse(record.meta.card ?? 'null') as QuickBook['card'],
    authors: record.meta.authors ?? '',
    price: record.meta.price_formatted ?? '',
  };
}

/** `docs`: each book's doc (its number in the index), by URL, for the search delta's hidden entries. */
export type QuickIndexResult = { files: number; version: string; docs: Map<string, number> };

/** Writes {site}/search-index/ afresh from the records. */
export function writeQuickIndex(siteDir: string, records: readonly FoldedRecord[]): QuickIndexResult {
  const docs = byPopularity(records);
  const dict = dictionary(docs);
  const root = join(siteDir, QUICK_INDEX_DIR);
  rmSync(root, { recursive: true, force: true });

  const books = docs.map(({ record }) => quickBook(record));
  const rows = (of: Set<number>): QuickRow[] => [...of].sort((a, b) => a - b).map((doc) => quickRow(doc, books[doc] as QuickBook));
  const files = new Map<string, string>();
  const shards: QuickManifest['shards'] = [];
  for (const [key, terms] of shardWords(dict.terms, dict.postings)) {
    const shard: TermShard = {
      t: terms,
      p: terms.map((term) => toGaps(dict.postings.get(term) ?? [])),
      r: rows(leadingDocs(key, terms, dict)),
    };
    const text = JSON.stringify(shard);
    const hash = hashOf(text);
    files.set(`t/${hash}.json`, text);
    shards.push([key, hash]);
  }
  const byPrefix = prefixBooks(dict);
  const answers = shortAnswers(dict, byPrefix, docs.length);
  const seconds = new Map<string, string>();
  for (const [prefix, list] of byPrefix) {
    files.set(`u/${prefixBooksName(prefix)}.json`, JSON.stringify(encodeDocSet(list, docs.length)));
    if (prefix.length === 2) seconds.set(prefix[0] ?? '', (seconds.get(prefix[0] ?? '') ?? '') + prefix[1]);
  }
  const short: QuickManifest['short'] = [];
  for (const [letter, shard] of answers) {
    shard.r = rows(answeredDocs(shard));
    const text = JSON.stringify(shard);
    const hash = hashOf(text);
    files.set(`s/${hash}.json`, text);
    short.push([letter, hash, seconds.get(letter) ?? '']);
  }
  books.forEach((book, doc) => files.set(`c/${doc}.json`, JSON.stringify(book)));

  const whole = createHash('sha1');
  for (const [name, text] of files) whole.update(`${name}\n${text}\n`);
  const version = whole.digest('hex').slice(0, 12);
  for (const dir of ['t', 's', 'u', 'c']) mkdirSync(join(root, version, dir), { recursive: true });
  // Synchronously: measured faster than parallel writes for many small files.
  for (const [name, text] of files) writeFileSync(join(root, version, name), text);
  const manifest: QuickManifest = { version, docs: docs.length, shards: shards.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)), short };
  writeFileSync(join(root, 'index.json'), JSON.stringify(manifest));
  return { files: files.size + 1, version, docs: new Map(docs.map(({ record }, doc) => [record.url, doc])) };
}
