/**
 * One object per book across the build's lists. Every book arrives in the
 * all-books pages and again in its authors', categories' and publisher's
 * lists; at 100,000 books those copies held 3 GB in the build. A book equal,
 * field for field, to one already seen is replaced by that one; a book that
 * differs (the API changed it between two calls) keeps its own copy, so a page
 * always shows exactly the answer it read.
 */
import type { Product } from '#shared/api/schemas/shop.ts';

const seen = new Map<string, Product>();

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  const bRecord = b as Record<string, unknown>;
  return aKeys.every((key) => Object.hasOwn(bRecord, key) && sameJson((a as Record<string, unknown>)[key], bRecord[key]));
}

export function shareBook(book: Product): Product {
  const known = seen.get(book.slug);
  if (known === undefined) {
    seen.set(book.slug, book);
    return book;
  }
  return sameJson(known, book) ? known : book;
}

export function shareBooks(books: readonly Product[]): Product[] {
  return books.map(shareBook);
}

/** A list answer with its books shared. */
export function withSharedBooks<T extends { products: Product[] }>(answer: T): T {
  return { ...answer, products: shareBooks(answer.products) };
}
