import type { Locale } from '#shared/i18n/locale.ts';
import { bookCounts } from '#shared/i18n/messages/book-count.ts';

/** Where an old numbered page sends the browser: its listing's first page ("/books/categories/novel/page/3/" → "/books/categories/novel/"). */
export function numberedPageTarget(path: string): string {
  return path.replace(/page\/\d+\/?$/, '');
}

/** "1 book", "87 books"; "৮৭টি বই". */
export function bookCountLabel(count: number, locale: Locale = 'en'): string {
  return bookCounts[locale].bookCount(count);
}
