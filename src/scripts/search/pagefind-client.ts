/**
 * The browser side of the static search index (/pagefind/, written after every
 * build by scripts/search/index-site.ts). Loads Pagefind once, on first use,
 * and answers typed, validated book results; everything Pagefind returns is
 * checked with valibot before the page trusts it. Failures reject, so callers
 * can fall back to the shop API's search. The search delta (books changed
 * since the index was built, src/lib/search/search-delta.ts) is laid over
 * every answer by src/lib/search/delta-overlay.ts.
 */
import * as v from 'valibot';
import { createFetchClient } from '../../lib/api/fetch-client.ts';
import { adjustCounts, filtersMatch, placeSorted, placeUnsorted, termsMatch, type Filters, type SortDirection } from '../../lib/search/delta-overlay.ts';
import { allTermsFound, relevanceOrder } from '../../lib/search/relevance.ts';
import { SEARCH_DELTA_PATH, SearchDeltaSchema, type DeltaBook, type SearchDelta } from '../../lib/search/search-delta.ts';

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
    /** The book card's fields as JSON (src/lib/search/card-book.ts), parsed and validated by the caller. */
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

const ResultSchema = v.object({ id: v.string(), data: v.custom<() => Promise<unknown>>((value) => typeof value === 'function') });
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

/** The index and the delta it serves with: never one without the other. */
type LoadedIndex = { pagefind: PagefindModule; delta: SearchDelta };

let loading: Promise<LoadedIndex> | undefined;

function isModule(value: unknown): value is PagefindModule {
  if (typeof value !== 'object' || value === null) return false;
  const module = value as Record<string, unknown>;
  return ['options', 'init', 'search', 'filters'].every((name) => typeof module[name] === 'function');
}

async function loadDelta(): Promise<SearchDelta> {
  const result = await createFetchClient(location.origin, { retries: 1 }).request(SEARCH_DELTA_PATH, SearchDeltaSchema);
  if (!result.ok) throw new Error(`search index: ${SEARCH_DELTA_PATH}: ${result.error.message}`);
  return result.data;
}

/**
 * Loads the index's entry script and its delta once; a failure is remembered
 * only until the next call. Without the delta the index would show removed
 * books and old prices: its failure fails the index (callers then ask the shop API).
 */
