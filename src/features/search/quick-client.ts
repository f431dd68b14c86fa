/**
 * The browser side of the quick search index (/search-index/, shapes in
 * src/shared/search/quick-format.ts): fetches the manifest once, then only the
 * word lists a query's words start with and the books a result shows, each
 * checked with valibot. One- and two-letter queries in the dropdown are
 * answered from files the indexer wrote ahead (quick-ahead.ts, which the
 * dropdown passes in). Any failure rejects and
 * forgets what was loaded, so the next query starts again from the manifest
 * (a live update may have replaced the index). The search delta (books
 * changed since the index was built, src/shared/search/search-delta.ts) is
 * loaded with the manifest and laid over every answer (delta-overlay.ts).
 */
import type * as v from 'valibot';
import { createFetchClient } from '#shared/api/fetch-client.ts';
import {
  bookPathOf,
  docSetPostings,
  fromGaps,
  QUICK_MANIFEST_PATH,
  QuickBookSchema,
  QuickManifestSchema,
  quickRow,
  SHORT_LENGTH,
  termShardPath,
  TermShardSchema,
  DocSetSchema,
  hasPrefixBooks,
  isShortWord,
  prefixBooksPath,
  prefixBooksTerm,
  type QuickBook,
  type QuickManifest,
  type QuickRow,
} from '#shared/search/quick-format.ts';
import { lookedUp, prefixRange, queryWords, Ranker, type PrefixLookup, type QueryWords } from '#shared/search/quick-rank.ts';
import { placeUnsorted, termsMatch } from '#shared/search/delta-overlay.ts';
import { SEARCH_DELTA_PATH, SearchDeltaSchema, type DeltaBook, type SearchDelta } from '#shared/search/search-delta.ts';
import type { BookRow } from './search-results.ts';

export type QuickPage = {
  total: number;
  /** The books [from, to), in result order. */
  load: (from: number, to: number) => Promise<QuickBook[]>;
  /** The same books as the dropdown shows them. */
  rows: (from: number, to: number) => Promise<BookRow[]>;
};

type Shard = { terms: string[]; postings: Uint32Array[] };

type Loaded = {
  manifest: QuickManifest;
  keys: string[];
  ranker: Ranker;
  shards: Map<string, Promise<Shard>>;
  prefixBooks: Map<string, Promise<Uint32Array>>;
  books: Map<number, Promise<QuickBook>>;
  /** Rows that came with the files loaded so far, by doc. */
  rows: Map<number, QuickRow>;
  delta: SearchDelta;
  /** The URL of each hidden doc. */
  hidden: Map<number, string>;
  /** Each delta book's stand-in doc: negative, so never a doc of the index. */
  deltaDocs: Map<DeltaBook, number>;
};

/** What an answer written ahead (quick-ahead.ts) reads: the manifest, and its files, checked, their rows kept. */
export type AheadFiles = {
  manifest: QuickManifest;
  read: <S extends v.GenericSchema>(
    path: string,
    schema: S,
    rows: (file: v.InferOutput<S>) => readonly QuickRow[],
  ) => Promise<v.InferOutput<S>>;
};

/** The total and first docs of a query answered ahead, or undefined to look it up. */
export type AnswerAhead = (files: AheadFiles, words: QueryWords, top: number) => Promise<number[] | undefined>;

export type SearchOptions = {
  /** The caller shows only this many (the dropdown)… */
  top?: number;
  /** …and may answer a short query from the files written ahead (the dropdown's quick-ahead.ts). */
  ahead?: AnswerAhead;
};

export type QuickIndex = {
  /** Loads the manifest (on focus of a search box), without waiting. */
  warm: () => void;
  search: (text: string, options?: SearchOptions) => Promise<QuickPage>;
};

const NOTHING: QuickPage = { total: 0, load: () => Promise.resolve([]), rows: () => Promise.resolve([]) };

function bookRow([, url, name, authors, price, cover]: QuickRow): BookRow {
  return { url, name, authors, price, cover };
}

/**
 * The word lists a query may fetch ahead for its last word's next letter, at
 * most: a word answered ahead (a short sound) or matched by its prefix's
 * books is looked up in word lists once a letter makes it long enough, and
 * they load while the shopper types that letter. A start spread over more
 * lists (a very large catalogue) waits for its letter instead.
 */
const AHEAD_SHARDS = 2;

/** The value cached under `key`, made (fetched) the first time; forgotten if it fails, so it is asked again. */
export function cached<K, T>(cache: Map<K, Promise<T>>, key: K, make: () => Promise<T>): Promise<T> {
  let found = cache.get(key);
  if (!found) {
    found = make();
    cache.set(key, found);
    found.catch(() => cache.delete(key));
  }
  return found;
}

