/**
 * The category side panel's rows for a listing: how many of the listing's own
 * books each category holds, in the catalogue's order of categories, leaving
 * out the categories with none (issue 15: an author's 14 books must not show
 * the whole shop's 87 novels).
 */
type Named = { slug: string; name: string };
type Book = { categories: readonly Named[] };

export type CategoryRow = Named & { count: number };

const memo = new WeakMap<readonly Book[], Map<string, number>>();

/** Books per category slug; remembered per list, as every page of a listing shows the same panel. */
function countsOf(books: readonly Book[]): Map<string, number> {
  let counts = memo.get(books);
  if (!counts) {
    counts = new Map();
    for (const book of books) {
      for (const category of book.categories) counts.set(category.slug, (counts.get(category.slug) ?? 0) + 1);
    }
    memo.set(books, counts);
  }
  return counts;
}

export function categoryRows(order: readonly Named[], books: readonly Book[]): CategoryRow[] {
  const counts = countsOf(books);
  return order.flatMap((category) => {
    const count = counts.get(category.slug) ?? 0;
    return count > 0 ? [{ slug: category.slug, name: category.name, count }] : [];
  });
}

/** What the side panel shows, by the kind of listing. */
export type CategoryPanelFor<B extends Book = Book> =
  /** All books: every category with its books, linking to its listing. */
  | { kind: 'catalogue'; books: readonly B[] }
  /** A category's listing: every category by name (their counts are other listings'), this one marked. */
  | { kind: 'siblings'; current: string }
  /** An author's or publisher's listing: the categories of its own books, each narrowing this listing. */
  | { kind: 'within'; books: readonly B[]; listingPath: string }
  /** The search page: counts of the books found, written by its script. */
  | { kind: 'search' };
