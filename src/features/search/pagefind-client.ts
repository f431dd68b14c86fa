/**
 * The browser side of the static search index (/pagefind/, written after every
 * build by publishing/search/index-site.ts, in shards past 40,000 books: decision
 * 0019). Loads Pagefind's shards once, on first use,
 * and answers typed, validated book results; everything Pagefind returns is
 * checked with valibot before the page trusts it. Failures reject, so callers
 * can fall back to the shop API's search. The search delta (books changed
 * since the index was built, src/shared/search/search-delta.ts) is laid over
 * every answer by src/shared/search/delta-overlay.ts and delta-filters.ts.
 */
import * as v from 'valibot';
import { createFetchClient } from '#shared/api/fetch-client.ts';
import { placeUnsorted, termsMatch } from '#shared/search/delta-overlay.ts';
import { adjustCounts, filtersMatch, placeSorted, type Filters, type SortDirection } from '#shared/search/delta-filters.ts';
import { SHARDS_PATH, ShardsSchema, shardPath } from '#shared/search/pagefind-shards.ts';
import { allTermsFound, relevanceOrder } from '#shared/search/relevance.ts';
import { SEARCH_DELTA_PATH, SearchDeltaSchema, type DeltaBook, type SearchDelta } from '#shared/search/search-delta.ts';
import { mergeByScore, mergeSorted, sumCounts, zeroCounts, type LazyMerge } from '#shared/search/shard-merge.ts';

export type { Filters };
export type Sort = Record<string, SortDirection>;

const BookHitSchema = v.object({
  url: v.string(),
  /** The text the book was indexed by (folded words, then their phonetic keys). */
  content: v.optional(v.string(), ''),
  meta: v.object({
    title: v.string(),
    title_en: v.optional(v.string(), ''),
    authors: v.optional(v.string(), ''),
    image: v.optional(v.string(), ''),
    price: v.optional(v.string(), ''),
    price_formatted: v.optional(v.string(), ''),
    old_price_formatted: v.optional(v.string()),
    in_stock: v.optional(v.string(), 'yes'),
    id: v.optional(v.string(), ''),
    /** The book card's fields as JSON (src/shared/search/card-book.ts), parsed and validated by the caller. */
    card: v.optional(v.string()),
    /** The book's sort values as JSON: where a delta's book goes among sorted results. */
    sort: v.optional(v.string()),
  }),
});
export type BookHit = v.InferOutput<typeof BookHitSchema>;

/** A hit's filter values: what a hidden entry takes off the option counts. */
const HitFiltersSchema = v.object({ filters: v.optional(v.record(v.string(), v.array(v.string())), {}) });
const SortValuesSchema = v.record(v.string(), v.string());

/** Option counts per filter ({ language: { Bangla: 120, English: 40 } }). */
const FilterCountsSchema = v.record(v.string(), v.record(v.string(), v.number()));
export type FilterCounts = v.InferOutput<typeof FilterCountsSchema>;

const ResultSchema = v.object({
  id: v.string(),
  score: v.optional(v.number()),
  data: v.custom<() => Promise<unknown>>((value) => typeof value === 'function'),
});
type Result = v.InferOutput<typeof ResultSchema>;
const SearchResponseSchema = v.object({
  results: v.array(ResultSchema),
  filters: v.optional(FilterCountsSchema, {}),
  totalFilters: v.optional(FilterCountsSchema, {}),
  unfilteredResultCount: v.optional(v.number(), 0),
});

export type PagefindModule = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string | null, options?: { filters?: Filters; sort?: Sort }) => Promise<unknown>;
  filters: () => Promise<unknown>;
};

export type SearchPage = {
  /** Every matching record, in order; only `load` fetches a result's fields. */
  total: number;
  /** Matches per filter option, given the other chosen filters. */
  counts: FilterCounts;
  /** The fields of results [from, to). */
  load: (from: number, to: number) => Promise<BookHit[]>;
};

/**
 * No excerpts (the shop shows its own cards); Bangla vowel signs and hasanta
 * kept, so that the words as typed match only those words (folded, "মৃত্"
 * would find মতিচূর).
 */
export const INDEX_OPTIONS = { excerptLength: 0, exactDiacritics: true };

/** The index's shards and the delta it serves with: never one without the other. */
type LoadedIndex = { pagefinds: PagefindModule[]; delta: SearchDelta };

let loading: Promise<LoadedIndex> | undefined;

function isModule(value: unknown): value is PagefindModule {
  if (typeof value !== 'object' || value === null) return false;
  const module = value as Record<string, unknown>;
  return ['options', 'init', 'search', 'filters'].every((name) => typeof module[name] === 'function');
}

async function loadJson<T>(path: string, schema: v.GenericSchema<unknown, T>): Promise<T> {
  const result = await createFetchClient(location.origin, { retries: 1 }).request(path, schema);
  if (!result.ok) throw new Error(`search index: ${path}: ${result.error.message}`);
  return result.data;
}

