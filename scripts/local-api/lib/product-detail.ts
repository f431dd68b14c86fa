import type { DatabaseSync } from 'node:sqlite';
import { presentProducts, type WireProduct } from './products.ts';
import { escapeXml } from './svg-kit.ts';

/** Most related books a detail page lists. */
export const RELATED_LIMIT = 10;

export type WireReview = { id: number; reviewer_name: string; created_at: string; rating: number; comment: string };

/** A book as its detail page shows it (ProductDetailSchema in src/lib/api/schemas/shop.ts). */
export type WireProductDetail = WireProduct & {
  description: string;
  attributes: { name: string; value: string }[];
  reviews: WireReview[];
  related: { products: WireProduct[] };
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

function reviews(db: DatabaseSync, productId: number): WireReview[] {
  return db
    .prepare(
      `SELECT id, reviewer_name, created_at, rating, comment FROM reviews
        WHERE product_id = ? ORDER BY created_at DESC, id DESC`,
    )
    .all(productId) as WireReview[];
}

/**
 * Other books sharing an author (worth 2) or a category (worth 1) with the book,
 * best score first, then the best sellers, then by id: the same data always
 * gives the same list.
 */
export function relatedProductIds(db: DatabaseSync, productId: number, limit = RELATED_LIMIT): number[] {
  const rows = db
    .prepare(
      `SELECT p.id FROM (
           SELECT pa2.product_id AS pid, 2 AS weight
             FROM product_authors pa1 JOIN product_authors pa2 ON pa2.author_id = pa1.author_id
            WHERE pa1.product_id = ? AND pa2.product_id <> pa1.product_id
           UNION ALL
           SELECT pc2.product_id, 1
             FROM product_categories pc1 JOIN product_categories pc2 ON pc2.category_id = pc1.category_id
            WHERE pc1.product_id = ? AND pc2.product_id <> pc1.product_id
         ) shared JOIN products p ON p.id = shared.pid
        GROUP BY p.id
        ORDER BY SUM(shared.weight) DESC, p.sold_count DESC, p.id ASC
        LIMIT ?`,
    )
    .all(productId, productId, limit) as { id: number }[];
  return rows.map((row) => row.id);
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
    reviews: reviews(db, row.id),
    related: { products: presentProducts(db, relatedProductIds(db, row.id), origin) },
  };
}
