/**
 * The search index's delta (/search-index/delta.json): the books that changed
 * since the main indexes (Pagefind's and the quick index) were built, so that a
 * live update brings search in step with the pages in seconds instead of
 * indexing the whole catalogue again. Written by the rebuild
 * (publishing/search/search-delta.ts), read by both browser clients, which hide
 * the main indexes' entries of those books and match the delta's own books
 * themselves. A full index writes an empty delta. Why a delta, and why the
 * browser matches it: docs/decisions/0015-search-delta.md.
 */
import * as v from 'valibot';
import { QUICK_INDEX_DIR, QuickBookSchema } from './quick-format.ts';

export const SEARCH_DELTA_PATH = `/${QUICK_INDEX_DIR}/delta.json`;

const SitePath = v.pipe(
  v.string(),
  v.startsWith('/'),
  v.check((path) => !path.startsWith('//'), 'a path on this site'),
);

/** A book added or changed since the main indexes: everything either index would hold of it. */
export const DeltaBookSchema = v.object({
  url: SitePath,
  /** The text it is found by, folded as the indexes fold it (searchableText). */
  text: v.string(),
  /** Pagefind's fields of a hit (what BookHitSchema reads). */
  meta: v.record(v.string(), v.string()),
  filters: v.record(v.string(), v.array(v.string())),
  /** Sort values as the main index's records hold them (numbers as strings). */
  sort: v.record(v.string(), v.string()),
  /** What a quick index result shows. */
  quick: QuickBookSchema,
});
export type DeltaBook = v.InferOutput<typeof DeltaBookSchema>;

/** A main-index entry that must not show: the book changed (its new self is in `books`) or is gone. */
export const HiddenEntrySchema = v.object({
  url: SitePath,
  /** Pagefind's result id of its entry (the fragment's name). */
  pagefind: v.string(),
  /** Its doc in the quick index. */
  doc: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type HiddenEntry = v.InferOutput<typeof HiddenEntrySchema>;

export const SearchDeltaSchema = v.object({
  /** The quick index's version (its manifest's) the delta applies to; another version means the delta is not for it. */
  base: v.string(),
  books: v.array(DeltaBookSchema),
  hidden: v.array(HiddenEntrySchema),
});
export type SearchDelta = v.InferOutput<typeof SearchDeltaSchema>;

export function emptyDelta(base: string): SearchDelta {
  return { base, books: [], hidden: [] };
}
