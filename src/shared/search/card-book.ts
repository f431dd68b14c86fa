/**
 * A book's card fields (src/shared/api/schemas/card.ts) as the search index and the build carry
 * them: one JSON meta value, in CARD_FIELDS order.
 */
import { CARD_FIELDS } from '../api/schemas/card.ts';
import type { Product } from '../api/schemas/product.ts';

export function cardBookJson(product: Product): string {
  return JSON.stringify(cardFields(product));
}

/** The card's fields of a book, in CARD_FIELDS order. */
export function cardFields<T extends Partial<Record<(typeof CARD_FIELDS)[number], unknown>>>(book: T): Partial<T> {
  return Object.fromEntries(CARD_FIELDS.filter((field) => field in book).map((field) => [field, book[field]])) as Partial<T>;
}
