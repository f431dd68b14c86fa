/**
 * The browser side of the quick search index (/search-index/, shapes in
 * src/lib/search/quick-format.ts): fetches the manifest once, then only the
 * word lists a query's words start with and the books a result shows, each
 * checked with valibot. One- and two-letter queries in the dropdown are
 * answered from files the indexer wrote ahead. Any failure rejects and
 * forgets what was loaded, so the next query starts again from the manifest
 * (a live update may have replaced the index).
 */
import type * as v from 'valibot';
import { createFetchClient } from '../../lib/api/fetch-client.ts';
import {
  bookPathOf,
  docSetPostings,
  fromGaps,
  QUICK_MANIFEST_PATH,
  QuickBookSchema,
  QuickManifestSchema,
  SHORT_TOP,
  shortShardPath,
  ShortShardSchema,
  termShardPath,
  TermShardSchema,
  DocSetSchema,
  isShortWord,
  prefixBooksPath,
  prefixBooksTerm,
  type QuickBook,
  type QuickManifest,
  type ShortShard,
} from '../../lib/search/quick-format.ts';
import { lookedUp, prefixRange, queryWords, Ranker, type PrefixLookup, type QueryWords } from '../../lib/search/quick-rank.ts';

export type QuickPage = {
  total: number;
  /** The books [from, to), in result order. */
  load: (from: number, to: number) => Promise<QuickBook[]>;
};

type Shard = { terms: string[]; postings: Uint32Array[] };

type Loaded = {
  manifest: QuickManifest;
  keys: string[];
  ranker: Ranker;
  shards: Map<string, Promise<Shard>>;
  short: Map<string, Promise<ShortShard>>;
  prefixBooks: Map<string, Promise<Uint32Array>>;
  books: Map<number, Promise<QuickBook>>;
};

export type QuickIndex = {
  /** Loads the manifest (on focus of a search box), without waiting. */
  warm: () => void;
  /** `top`: the caller shows only this many (the dropdown), so a short query may be answered ahead. */
  search: (text: string, options?: { top?: number }) => Promise<QuickPage>;
};

const NOTHING: QuickPage = { total: 0, load: () => Promise.resolve([]) };

/** The value cached under `key`, made (fetched) the first time. */
function cached<K, T>(cache: Map<K, Promise<T>>, key: K, make: () => Promise<T>): Promise<T> {
  let found = cache.get(key);
  if (!found) {
    found = make();
    cache.set(key, found);
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
    loading ??= get(QUICK_MANIFEST_PATH, QuickManifestSchema).then((manifest) => ({
      manifest,
      keys: manifest.shards.map(([key]) => key),
      ranker: new Ranker(manifest.docs),
      shards: new Map(),
      short: new Map(),
      prefixBooks: new Map(),
      books: new Map(),
    }));
    return loading;
  }

  function shard(index: Loaded, hash: string): Promise<Shard> {
    return cached(index.shards, hash, () =>
      get(termShardPath(index.manifest.version, hash), TermShardSchema).then((file) => ({ terms: file.t, postings: file.p.map(fromGaps) })),
    );
  }

  /** The shards a prefix's words live in: those whose key starts with it, and the one whose key it starts with. */
  function shardsFor(index: Loaded, prefix: string): Promise<Shard[]> {
    const [start, end] = prefixRange(index.keys, prefix);
    const hashes = index.manifest.shards.slice(start, end).map(([, hash]) => hash);
    const parent = index.manifest.shards.find(([key]) => key !== '' && prefix.startsWith(key) && key.length < prefix.length);
    if (parent) hashes.push(parent[1]);
    return Promise.all(hashes.map((hash) => shard(index, hash)));
  }

  /** The short words' file of a first letter, fetched once. */
  function shortFile(index: Loaded, letter: string): Promise<ShortShard> | undefined {
    const hash = index.manifest.short.find(([first]) => first === letter)?.[1];
    return hash ? cached(index.short, hash, () => get(shortShardPath(index.manifest.version, hash), ShortShardSchema)) : undefined;
  }

  /** A word's matching words and their postings: a short word's are its prefix's books (quick-format.ts). */
  async function entriesFor(index: Loaded, word: string): Promise<(readonly [string, Uint32Array])[]> {
    if (isShortWord(word)) {
      const hash = (await shortFile(index, word[0] ?? ''))?.u[word];
      if (!hash) return [];
      const books = await cached(index.prefixBooks, hash, () => get(prefixBooksPath(index.manifest.version, hash), DocSetSchema).then(docSetPostings));
      return [[prefixBooksTerm(word), books]];
    }
    const entries: (readonly [string, Uint32Array])[] = [];
    for (const { terms, postings } of await shardsFor(index, word)) {
      const [start, end] = prefixRange(terms, word);
      for (let i = start; i < end; i += 1) entries.push([terms[i] ?? '', postings[i] ?? new Uint32Array()]);
    }
    return entries;
  }

  async function shortAnswer(index: Loaded, words: QueryWords): Promise<number[] | undefined> {
    const [literal] = words.literals;
    const [key] = words.keys;
    if (words.keys.length !== 1 || words.literals.length !== 1 || !literal || !key || !isShortWord(literal) || !isShortWord(key)) return undefined;
    // Answered for the word as typed when some indexed word starts with it; else for its sound alone.
    const typed = (await shortFile(index, literal[0] ?? ''))?.w[literal];
    return typed ?? (await shortFile(index, key[0] ?? ''))?.k[key] ?? [0];
  }

  function book(index: Loaded, doc: number): Promise<QuickBook> {
    return cached(index.books, doc, () => get(bookPathOf(index.manifest.version, doc), QuickBookSchema));
  }

  async function search(text: string, options: { top?: number } = {}): Promise<QuickPage> {
    const words = queryWords(text);
    if (words.keys.length === 0) return NOTHING;
    const index = await load();
    let total: number;
    let docs: number[];
    const short = options.top !== undefined && options.top <= SHORT_TOP ? await shortAnswer(index, words) : undefined;
    if (short) {
      [total = 0, ...docs] = short;
    } else {
      const entries = new Map(await Promise.all(lookedUp(words).map(async (word) => [word, await entriesFor(index, word)] as const)));
      const lookup: PrefixLookup = (prefix) => entries.get(prefix) ?? [];
      docs = index.ranker.rank(words, lookup);
      total = docs.length;
    }
    return { total, load: (from, to) => Promise.all(docs.slice(from, to).map((doc) => book(index, doc))) };
  }

  const forget = (error: unknown): never => {
    loading = undefined;
    throw error;
  };

  return {
    warm: () => void load().catch(() => {
      loading = undefined;
    }),
    search: (text, options) =>
      search(text, options).then(
        (page) => ({ total: page.total, load: (from: number, to: number) => page.load(from, to).catch(forget) }),
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