export function openQuickIndex(origin: string): QuickIndex {
  const client = createFetchClient(origin, { retries: 1 });
  let loading: Promise<Loaded> | undefined;

  async function get<S extends v.GenericSchema>(path: string, schema: S): Promise<v.InferOutput<S>> {
    const result = await client.request(path, schema);
    if (!result.ok) throw new Error(`search index: ${path}: ${result.error.message}`);
    return result.data;
  }

  function load(): Promise<Loaded> {
    loading ??= Promise.all([get(QUICK_MANIFEST_PATH, QuickManifestSchema), get(SEARCH_DELTA_PATH, SearchDeltaSchema)]).then(
      ([manifest, delta]) => {
        // Fetched between a live update's writes: ask again (the caller forgets this load).
        if (delta.base !== manifest.version) throw new Error(`search index: the delta is for ${delta.base}, not ${manifest.version}`);
        return {
          manifest,
          keys: manifest.shards.map(([key]) => key),
          ranker: new Ranker(manifest.docs),
          shards: new Map(),
          prefixBooks: new Map(),
          books: new Map(),
          rows: new Map(),
          delta,
          hidden: new Map(delta.hidden.map((entry) => [entry.doc, entry.url])),
          deltaDocs: new Map(delta.books.map((book, i) => [book, -1 - i])),
        };
      },
    );
    return loading;
  }

  function keepRows(index: Loaded, rows: readonly QuickRow[]): void {
    for (const row of rows) index.rows.set(row[0], row);
  }

  function shard(index: Loaded, hash: string): Promise<Shard> {
    return cached(index.shards, hash, () =>
      get(termShardPath(index.manifest.version, hash), TermShardSchema).then((file) => {
        keepRows(index, file.r);
        return { terms: file.t, postings: file.p.map(fromGaps) };
      }),
    );
  }

  /** The shards a prefix's words live in: those whose key starts with it, and the one whose key it starts with. */
  function shardHashes(index: Loaded, prefix: string): string[] {
    const [start, end] = prefixRange(index.keys, prefix);
    const hashes = index.manifest.shards.slice(start, end).map(([, hash]) => hash);
    const parent = index.manifest.shards.find(([key]) => key !== '' && prefix.startsWith(key) && key.length < prefix.length);
    if (parent) hashes.push(parent[1]);
    return hashes;
  }

  function shardsFor(index: Loaded, prefix: string): Promise<Shard[]> {
    return Promise.all(shardHashes(index, prefix).map((hash) => shard(index, hash)));
  }

  /** The word lists the last word's next letter will need, when few (AHEAD_SHARDS). */
  function fetchAhead(index: Loaded, words: QueryWords): void {
    for (const word of [words.keys.at(-1), words.literals.at(-1)]) {
      // A word answered ahead or by its prefix's books has no lists loaded yet.
      if (word === undefined || word.length < SHORT_LENGTH) continue;
      const hashes = shardHashes(index, word);
      if (hashes.length <= AHEAD_SHARDS) for (const hash of hashes) shard(index, hash).catch(() => undefined);
    }
  }

  /** A word's matching words and their postings: a short word's are its prefix's books (quick-format.ts). */
  async function entriesFor(index: Loaded, word: string): Promise<(readonly [string, Uint32Array])[]> {
    if (isShortWord(word)) {
      if (!hasPrefixBooks(index.manifest, word)) return [];
      const books = await cached(index.prefixBooks, word, () =>
        get(prefixBooksPath(index.manifest.version, word), DocSetSchema).then(docSetPostings),
      );
      return [[prefixBooksTerm(word), books]];
    }
    const entries: (readonly [string, Uint32Array])[] = [];
    for (const { terms, postings } of await shardsFor(index, word)) {
      const [start, end] = prefixRange(terms, word);
      for (let i = start; i < end; i += 1) entries.push([terms[i] ?? '', postings[i] ?? new Uint32Array()]);
    }
    return entries;
  }

  function book(index: Loaded, doc: number): Promise<QuickBook> {
    const changed = index.delta.books[-1 - doc];
    if (changed) return Promise.resolve(changed.quick);
    return cached(index.books, doc, () => get(bookPathOf(index.manifest.version, doc), QuickBookSchema));
  }

  function aheadFiles(index: Loaded): AheadFiles {
    return {
      manifest: index.manifest,
      read: (path, schema, rows) =>
        get(path, schema).then((file) => {
          keepRows(index, rows(file));
          return file;
        }),
    };
  }

  async function search(text: string, options: SearchOptions = {}): Promise<QuickPage> {
    const words = queryWords(text);
    if (words.keys.length === 0) return NOTHING;
    const index = await load();
    let total: number;
    let docs: number[];
    const { delta } = index;
    const { ahead, top } = options;
    // An answer written ahead has the main index's count and first books, which a delta would change.
    const short =
      ahead && top !== undefined && delta.books.length === 0 && delta.hidden.length === 0
        ? await ahead(aheadFiles(index), words, top)
        : undefined;
    fetchAhead(index, words);
    if (short) {
      [total = 0, ...docs] = short;
    } else {
      const entries = new Map(await Promise.all(lookedUp(words).map(async (word) => [word, await entriesFor(index, word)] as const)));
      const lookup: PrefixLookup = (prefix) => entries.get(prefix) ?? [];
      docs = index.ranker.rank(words, lookup);
      if (delta.books.length > 0 || delta.hidden.length > 0) {
        const found = delta.books.filter((book) => termsMatch(words.keys, book.text));
        docs = placeUnsorted(
          docs,
          (doc) => index.hidden.get(doc),
          found,
          (book) => index.deltaDocs.get(book) as number,
        );
      }
      total = docs.length;
    }
    return {
      total,
      load: (from, to) => Promise.all(docs.slice(from, to).map((doc) => book(index, doc))),
      rows: (from, to) =>
        Promise.all(
          docs.slice(from, to).map(async (doc) => {
            const row = index.rows.get(doc) ?? quickRow(doc, await book(index, doc));
            return bookRow(row);
          }),
        ),
    };
  }

  const forget = (error: unknown): never => {
    loading = undefined;
    throw error;
  };

  return {
    warm: () =>
      void load().catch(() => {
        loading = undefined;
      }),
    search: (text, options) =>
      search(text, options).then(
        (page) => ({
          total: page.total,
          load: (from: number, to: number) => page.load(from, to).catch(forget),
          rows: (from: number, to: number) => page.rows(from, to).catch(forget),
        }),
        forget,
      ),
  };
}

let shared: QuickIndex | undefined;

/** The page's quick index, on its own origin. */
export function quickIndex(): QuickIndex {
  shared ??= openQuickIndex(location.origin);
  return shared;
}
