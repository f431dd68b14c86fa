/**
 * The sidebar's choices as the address holds them (?sort=price-asc&language=Bangla&price=150-400&page=2),
 * parsed with valibot so a hand-edited or stale address never breaks a page:
 * each unknown or malformed value is dropped on its own, the rest still apply.
 * Pure, so the listing script and the unit tests share it.
 */
import * as v from 'valibot';
import { SlugSchema } from '../api/schemas/common.ts';
import { pageFromQuery } from './page-param.ts';
import { LANGUAGES, PRICE_BANDS, RATINGS, SORTS, priceBandValue, type SortValue } from './facets.ts';

export type Language = (typeof LANGUAGES)[number];

export type ListingState = {
  sort?: SortValue;
  category?: string;
  publisher?: string;
  /** An author's id, as the index's author filter holds it. */
  author?: string;
  language: Language[];
  price?: string;
  rating?: string;
  /** The page of the filtered results (40 a page); 1 when absent. */
  page: number;
};

/** The sidebar's groups that narrow the books (sort and page only order and split them). */
export const FILTER_KEYS = ['category', 'publisher', 'author', 'language', 'price', 'rating'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const SortSchema = v.picklist(SORTS.map(([value]) => value));
const IdSchema = v.pipe(v.string(), v.maxLength(12), v.regex(/^[1-9]\d*$/));
const LanguageSchema = v.picklist(LANGUAGES);
const PriceSchema = v.picklist(PRICE_BANDS.map(priceBandValue));
const RatingSchema = v.picklist(RATINGS.map(String));

function valid<T>(schema: v.GenericSchema<string, T>, value: string | null): T | undefined {
  if (value === null) return undefined;
  const parsed = v.safeParse(schema, value);
  return parsed.success ? parsed.output : undefined;
}

export function emptyState(): ListingState {
  return { language: [], page: 1 };
}

export function parseListingState(query: string | URLSearchParams): ListingState {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const single = (name: string) => params.get(name)?.normalize('NFC') ?? null;
  const languages = params.getAll('language').flatMap((value) => valid(LanguageSchema, value) ?? []);
  const state: ListingState = {
    sort: valid(SortSchema, single('sort')),
    category: valid(SlugSchema, single('category')),
    publisher: valid(SlugSchema, single('publisher')),
    author: valid(IdSchema, single('author')),
    language: LANGUAGES.filter((language) => languages.includes(language)),
    price: valid(PriceSchema, single('price')),
    rating: valid(RatingSchema, single('rating')),
    page: pageFromQuery(params),
  };
  return state;
}

/** The address query for a state, without "?": "" for the prebuilt listing. */
export function serializeListingState(state: ListingState): string {
  const params = new URLSearchParams();
  for (const key of ['sort', 'category', 'publisher', 'author'] as const) {
    const value = state[key];
    if (value) params.set(key, value);
  }
  for (const language of state.language) params.append('language', language);
  if (state.price) params.set('price', state.price);
  if (state.rating) params.set('rating', state.rating);
  if (isActive(state) && state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

/** A listing's address narrowed to one category (the side panel's links on author, publisher and search pages). */
export function narrowedToCategory(listingPath: string, slug: string): string {
  return `${listingPath}?${serializeListingState({ ...emptyState(), category: slug })}`;
}

/** Whether anything is chosen: otherwise the prebuilt page is the answer. */
export function isActive(state: ListingState): boolean {
  return state.sort !== undefined || FILTER_KEYS.some((key) => (key === 'language' ? state.language.length > 0 : state[key] !== undefined));
}

/** What the index is asked: Pagefind's filters (AND between keys; `any` is OR) and sort. */
export type IndexFilter = string[] | { any: string[] };
export type IndexQuery = { filters: Record<string, IndexFilter>; sort: Record<string, 'asc' | 'desc'> };

/** The page's own listing (a category page lists one category), always applied. */
export type Scope = { key: 'category' | 'publisher' | 'author'; value: string } | null;

const SORT_KEYS: Record<SortValue, Record<string, 'asc' | 'desc'>> = {
  'best-seller': { sales: 'desc' },
  'new-released': { date: 'desc' },
  'price-asc': { price: 'asc' },
  'price-desc': { price: 'desc' },
  'discount-asc': { discount: 'asc' },
  'discount-desc': { discount: 'desc' },
};

/**
 * The index query for a state within a scope. `without` leaves one group out:
 * the counts beside a group's options are those of the other choices, so
 * picking another price band shows how many books it would give.
 * `relevance` keeps the index's own order when no sort is chosen (a search);
 * listings are otherwise newest first, as the prebuilt pages are.
 */
export function indexQuery(state: ListingState, scope: Scope, options: { without?: FilterKey; relevance?: boolean } = {}): IndexQuery {
  // Every group is named, empty when unchosen: Pagefind counts the options only of the groups a query names.
  const filters: Record<string, IndexFilter> = Object.fromEntries(FILTER_KEYS.map((key) => [key, []]));
  const add = (key: FilterKey, value: string) => {
    const current = filters[key];
    filters[key] = Array.isArray(current) ? [...current, value] : [value];
  };
  if (scope) add(scope.key, scope.value);
  for (const key of ['category', 'publisher', 'author', 'price', 'rating'] as const) {
    const value = state[key];
    if (value && key !== options.without) add(key, value);
  }
  if (state.language.length > 0 && options.without !== 'language') filters.language = { any: [...state.language] };
  const sort = state.sort ? SORT_KEYS[state.sort] : options.relevance ? {} : SORT_KEYS['new-released'];
  return { filters, sort };
}
