import type { Locale } from '#shared/i18n/locale.ts';
import { listingCounts } from '#shared/i18n/messages/listing-counts.ts';

/** Where an old numbered page sends the browser: its listing's first page ("/books/categories/novel/page/3/" → "/books/categories/novel/"). */
export function numberedPageTarget(path: string): string {
  return path.replace(/page\/\d+\/?$/, '');
}

/** "1 book", "87 books"; "৮৭টি বই". */
export function bookCountLabel(count: number, locale: Locale = 'en'): string {
  return listingCounts[locale].bookCount(count);
}