/** One shard's entry script: each is a module of its own, with its own WebAssembly core and index files. */
async function loadShard(index: number): Promise<PagefindModule> {
  // A runtime URL, not a module of this bundle: the index is written after the build.
  const module: unknown = await import(/* @vite-ignore */ `${location.origin}${shardPath(index)}pagefind.js`);
  if (!isModule(module)) throw new Error('search index: unexpected pagefind.js');
  await module.options(INDEX_OPTIONS);
  await module.init();
  return module;
}

/**
 * Loads the index's shards and its delta once; a failure is remembered
 * only until the next call. Without the delta the index would show removed
 * books and old prices: its failure fails the index (callers then ask the shop API).
 * Shard 0 loads while the count is read, so a catalogue of one shard waits for nothing more.
 */
export function loadPagefind(): Promise<LoadedIndex> {
  loading ??= (async () => {
    const [first, shards, delta] = await Promise.all([
      loadShard(0),
      loadJson(SHARDS_PATH, ShardsSchema),
      loadJson(SEARCH_DELTA_PATH, SearchDeltaSchema),
    ]);
    const others = await Promise.all(Array.from({ length: shards.count - 1 }, (_, index) => loadShard(index + 1)));
    return { pagefinds: [first, ...others], delta };
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Starts loading the index early (on focus of a search box) without waiting for it. */
export function warmPagefind(): void {
  loadPagefind().catch(() => undefined);
}

/**
 * What a typed query is searched for: the phonetic keys of its words, which
 * decide which books match, and its words as written, which decide which of
 * them come first. Both come from src/shared/search/searchable-text.ts.
 */
export type SearchTerms = { keys: string; literal: string };

const NOTHING: SearchPage = { total: 0, counts: {}, load: () => Promise.resolve([]) };

/**
 * One Pagefind search at a time per shard: a search awaits its index chunks
 * between two calls into the WebAssembly core, and a second search started in
 * that gap (the next keystroke, or a query's second search) can find the core
 * busy and fail. Each search of a shard waits for the one before it; shards,
 * each with its own core, search side by side.
 */
const turns = new WeakMap<PagefindModule, Promise<unknown>>();
function inTurn<T>(pagefind: PagefindModule, call: () => Promise<T>): Promise<T> {
  const turn = (turns.get(pagefind) ?? Promise.resolve()).then(call);
  turns.set(
    pagefind,
    turn.catch(() => undefined),
  );
  return turn;
}
function searchInTurn(pagefind: PagefindModule, term: string | null, options: { filters?: Filters; sort?: Sort }): Promise<unknown> {
  return inTurn(pagefind, () => pagefind.search(term, options));
}

/**
 * Books matching `terms` (null for "every book", as filtered listings ask) within the filters.
 * `counts` asks for the filter options' counts too: Pagefind counts them only once its filter
 * index is loaded, which it does by itself only for a filtered search; the header's dropdown
 * does not need them, and does not download that index.
 */
export async function searchBooks(
  terms: SearchTerms | null,
  options: { filters?: Filters; sort?: Sort; counts?: boolean } = {},
): Promise<SearchPage> {
  const { pagefinds, delta } = await loadPagefind();
  if (options.counts) await Promise.all(pagefinds.map((pagefind) => inTurn(pagefind, () => pagefind.filters())));
  return searchIndex(pagefinds, delta, terms, { filters: options.filters, sort: options.sort });
}

/** A result's fields, fetched once however often a merge and a page ask. */
const hits = new WeakMap<Result, Promise<BookHit>>();
function hitOf(result: Result): Promise<BookHit> {
  let hit = hits.get(result);
  if (!hit) {
    hit = result.data().then((data) => v.parse(BookHitSchema, data));
    hits.set(result, hit);
  }
  return hit;
}

function sortValueOf(hit: BookHit, key: string): string | undefined {
  try {
    const values = v.safeParse(SortValuesSchema, JSON.parse(hit.meta.sort ?? 'null'));
    return values.success ? values.output[key] : undefined;
  } catch {
    return undefined;
  }
}

/** A delta book as a result; its URL is its id, which no Pagefind id (a fragment's name) can be. */
function deltaResult(book: DeltaBook): Result {
  const meta = { ...book.meta, sort: JSON.stringify(book.sort) };
  return { id: book.url, data: () => Promise.resolve({ url: book.url, content: book.text, meta, filters: book.filters }) };
}

/** What one shard found: nothing, when its results were Pagefind's stand-in for a word it lacks. */
type ShardAnswer = { results: Result[]; counts: FilterCounts; standIn: boolean };

async function searchShard(
  pagefind: PagefindModule,
  terms: SearchTerms | null,
  options: { filters?: Filters; sort?: Sort },
): Promise<ShardAnswer> {
  const response = v.parse(SearchResponseSchema, await searchInTurn(pagefind, terms?.keys ?? null, options));
  const first = response.results[0];
  // Pagefind's stand-in for a word it does not have shows in every result of the shard: check one.
  const standIn = terms !== null && first !== undefined && !allTermsFound(terms.keys.split(' '), (await hitOf(first)).content);
  return standIn
    ? { results: [], counts: zeroCounts(response.filters), standIn }
    : { results: response.results, counts: response.filters, standIn };
}

/** searchBooks on loaded shards and their delta (the tests load them in Node). */
export async function searchIndex(
  pagefinds: readonly PagefindModule[],
  delta: SearchDelta,
  terms: SearchTerms | null,
  options: { filters?: Filters; sort?: Sort } = {},
): Promise<SearchPage> {
  const answers = await Promise.all(pagefinds.map((pagefind) => searchShard(pagefind, terms, options)));
  // The delta's books are matched here, on their own text.
  const books = delta.books.filter(
    (book) => termsMatch(terms?.keys.split(' ') ?? null, book.text) && filtersMatch(book.filters, options.filters),
  );
  const found = answers.some((answer) => answer.results.length > 0);
  if (!found && books.length === 0 && answers.some((answer) => answer.standIn)) return NOTHING;

  const hiddenUrls = new Map(delta.hidden.map((entry) => [entry.pagefind, entry.url]));
  const hiddenFound =
    hiddenUrls.size === 0 ? [] : answers.flatMap((answer) => answer.results.filter((result) => hiddenUrls.has(result.id)));
  const [sortKey, direction] = Object.entries(options.sort ?? {})[0] ?? [];
  let results: LazyMerge<Result>;
  if (sortKey !== undefined && direction !== undefined) {
    results = await sortedResults(answers, books, hiddenFound.length === 0 ? undefined : hiddenUrls, { key: sortKey, direction });
  } else {
    let ranked = placeUnsorted(
      mergeByScore(answers.map((answer) => answer.results)),
      (result) => hiddenUrls.get(result.id),
      books,
      deltaResult,
    );
    // An order the shopper chose stands; otherwise the words as typed come first.
    if (terms !== null && terms.literal !== '' && terms.literal !== terms.keys && ranked.length > 0) {
      const literal = terms.literal.split(' ');
      const searched = pagefinds.filter((_, index) => (answers[index]?.results.length ?? 0) > 0);
      const literalIds = new Set(
        (await Promise.all(searched.map((pagefind) => literalMatches(pagefind, terms.literal, options.filters)))).flatMap((ids) => [
          ...ids,
        ]),
      );
      for (const book of books) if (allTermsFound(literal, book.text)) literalIds.add(book.url);
      ranked = relevanceOrder(ranked, literalIds);
    }
    results = { total: ranked.length, upTo: (count) => Promise.resolve(ranked.slice(0, count)) };
  }

  let counts = sumCounts(answers.map((answer) => answer.counts));
  if (Object.keys(counts).length > 0 && (hiddenFound.length > 0 || books.length > 0)) {
    const removed = await Promise.all(hiddenFound.map(async (result) => v.parse(HitFiltersSchema, await result.data()).filters));
    counts = adjustCounts(
      counts,
      removed,
      books.map((book) => book.filters),
    );
  }
  return {
    total: results.total,
    counts,
    load: async (from, to) => Promise.all((await results.upTo(to)).slice(from, to).map(hitOf)),
  };
}

/**
 * Each shard's results in the chosen order, the hidden entries out, the
 * delta's books placed among shard 0's (any shard would do: the merge puts
 * them in their place among all), then the shards merged as far as a page asks.
 */
async function sortedResults(
  answers: readonly ShardAnswer[],
  books: readonly DeltaBook[],
  hiddenUrls: ReadonlyMap<string, string> | undefined,
  sort: { key: string; direction: SortDirection },
): Promise<LazyMerge<Result>> {
  const valueOf = async (result: Result) => sortValueOf(await hitOf(result), sort.key);
  const lists = answers.map((answer) => (hiddenUrls ? answer.results.filter((result) => !hiddenUrls.has(result.id)) : answer.results));
  const first = lists[0] ?? [];
  lists[0] = await placeSorted(
    first,
    books,
    sort,
    async (index) => {
      const result = first[index];
      return result && valueOf(result);
    },
    deltaResult,
  );
  return mergeSorted(lists, valueOf, sort.direction);
}

/** The books whose indexed words start with the words as typed; none when Pagefind stood in a shorter word. */
async function literalMatches(pagefind: PagefindModule, literal: string, filters: Filters | undefined): Promise<Set<string>> {
  const response = v.parse(SearchResponseSchema, await searchInTurn(pagefind, literal, filters ? { filters } : {}));
  const first = response.results[0];
  if (!first) return new Set();
  const hit = await hitOf(first);
  return allTermsFound(literal.split(' '), hit.content) ? new Set(response.results.map((result) => result.id)) : new Set();
}
