import type { Product } from './api/schemas/product.ts';

/**
 * What an Add to cart button carries for the cart (CartProductSchema's fields),
 * serialized into a data attribute at build time. Astro escapes attribute
 * values, and the script validates it again before use.
 */
export function cartProductJson(
  product: Pick<Product, 'id' | 'slug' | 'name' | 'base_image' | 'writers' | 'price' | 'special_price' | 'selling_price' | 'in_stock'>,
): string {
  const { id, slug, name, base_image, writers, price, special_price, selling_price, in_stock } = product;
  return JSON.stringify({ id, slug, name, base_image, writers, price, special_price, selling_price, in_stock });
}
