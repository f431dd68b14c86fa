/**
 * One book as the static search index holds it: the text it is found by, what
 * a result shows, and its filter and sort values. Pure, so the build endpoint
 * and the tests share it.
 */
import type { Product } from '../api/schemas/product.ts';
import { bookPath } from '../links.ts';
import { discountPercent } from '../discount.ts';
import { toPaisa } from '../money.ts';
import { cardBookJson } from './card-book.ts';
import { priceBandsOf, ratingValuesOf } from './facets.ts';

export type BookRecord = {
  url: string;
  /** What the book is found by; the indexer folds it for search. */
  content: string;
  meta: Record<string, string>;
  filters: Record<string, string[]>;
  sort: Record<string, string>;
};

/** Latin spellings of authors, by id (the authors list carries them; a book's writers do not). */
export type LatinNames = ReadonlyMap<number, string>;

/** Every book's record, with its writers' Latin names from the authors list. */
export function bookRecords(products: readonly Product[], authors: readonly { id: number; name_en: string }[]): BookRecord[] {
  const latin: LatinNames = new Map(authors.map((author) => [author.id, author.name_en]));
  return products.map((product) => bookRecord(product, latin));
}

export function bookRecord(product: Product, latinNames: LatinNames): BookRecord {
  const writers = product.writers.map((writer) => writer.name);
  const writersLatin = product.writers.map((writer) => latinNames.get(writer.id) ?? '').filter(Boolean);
  const sellingPaisa = toPaisa(product.selling_price);
  const content = [
    product.name,
    product.name_en,
    ...writers,
    ...writersLatin,
    product.publisher.name,
    ...product.categories.map((c) => c.name),
  ]
    .filter(Boolean)
    .join(' \n');
  return {
    url: bookPath(product.slug),
    content,
    meta: {
      title: product.name,
      title_en: product.name_en,
      authors: writers.join(', '),
      image: product.base_image.path,
      price: product.selling_price.amount,
      price_formatted: product.selling_price.formatted,
      ...(product.special_price ? { old_price_formatted: product.price.formatted } : {}),
      in_stock: product.in_stock ? 'yes' : 'no',
      id: String(product.id),
      // Everything the results page's card shows, validated again in the browser.
      card: cardBookJson(product),
    },
    filters: {
      category: product.categories.map((c) => c.slug),
      publisher: [product.publisher.slug],
      author: product.writers.map((writer) => String(writer.id)),
      language: [product.language],
      price: priceBandsOf(sellingPaisa / 100),
      rating: ratingValuesOf(product.average_rating),
    },
    sort: {
      // Numbers as strings (Pagefind sorts numerically when every value is a number).
      price: String(sellingPaisa),
      discount: String(discountPercent(product)),
      date: String(Date.parse(product.created_at)),
      // Best Seller: the shop's API has no sales count; reviews are the closest public signal.
      sales: String(product.reviews_count),
      rating: product.average_rating.toFixed(2),
    },
  };
}
