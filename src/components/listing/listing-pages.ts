import type { Locale } from '../../lib/i18n/locale.ts';
import { listing } from '../../lib/i18n/messages/listing.ts';
import { pageCount } from '../../lib/pagination.ts';

/**
 * The page numbers a listing needs beyond its first: page 1 is the listing's
 * own path, so a listing of 300 books has /page/2/ to /page/8/.
 */
export function laterPages(total: number): number[] {
  return Array.from({ length: pageCount(total) - 1 }, (_, i) => i + 2);
}

/** "1 book", "87 books"; "৮৭টি বই". */
export function bookCountLabel(count: number, locale: Locale = 'en'): string {
  return listing[locale].bookCount(count);
}

/** A listing's title with its page: "উপন্যাস", "উপন্যাস — Page 2" ("— পৃষ্ঠা ২" in Bangla). */
export function pagedTitle(title: string, page: number, locale: Locale = 'en'): string {
  return page > 1 ? listing[locale].pageTitle(title, page) : title;
}

/** A listing's description with its page: "…at বইবাজার." on page 1, "…at বইবাজার (page 2)." after; the Bangla ends with "।". */
export function pagedDescription(description: string, page: number, locale: Locale = 'en'): string {
  return listing[locale].pageDescription(description, page);
}