export function loadPagefind(): Promise<LoadedIndex> {
  loading ??= (async () => {
    const [pagefind, delta] = await Promise.all([
      (async () => {
        // A runtime URL, not a module of this bundle: the index is written after the build.
        const module: unknown = await import(/* @vite-ignore */ `${location.origin}/pagefind/pagefind.js`);
        if (!isModule(module)) throw new Error('search index: unexpected pagefind.js');
        await module.options(INDEX_OPTIONS);
        await module.init();
        return module;
      })(),
      loadDelta(),
    ]);
    return { pagefind, delta };
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
 * them come first. Both come from src/lib/search/searchable-text.ts.
 */
export type SearchTerms = { keys: string; literal: string };

const NOTHING: SearchPage = { total: 0, counts: {}, load: () => Promise.resolve([]) };

/**
 * One Pagefind search at a time: a search awaits its index chunks between two
 * calls into the WebAssembly core, and a second search started in that gap
 * (the next keystroke, or a query's second search) can find the core busy and
 * fail. Each search waits for the one before it.
 */
let searching: Promise<unknown> = Promise.resolve();
function inTurn<T>(call: () => Promise<T>): Promise<T> {
  const turn = searching.then(call);
  searching = turn.catch(() => undefined);
  return turn;
}
function searchInTurn(pagefind: PagefindModule, term: string | null, options: { filters?: Filters; sort?: Sort }): Promise<unknown> {
  return inTurn(() => pagefind.search(term, options));
}

/**
 * Books matching `terms` (null for "every book", as filtered listings ask) within the filters.
 * `counts` asks for the filter options' counts too: Pagefind counts them only once its filter
 * index is loaded, which it does by itself only for a filtered search; the header's dropdown
 * does not need them, and does not download that index.
 */
export async function searchBooks(terms: SearchTerms | null, options: { filters?: Filters; sort?: Sort; counts?: boolean } = {}): Promise<SearchPage> {
  const { pagefind, delta } = await loadPagefind();
  if (options.counts) await inTurn(() => pagefind.filters());
  return searchIndex(pagefind, delta, terms, { filters: options.filters, sort: options.sort });
}

async function hitOf(result: Result): Promise<BookHit> {
  return v.parse(BookHitSchema, await result.data());
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
  return { id: book.url, data: () => Promise.resolve({ url: book.url, content: book.text, meta: book.meta, filters: book.filters }) };
}

/** searchBooks on a loaded index and its delta (the tests load one in Node). */
export async function searchIndex(
  pagefind: PagefindModule,
  delta: SearchDelta,
  terms: SearchTerms | null,
  options: { filters?: Filters; sort?: Sort } = {},
): Promise<SearchPage> {
  const response = v.parse(SearchResponseSchema, await searchInTurn(pagefind, terms?.keys ?? null, options));
  let main = response.results;
  const first = main[0];
  // Pagefind's stand-in for a word it does not have shows in every result: check one. It says
  // nothing of the delta's books, which are matched here, on their own text.
  const standIn = terms !== null && first !== undefined && !allTermsFound(terms.keys.split(' '), (await hitOf(first)).content);
  if (standIn) main = [];
  const books = delta.books.filter((book) => termsMatch(terms?.keys.split(' ') ?? null, book.text) && filtersMatch(book.filters, options.filters));
  if (standIn && books.length === 0) return NOTHING;

  const hiddenUrls = new Map(delta.hidden.map((entry) => [entry.pagefind, entry.url]));
  const hiddenFound = hiddenUrls.size === 0 ? [] : main.filter((result) => hiddenUrls.has(result.id));
  const [sortKey, direction] = Object.entries(options.sort ?? {})[0] ?? [];
  let results: Result[];
  if (sortKey !== undefined && direction !== undefined) {
    const shown = hiddenFound.length === 0 ? main : main.filter((result) => !hiddenUrls.has(result.id));
    results = await placeSorted(shown, books, { key: sortKey, direction }, async (index) => {
      const result = shown[index];
      return result && sortValueOf(await hitOf(result), sortKey);
    }, deltaResult);
  } else {
    results = placeUnsorted(main, (result) => hiddenUrls.get(result.id), books, deltaResult);
  }
  // An order the shopper chose stands; otherwise the words as typed come first.
  if (terms !== null && !options.sort && terms.literal !== '' && terms.literal !== terms.keys && results.length > 0) {
    const literal = terms.literal.split(' ');
    const literalIds = main.length > 0 ? await literalMatches(pagefind, terms.literal, options.filters) : new Set<string>();
    for (const book of books) if (allTermsFound(literal, book.text)) literalIds.add(book.url);
    results = relevanceOrder(results, literalIds);
  }

  let counts = response.filters;
  if (Object.keys(counts).length > 0 && (standIn || hiddenFound.length > 0 || books.length > 0)) {
    // The main results Pagefind counted were none after all: only the delta's books count.
    if (standIn) counts = Object.fromEntries(Object.entries(counts).map(([name, values]) => [name, Object.fromEntries(Object.keys(values).map((value) => [value, 0]))]));
    const removed = await Promise.all(hiddenFound.map(async (result) => v.parse(HitFiltersSchema, await result.data()).filters));
    counts = adjustCounts(counts, removed, books.map((book) => book.filters));
  }
  return {
    total: results.length,
    counts,
    load: async (from, to) => Promise.all(results.slice(from, to).map(hitOf)),
  };
}

/** The books whose indexed words start with the words as typed; none when Pagefind stood in a shorter word. */
async function literalMatches(pagefind: PagefindModule, literal: string, filters: Filters | undefined): Promise<Set<string>> {
  const response = v.parse(SearchResponseSchema, await searchInTurn(pagefind, literal, filters ? { filters } : {}));
  const first = response.results[0];
  if (!first) return new Set();
  const hit = await hitOf(first);
  return allTermsFound(literal.split(' '), hit.content) ? new Set(response.results.map((result) => result.id)) : new Set();
}
