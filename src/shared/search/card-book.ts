/**
 * What a book card needs (name, cover, writers with their ids, prices, stock,
 * the New badge, the cart's fields): the search index carries it as one meta
 * value, so search results render in the same card markup as every listing.
 */
import * as v from 'valibot';
import { ProductSchema, type Product } from '../api/schemas/product.ts';

/** The fields a book card shows or carries (its cart button's too): what a card's change is. */
export const CARD_FIELDS = [
  'id',
  'slug',
  'name',
  'base_image',
  'writers',
  'price',
  'special_price',
  'selling_price',
  'in_stock',
  'is_new',
] as const;

export const CardBookSchema = v.pick(ProductSchema, CARD_FIELDS);
export type CardBook = v.InferOutput<typeof CardBookSchema>;

export function cardBookJson(product: Product): string {
  return JSON.stringify(cardFields(product));
}

/** The card's fields of a book, in CARD_FIELDS order. */
export function cardFields<T extends Partial<Record<(typeof CARD_FIELDS)[number], unknown>>>(book: T): Partial<T> {
  return Object.fromEntries(CARD_FIELDS.filter((field) => field in book).map((field) => [field, book[field]])) as Partial<T>;
}
