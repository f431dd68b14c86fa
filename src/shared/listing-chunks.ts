/**
 * How a prebuilt book listing is cut into pages (decision 0017). A page ends
 * where its books say, not where a count says: a book whose slug hashes to a
 * cut point starts a new page once the page holds PAGE_MIN books; failing one
 * by PAGE_MAX, the book of lowest hash in that stretch does. A book added or removed therefore changes
 * the page it is on and, rarely, the next one or two, never every later page
 * as counting 40 a page from the newest book did. Pages hold 25 to 60 books
 * (the last may hold fewer), about 39 on average; a listing of 40 or fewer is one page.
 *
 * A later page is named by its first book (`from`), so its address stays while
 * books come and go elsewhere. Pure, shared by the build (routes and pages)
 * and the live update (which pages changed).
 */
import { BOOKS_PER_PAGE, pageCount } from './pagination.ts';

export const PAGE_MIN = 25;
export const PAGE_MAX = 60;
/** One book in CUT_ODDS starts a page: with PAGE_MIN and PAGE_MAX, pages average about BOOKS_PER_PAGE. */
export const CUT_ODDS = 24;

/** One page of a listing: its books are slugs[start, end). `from` names a later page; the first page has none. */
export type ListingChunk = { readonly from: string | null; readonly start: number; readonly end: number };

/**
 * The numbered pages that counting 40 a page gave a listing beyond its first
 * (a listing of 300 books had /page/2/ to /page/8/): addresses that shoppers
 * and search engines may hold, so they still answer, by sending the browser
 * to the listing's first page.
 */
export function numberedLaterPages(total: number): number[] {
  return Array.from({ length: pageCount(total) - 1 }, (_, i) => i + 2);
}

/** FNV-1a, 32 bits, with MurmurHash3's finaliser (slugs differ in their last characters): fixed, so every build and live update cuts alike. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return (hash ^ (hash >>> 16)) >>> 0;
}

const hashOf = (slug: string) => fnv1a(slug.normalize('NFC'));
const isCut = (hash: number) => hash % CUT_ODDS === 0;

/**
 * Whether a book starts a new page when the page before it is long enough.
 * @internal exported for its unit test: the cut rule is what keeps a new book's pages few.
 */
export function startsPage(slug: string): boolean {
  return isCut(hashOf(slug));
}

/**
 * Where the page starting at `start` ends: before the first book past PAGE_MIN
 * that starts pages; failing one within PAGE_MAX, before the book of lowest
 * hash in that stretch, which is chosen by the books too, so a shift of one
 * book upstream moves no later page's start.
 */
function pageEnd(hashes: readonly number[], start: number): number {
  const limit = Math.min(hashes.length, start + PAGE_MAX);
  let lowest = -1;
  for (let i = start + PAGE_MIN; i < limit; i += 1) {
    const hash = hashes[i] ?? 0;
    if (isCut(hash)) return i;
    if (lowest < 0 || hash < (hashes[lowest] ?? 0)) lowest = i;
  }
  // No book within reach starts a page: the rest is one page when it fits, else the lowest hash cuts.
  return hashes.length - start <= PAGE_MAX ? hashes.length : lowest;
}

/** The pages of a listing whose books are `slugs`, in order (newest first). */
export function listingChunks(slugs: readonly string[]): ListingChunk[] {
  if (slugs.length <= BOOKS_PER_PAGE) return [{ from: null, start: 0, end: slugs.length }];
  const chunks: ListingChunk[] = [];
  const hashes = slugs.map(hashOf);
  let start = 0;
  while (start < slugs.length) {
    const end = pageEnd(hashes, start);
    chunks.push({ from: start === 0 ? null : (slugs[start] ?? null), start, end });
    start = end;
  }
  return chunks;
}

/** What a later page shows of its listing: its books and its neighbours' names (its Previous and Next). */
function signatures(slugs: readonly string[]): Map<string, string> {
  const chunks = listingChunks(slugs);
  const result = new Map<string, string>();
  chunks.forEach((chunk, index) => {
    if (chunk.from === null) return;
    const neighbour = (other: ListingChunk | undefined) => (other === undefined ? '-' : (other.from ?? ''));
    result.set(
      chunk.from,
      JSON.stringify([neighbour(chunks[index - 1]), slugs.slice(chunk.start, chunk.end), neighbour(chunks[index + 1])]),
    );
  });
  return result;
}

/**
 * The later pages (by `from`) whose books or neighbours differ between two
 * versions of a listing, or that only one of them has: the live update renders
 * these of a listing whose members changed (the first page it renders always).
 */
export function changedChunks(before: readonly string[], after: readonly string[]): string[] {
  const old = signatures(before);
  const now = signatures(after);
  const changed = new Set<string>();
  for (const [from, signature] of now) if (old.get(from) !== signature) changed.add(from);
  for (const from of old.keys()) if (!now.has(from)) changed.add(from);
  return [...changed];
}
