/**
 * The build side of the search delta (src/shared/search/search-delta.ts): what a
 * main index holds of each book (its base), and the delta of a catalogue
 * against it: the books whose record changed or that are new, and the main
 * entries to hide (changed and removed books). Why: docs/decisions/0015-search-delta.md.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { BookRecord } from '#shared/search/book-record.ts';
import type { DeltaBook, HiddenEntry, SearchDelta } from '#shared/search/search-delta.ts';
import { quickBook } from './quick-index.ts';

/** What the main indexes hold of a book: its record's hash, Pagefind's id of its entry, its quick index doc. */
export type BaseEntry = { hash: string; pagefind: string; doc: number };
/** A main index: its quick index version, and each book's entry by URL. */
export type SearchBase = { version: string; books: Record<string, BaseEntry> };

export function recordHash(record: BookRecord): string {
  return createHash('sha256')
    .update(JSON.stringify([record.url, record.content, record.meta, record.filters, record.sort]))
    .digest('base64url')
    .slice(0, 22);
}

/** Pagefind's fragments start with this signature before their JSON. */
const FRAGMENT_SIGNATURE = 'pagefind_dcd';

/** Each indexed URL's Pagefind result id: the name of its fragment file, whose JSON holds the URL. */
export function pagefindIds(indexDir: string): Map<string, string> {
  const ids = new Map<string, string>();
  const folder = join(indexDir, 'fragment');
  for (const name of readdirSync(folder)) {
    if (!name.endsWith('.pf_fragment')) continue;
    const text = gunzipSync(readFileSync(join(folder, name))).toString('utf8');
    const json = text.startsWith(FRAGMENT_SIGNATURE) ? text.slice(FRAGMENT_SIGNATURE.length) : text;
    const { url } = JSON.parse(json) as { url: string };
    ids.set(url, name.slice(0, -'.pf_fragment'.length));
  }
  return ids;
}

export function searchBase(
  version: string,
  records: readonly BookRecord[],
  pagefind: ReadonlyMap<string, string>,
  docs: ReadonlyMap<string, number>,
): SearchBase {
  const books: Record<string, BaseEntry> = {};
  for (const record of records) {
    const id = pagefind.get(record.url);
    const doc = docs.get(record.url);
    if (id === undefined || doc === undefined)
      throw new Error(`search index: ${record.url} is missing from ${id === undefined ? 'Pagefind' : 'the quick index'}`);
    books[record.url] = { hash: recordHash(record), pagefind: id, doc };
  }
  return { version, books };
}

const deltaBook = (record: BookRecord, fold: (content: string) => string): DeltaBook => ({
  url: record.url,
  text: fold(record.content),
  meta: record.meta,
  filters: record.filters,
  sort: record.sort,
  quick: quickBook(record),
});
const hiddenEntry = (url: string, entry: BaseEntry): HiddenEntry => ({ url, pagefind: entry.pagefind, doc: entry.doc });

/** The catalogue's records against a main index: what changed (new or different records) and what the main index must hide. */
export function searchDelta(base: SearchBase, records: readonly BookRecord[], fold: (content: string) => string): SearchDelta {
  const books: DeltaBook[] = [];
  const hidden: HiddenEntry[] = [];
  const present = new Set<string>();
  for (const record of records) {
    present.add(record.url);
    const entry = base.books[record.url];
    if (entry && entry.hash === recordHash(record)) continue;
    if (entry) hidden.push(hiddenEntry(record.url, entry));
    books.push(deltaBook(record, fold));
  }
  for (const [url, entry] of Object.entries(base.books)) if (!present.has(url)) hidden.push(hiddenEntry(url, entry));
  return { base: base.version, books, hidden };
}

/**
 * The delta after some books changed, from the delta before: each book named is worked out again
 * against its main entry (`entryOf`, read by key), every other book keeps what the delta said of it.
 * The same books and entries as searchDelta over the whole catalogue, at the cost of the changes
 * alone, provided `previous` was the delta of the data before them and every changed book is named.
 */
export function nextSearchDelta(
  previous: SearchDelta,
  entryOf: (url: string) => BaseEntry | undefined,
  changes: { records: readonly BookRecord[]; removed: readonly string[] },
  fold: (content: string) => string,
): SearchDelta {
  const books = new Map(previous.books.map((book) => [book.url, book]));
  const hidden = new Map(previous.hidden.map((entry) => [entry.url, entry]));
  for (const record of changes.records) {
    books.delete(record.url);
    hidden.delete(record.url);
    const entry = entryOf(record.url);
    if (entry && entry.hash === recordHash(record)) continue;
    if (entry) hidden.set(record.url, hiddenEntry(record.url, entry));
    books.set(record.url, deltaBook(record, fold));
  }
  for (const url of changes.removed) {
    books.delete(url);
    hidden.delete(url);
    const entry = entryOf(url);
    if (entry) hidden.set(url, hiddenEntry(url, entry));
  }
  return { base: previous.base, books: [...books.values()], hidden: [...hidden.values()] };
}
