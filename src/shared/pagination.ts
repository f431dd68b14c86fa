/** Book lists: 40 a page; 40 or fewer books are one page with no pagination. */
export const BOOKS_PER_PAGE = 40;

export function pageCount(total: number, perPage = BOOKS_PER_PAGE): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The items of page `page` (1-based). */
export function pageSlice<T>(items: readonly T[], page: number, perPage = BOOKS_PER_PAGE): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}
