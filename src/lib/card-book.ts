/**
 * The part of a book a listing card shows and its Add to cart button carries.
 * The search index stores it as JSON beside each book, so a filtered listing
 * drawn in the browser renders the very card a prebuilt page does; the
 * browser validates it before use.
 */
import * as v from 'valibot';
import { ProductSchema, type Product } from './api/schemas/product.ts';

export const CardBookSchema = v.pick(ProductSchema, [
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
]);
export type CardBook = v.InferOutput<typeof CardBookSchema>;

export function cardBookJson(product: Product): string {
  const { id, slug, name, base_image, writers, price, special_price, selling_price, in_stock, is_new } = product;
  return JSON.stringify({ id, slug, name, base_image, writers, price, special_price, selling_price, in_stock, is_new });
}

/** A card's book from its stored JSON; null when it is missing or not a card's book. */
export function parseCardBook(json: string | undefined): CardBook | null {
  if (json === undefined) return null;
  try {
    const parsed = v.safeParse(CardBookSchema, JSON.parse(json));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
