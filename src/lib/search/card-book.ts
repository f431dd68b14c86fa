/**
 * What a book card needs (name, cover, writers with their ids, prices, stock,
 * the New badge, the cart's fields): the search index carries it as one meta
 * value, so search results render in the same card markup as every listing.
 */
import * as v from 'valibot';
import { ProductSchema, type Product } from '../api/schemas/product.ts';

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
