/**
 * The build side of the search delta (src/lib/search/search-delta.ts): what a
 * main index holds of each book (its base), and the delta of a catalogue
 * against it: the books whose record changed or that are new, and the main
 * entries to hide (changed and removed books). Why: docs/decisions/0015-search-delta.md.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { BookRecord } from '../../src/lib/search/book-record.ts';
import type { DeltaBook, HiddenEntry, SearchDelta } from '../../src/lib/search/search-delta.ts';
import { quickBook } from './quick-index.ts';

/** What the main indexes hold of a book: its record's hash, Pagefind's id of its entry, its quick index doc. */
export type BaseEntry = { hash: string; pagefind: string; doc: number };
/** A main index: its quick index version, and each book's entry by URL. */
export type SearchBase = { version: string; books: Record<string, BaseEntry> };

export function recordHash(record: BookRecord): string {
  return createHash('sha256').update(JSON.stringify([record.url, record.content, record.meta, record.filters, record.sort])).digest('base64url').slice(0, 22);
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

export function searchBase(version: string, records: readonly BookRecord[], pagefind: ReadonlyMap<string, string>, docs: ReadonlyMap<string, number>): SearchBase {
  const books: Record<string, BaseEntry> = {};
  for (const record of records) {
    const id = pagefind.get(record.url);
    const doc = docs.get(record.url);
    if (id === undefined || doc === undefined) throw new Error(`search index: ${record.url} is missing from ${id === undefined ? 'Pagefind' : 'the quick index'}`);
    books[record.url] = { hash: recordHash(record), pagefind: id, doc };
  }
  return { version, books };
}

/** The catalogue's records against a main index: what changed (new or different records) and what the main index must hide. */
export function searchDelta(base: SearchBase, records: readonly BookRecord[], fold: (content: string) => string): SearchDelta {
  const books: DeltaBook[] = [];
  const hidden: HiddenEntry[] = [];
  const present = new Set<string>();
  for (const record of records) {
    present.add(record.url);
    const entry = base.books[record.url];
    if (entry && entry.hash === recordHash(record)) continue;
    if (entry) hidden.push({ url: record.url, pagefind: entry.pagefind, doc: entry.doc });
    books.push({ url: record.url, text: fold(record.content), meta: record.meta, filters: record.filters, sort: record.sort, quick: quickBook(record) });
  }
  for (const [url, entry] of Object.entries(base.books)) if (!present.has(url)) hidden.push({ url, pagefind: entry.pagefind, doc: entry.doc });
  return { base: base.version, books, hidden };
}
