import type { DatabaseSync } from 'node:sqlite';
import { money, type WireMoney } from './money.ts';
import { absoluteImage } from './http.ts';
import { previewPath } from './preview-pages.ts';

/** A book as the shop API sends it in every list (ProductSchema in src/shared/api/schemas/shop.ts). */
export type WireProduct = {
  id: number;
  slug: string;
  name: string;
  name_en: string;
  files: { path: string }[];
  base_image: { path: string };
  writers: { id: number; name: string }[];
  categories: { id: number; name: string; slug: string }[];
  publisher: { id: number; name: string; slug: string };
  price: WireMoney;
  special_price: WireMoney | null;
  selling_price: WireMoney;
  in_stock: boolean;
  language: 'Bangla' | 'English';
  average_rating: number;
  reviews_count: number;
  is_new: boolean;
  created_at: string;
};

type ProductRow = {
  id: number;
  slug: string;
  name: string;
  name_en: string;
  price: number;
  special_price: number | null;
  stock: number;
  language: 'Bangla' | 'English';
  created_at: string;
  publisher_id: number;
  publisher_name: string;
  publisher_slug: string;
  rating_sum: number | null;
  rating_count: number;
  preview_pages: number;
};

/**
 * The NEW_BOOKS newest books (by created_at, then id) wear the "new" badge.
 * Counted, not timed: a build of the same data always shows the same badges,
 * whatever the day, and a book added or removed flips at most one other
 * book's badge (a window of days after the newest book flipped every book a
 * quiet month had aged out of it: 8,214 pages for one new book at 10,000
 * books). The change feed's triggers (db/change-triggers.ts) name the flips.
 */
export const NEW_BOOKS = 60;

/** The oldest book that is still new, as `(created_at, id)`; null while the shop has fewer than NEW_BOOKS books (all are new). */
function newThreshold(db: DatabaseSync): { created_at: string; id: number } | null {
  const row = db.prepare('SELECT created_at, id FROM products ORDER BY created_at DESC, id DESC LIMIT 1 OFFSET ?').get(NEW_BOOKS - 1) as
    { created_at: string; id: number } | undefined;
  return row ?? null;
}

export function coverPath(slug: string): string {
  return `/api/v1/covers/${slug}.webp`;
}

/** Selling price in paisa: the special price when the book is on offer. */
export function sellingPaisa(row: { price: number; special_price: number | null }): number {
  return row.special_price ?? row.price;
}

/**
 * Loads and shapes the given books, in the order of `ids` (missing ids are
 * skipped). Batched: four queries whatever the number of books.
 */
export function presentProducts(db: DatabaseSync, ids: readonly number[], origin: string): WireProduct[] {
  if (ids.length === 0) return [];
  const threshold = newThreshold(db);
  // created_at is an ISO-8601 text as toISOString writes it: comparing texts compares moments.
  const isNew = (row: { created_at: string; id: number }) =>
    threshold === null || row.created_at > threshold.created_at || (row.created_at === threshold.created_at && row.id >= threshold.id);
  const idJson = JSON.stringify(ids);
  const rows = db
    .prepare(
      `SELECT p.id, p.slug, p.name, p.name_en, p.price, p.special_price, p.stock, p.language, p.created_at, p.preview_pages,
              pub.id AS publisher_id, pub.name AS publisher_name, pub.slug AS publisher_slug,
              (SELECT SUM(rating) FROM reviews r WHERE r.product_id = p.id) AS rating_sum,
              (SELECT COUNT(*) FROM reviews r WHERE r.product_id = p.id) AS rating_count
         FROM products p JOIN publishers pub ON pub.id = p.publisher_id
        WHERE p.id IN (SELECT value FROM json_each(?))`,
    )
    .all(idJson) as ProductRow[];
  const writers = groupBy(
    db
      .prepare(
        `SELECT pa.product_id, a.id, a.name FROM product_authors pa JOIN authors a ON a.id = pa.author_id
          WHERE pa.product_id IN (SELECT value FROM json_each(?)) ORDER BY pa.position`,
      )
      .all(idJson) as { product_id: number; id: number; name: string }[],
  );
  const categories = groupBy(
    db
      .prepare(
        `SELECT pc.product_id, c.id, c.name, c.slug FROM product_categories pc JOIN categories c ON c.id = pc.category_id
          WHERE pc.product_id IN (SELECT value FROM json_each(?)) ORDER BY c.position`,
      )
      .all(idJson) as { product_id: number; id: number; name: string; slug: string }[],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const products: WireProduct[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    const cover = absoluteImage(origin, coverPath(row.slug));
    products.push({
      id: row.id,
      slug: row.slug,
      name: row.name,
      name_en: row.name_en,
      // The cover, then the pages a reader may look inside (lib/preview-pages.ts), in order.
      files: [cover, ...Array.from({ length: row.preview_pages }, (_, i) => absoluteImage(origin, previewPath(row.slug, i + 1)))],
      base_image: cover,
      writers: (writers.get(id) ?? []).map(({ id: writerId, name }) => ({ id: writerId, name })),
      categories: (categories.get(id) ?? []).map(({ id: categoryId, name, slug }) => ({ id: categoryId, name, slug })),
      publisher: { id: row.publisher_id, name: row.publisher_name, slug: row.publisher_slug },
      price: money(row.price),
      special_price: row.special_price === null ? null : money(row.special_price),
      selling_price: money(sellingPaisa(row)),
      in_stock: row.stock > 0,
      language: row.language,
      average_rating: row.rating_count === 0 ? 0 : Math.round(((row.rating_sum ?? 0) / row.rating_count) * 10) / 10,
      reviews_count: row.rating_count,
      is_new: isNew(row),
      created_at: row.created_at,
    });
  }
  return products;
}

function groupBy<T extends { product_id: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(row.product_id);
    if (list) list.push(row);
    else groups.set(row.product_id, [row]);
  }
  return groups;
}
