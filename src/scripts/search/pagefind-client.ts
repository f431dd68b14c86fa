/**
 * The browser side of the static search index (/pagefind/, written after every
 * build by scripts/search/index-site.ts). Loads Pagefind once, on first use,
 * and answers typed, validated book results; everything Pagefind returns is
 * checked with valibot before the page trusts it. Failures reject, so callers
 * can fall back to the shop API's search.
 */
import * as v from 'valibot';
import { allTermsFound, relevanceOrder } from '../../lib/search/relevance.ts';

/** Per filter: every value must match (an array), or any of them. */
export type Filters = Record<string, string[] | { any: string[] }>;
export type Sort = Record<string, 'asc' | 'desc'>;

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
  }),
});
export type BookHit = v.InferOutput<typeof BookHitSchema>;

/** Option counts per filter ({ language: { Bangla: 120, English: 40 } }). */
const FilterCountsSchema = v.record(v.string(), v.record(v.string(), v.number()));
export type FilterCounts = v.InferOutput<typeof FilterCountsSchema>;

const ResultSchema = v.object({ id: v.string(), data: v.function() });
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

let loading: Promise<PagefindModule> | undefined;

function isModule(value: unknown): value is PagefindModule {
  if (typeof value !== 'object' || value === null) return false;
  const module = value as Record<string, unknown>;
  return ['options', 'init', 'search', 'filters'].every((name) => typeof module[name] === 'function');
}

/** Loads the index's entry script once; a failure is remembered only until the next call. */
export function loadPagefind(): Promise<PagefindModule> {
  loading ??= (async () => {
    // A runtime URL, not a module of this bundle: the index is written after the build.
    const module: unknown = await import(/* @vite-ignore */ `${location.origin}/pagefind/pagefind.js`);
    if (!isModule(module)) throw new Error('search index: unexpected pagefind.js');
    await module.options(INDEX_OPTIONS);
    await module.init();
    return module;
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
  const pagefind = await loadPagefind();
  if (options.counts) await inTurn(() => pagefind.filters());
  return searchIndex(pagefind, terms, { filters: options.filters, sort: options.sort });
}

/** searchBooks on a loaded index (the tests load one in Node). */
export async function searchIndex(pagefind: PagefindModule, terms: SearchTerms | null, options: { filters?: Filters; sort?: Sort } = {}): Promise<SearchPage> {
  const response = v.parse(SearchResponseSchema, await searchInTurn(pagefind, terms?.keys ?? null, options));
  let results = response.results;
  const first = results[0];
  if (terms !== null && first) {
    // Pagefind's stand-in for a word it does not have shows in every result: check one.
    const hit = v.parse(BookHitSchema, await first.data());
    if (!allTermsFound(terms.keys.split(' '), hit.content)) return NOTHING;
    // An order the shopper chose stands; otherwise the words as typed come first.
    if (!options.sort && terms.literal !== '' && terms.literal !== terms.keys) {
      results = relevanceOrder(results, await literalMatches(pagefind, terms.literal, options.filters));
    }
  }
  return {
    total: results.length,
    counts: response.filters,
    load: async (from, to) => {
      const slice = results.slice(from, to);
      const data = await Promise.all(slice.map((result) => (result.data as () => Promise<unknown>)()));
      return data.map((item) => v.parse(BookHitSchema, item));
    },
  };
}

/** The books whose indexed words start with the words as typed; none when Pagefind stood in a shorter word. */
async function literalMatches(pagefind: PagefindModule, literal: string, filters: Filters | undefined): Promise<Set<string>> {
  const response = v.parse(SearchResponseSchema, await searchInTurn(pagefind, literal, filters ? { filters } : {}));
  const first = response.results[0];
  if (!first) return new Set();
  const hit = v.parse(BookHitSchema, await first.data());
  return allTermsFound(literal.split(' '), hit.content) ? new Set(response.results.map((result) => result.id)) : new Set();
}
