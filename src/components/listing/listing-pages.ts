import { pageCount } from '../../lib/pagination.ts';

/**
 * The page numbers a listing needs beyond its first: page 1 is the listing's
 * own path, so a listing of 300 books has /page/2/ to /page/8/.
 */
export function laterPages(total: number): number[] {
  return Array.from({ length: pageCount(total) - 1 }, (_, i) => i + 2);
}

/** "1 book", "87 books". */
export function bookCountLabel(count: number): string {
  return count === 1 ? '1 book' : `${count} books`;
}

/** A listing's title with its page: "উপন্যাস", "উপন্যাস — Page 2". */
export function pagedTitle(title: string, page: number): string {
  return page > 1 ? `${title} — Page ${page}` : title;
}

/** A listing's description with its page: "…at বইবাজার." on page 1, "…at বইবাজার (page 2)." after. */
export function pagedDescription(description: string, page: number): string {
  return page > 1 ? `${description} (page ${page}).` : `${description}.`;
}
