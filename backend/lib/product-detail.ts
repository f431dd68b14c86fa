import type { DatabaseSync } from 'node:sqlite';
import { presentProducts, type WireProduct } from './products.ts';
import { reviewsOfBook, type WireReview } from './reviews.ts';
import { restockWaiting } from './restock-requests.ts';
import { escapeXml } from './svg-kit.ts';

/** Most related books a detail page lists. */
export const RELATED_LIMIT = 10;

/** A book as its detail page shows it (ProductDetailSchema in src/shared/api/schemas/shop.ts). */
export type WireProductDetail = WireProduct & {
  description: string;
  attributes: { name: string; value: string }[];
  reviews: WireReview[];
  related: { products: WireProduct[] };
  /** How many readers asked to be told when it is back (an optional extension, lib/restock-requests.ts). */
  restock_waiting: number;
};

type DetailRow = {
  id: number;
  description: string;
  isbn: string;
  pages: number;
  edition: string;
  language: string;
  country: string;
  year: number | null;
  publisher: string;
};

/** Description HTML: stored HTML as is, plain text escaped into paragraphs. */
export function descriptionHtml(stored: string): string {
  if (/<[a-z][\s\S]*>/i.test(stored)) return stored;
  return stored
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map((paragraph) => `<p>${escapeXml(paragraph)}</p>`)
    .join('\n');
}

function attributes(row: DetailRow): { name: string; value: string }[] {
  const rows = [
    { name: 'ISBN', value: row.isbn },
    { name: 'Pages', value: String(row.pages) },
    { name: 'Edition', value: row.edition },
    { name: 'Language', value: row.language },
    { name: 'Country', value: row.country },
    { name: 'Publisher', value: row.publisher },
  ];
  if (row.year !== null) rows.push({ name: 'Year', value: String(row.year) });
  return rows.filter((attribute) => attribute.value !== '');
}

/**
 * The author's other books, best sellers first, then the best sellers of the
 * book's categories; ties by id, so the same data always gives the same list.
 * The categories' query reads the best-seller index in order and stops at the
 * limit (a category holds many books), so a detail costs about the same at any
 * catalogue size: ranking every book of a category by how much it shared took
 * 45 ms a book at 100,000 books, and the build asks for every book.
 */
export function relatedProductIds(db: DatabaseSync, productId: number, limit = RELATED_LIMIT): number[] {
  // An author has few books: read them all through the author index, then sort.
  const byAuthor = db
    .prepare(
      `SELECT DISTINCT p.id, p.sold_count FROM product_authors mine
         JOIN product_authors theirs ON theirs.author_id = mine.author_id
         JOIN products p ON p.id = theirs.product_id
        WHERE mine.product_id = ? AND p.id <> ?
        ORDER BY p.sold_count DESC, p.id ASC
        LIMIT ?`,
    )
    .all(productId, productId, limit) as { id: number }[];
  const ids = byAuthor.map((row) => row.id);
  if (ids.length >= limit) return ids;
  const byCategory = db
    .prepare(
      `SELECT p.id FROM products p
        WHERE p.id <> ?
          AND EXISTS (SELECT 1 FROM product_categories pc
                       WHERE pc.product_id = p.id
                         AND pc.category_id IN (SELECT category_id FROM product_categories WHERE product_id = ?))
        ORDER BY p.sold_count DESC, p.id ASC
        LIMIT ?`,
    )
    .all(productId, productId, limit + ids.length) as { id: number }[];
  const listed = new Set(ids);
  for (const { id } of byCategory) {
    if (ids.length >= limit) break;
    if (!listed.has(id)) ids.push(id);
  }
  return ids;
}

/** The detail of the book with this slug, or null when there is none. */
export function presentProductDetail(db: DatabaseSync, slug: string, origin: string): WireProductDetail | null {
  const row = db
    .prepare(
      `SELECT p.id, p.description, p.isbn, p.pages, p.edition, p.language, p.country, p.year, pub.name AS publisher
         FROM products p JOIN publishers pub ON pub.id = p.publisher_id WHERE p.slug = ?`,
    )
    .get(slug) as DetailRow | undefined;
  if (!row) return null;
  const [product] = presentProducts(db, [row.id], origin);
  if (!product) return null;
  return {
    ...product,
    description: descriptionHtml(row.description),
    attributes: attributes(row),
    reviews: reviewsOfBook(db, row.id),
    related: { products: presentProducts(db, relatedProductIds(db, row.id), origin) },
    restock_waiting: restockWaiting(db, row.id),
  };
}
