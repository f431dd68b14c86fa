/**
 * The keys of what a prebuilt page shows, in one place: the build records them
 * per page (page-deps.ts, catalog.ts) and a live update derives the same keys
 * from the answers it revalidates (publishing/rebuild/incremental), so a page
 * renders again exactly when one of its keys changed. `<answer>` is an answer
 * key, `<api>:<path>` without the query (`shop:categories/novel`).
 */
export const depKey = {
  /** The whole answer (`a:shop:homepage/slider`). */
  answer: (answer: string): string => `a:${answer}`,
  /** A list answer's members and order, and its own fields, not the books' details (`m:shop:categories/novel`). */
  members: (answer: string): string => `m:${answer}`,
  /** Every record of a list: a page ranking all books (`e:shop:products`). */
  everyRecord: (answer: string): string => `e:${answer}`,
  /** A list's names and links without its book counts (menus, filters: `n:shop:authors`). */
  names: (answer: string): string => `n:${answer}`,
  /** One later page of a listing (listing-chunks.ts): its books and its neighbours' names (`l:shop:categories/novel@pother-panchali`). */
  listingPage: (answer: string, from: string): string => `l:${answer}@${from}`,
  /** One entry's book count in a list of authors, publishers or categories, by its id (`k:shop:authors#12`): a directory card shows it. */
  count: (answer: string, id: string | number): string => `k:${answer}#${id}`,
  /** One book's card (name, price, stock, rating…), from the page's links to the book (`c:pother-panchali`). */
  card: (slug: string): string => `c:${slug}`,
};

/** Whether a key is a book card's. */
export const isCardKey = (key: string): boolean => key.startsWith('c:');
