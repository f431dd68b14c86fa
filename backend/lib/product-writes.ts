import type { DatabaseSync } from 'node:sqlite';
import { HTTPException } from 'hono/http-exception';
import { notFound, throwIfErrors, type FieldErrors } from './http.ts';
import { paisaToAmount } from './money.ts';
import type { NewProduct } from './new-product.ts';
import type { ProductPatch } from './product-patch.ts';
import { nameRelatedChanges } from './related-changes.ts';
import { slugify, uniqueProductSlug } from './slugs.ts';
import { nowIso, transaction } from '../db/index.ts';

/**
 * The staff's writes to the catalogue. Each runs in one transaction, so the
 * change feed's rows (written by the triggers) land with the write or not at all.
 */

type StoredPrices = { id: number; price: number; special_price: number | null };

/** Why an ordered book stays: order_lines point at it (and orders show its id), with no cascade. */
export const ORDERED_BOOK =
  'This book has been ordered, so it cannot be removed: its orders still refer to it. Set its stock to 0 to stop selling it.';

function storedPrices(db: DatabaseSync, slug: string): StoredPrices {
  const row = db.prepare('SELECT id, price, special_price FROM products WHERE slug = ?').get(slug) as StoredPrices | undefined;
  if (!row) throw notFound('No book has this address.');
  return row;
}

/** Applies a checked patch; the offer must stay below the price, whichever of the two was sent. */
export function updateProduct(db: DatabaseSync, slug: string, patch: ProductPatch): void {
  transaction(db, () => {
    const stored = storedPrices(db, slug);
    const price = patch.price ?? stored.price;
    const special = patch.specialPrice === undefined ? stored.special_price : patch.specialPrice;
    if (special !== null && special >= price) {
      const errors: FieldErrors = {};
      if (patch.specialPrice !== undefined) errors.special_price = [`The special price must be below the price (${paisaToAmount(price)}).`];
      else errors.price = [`The price must be above the special price (${paisaToAmount(special)}); lower or clear the special price too.`];
      throwIfErrors(errors);
    }
    db.prepare(`UPDATE products SET price = ?, special_price = ?, stock = COALESCE(?, stock), updated_at = ? WHERE id = ?`).run(
      price,
      special,
      patch.stock ?? null,
      nowIso(),
      stored.id,
    );
  });
}

function idsOf(db: DatabaseSync, sql: string, values: readonly (string | number)[]): Map<string | number, number> {
  const rows = db.prepare(sql).all(JSON.stringify(values)) as { key: string | number; id: number }[];
  return new Map(rows.map((row) => [row.key, row.id]));
}

/** Adds a book with its writers and categories; answers its slug (from name_en, made unique). */
export function createProduct(db: DatabaseSync, book: NewProduct, known: FieldErrors = {}): string {
  return transaction(db, () => {
    const errors: FieldErrors = { ...known };
    const publisher = db.prepare('SELECT id FROM publishers WHERE slug = ?').get(book.publisherSlug) as { id: number } | undefined;
    if (!errors.publisher && !publisher) errors.publisher = ['The selected publisher does not exist.'];
    const writers = idsOf(db, 'SELECT id AS key, id FROM authors WHERE id IN (SELECT value FROM json_each(?))', book.writerIds);
    const missingWriters = book.writerIds.filter((id) => !writers.has(id));
    if (!errors.writers && missingWriters.length > 0) errors.writers = [`No author has the id ${missingWriters.join(', ')}.`];
    const categories = idsOf(
      db,
      'SELECT slug AS key, id FROM categories WHERE slug IN (SELECT value FROM json_each(?))',
      book.categorySlugs,
    );
    const missingCategories = book.categorySlugs.filter((slug) => !categories.has(slug));
    if (!errors.categories && missingCategories.length > 0)
      errors.categories = [`No category has the slug ${missingCategories.join(', ')}.`];
    throwIfErrors(errors);

    const slug = uniqueProductSlug(db, slugify(book.nameEn, 'book'));
    const now = nowIso();
    const result = db
      .prepare(
        `INSERT INTO products (slug, name, name_en, publisher_id, price, special_price, stock, language, description,
           isbn, pages, edition, country, year, sold_count, last_sold_at, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, NULL, ?, ?)`,
      )
      .run(
        slug,
        book.name,
        book.nameEn,
        publisher?.id ?? 0,
        book.price,
        book.specialPrice,
        book.stock,
        book.language,
        book.description,
        book.isbn,
        book.pages,
        book.edition,
        book.country,
        book.year,
        now,
        now,
      );
    const productId = Number(result.lastInsertRowid);
    const addWriter = db.prepare('INSERT INTO product_authors (product_id, author_id, position) VALUES (?, ?, ?)');
    book.writerIds.forEach((id, position) => addWriter.run(productId, id, position));
    const addCategory = db.prepare('INSERT INTO product_categories (product_id, category_id) VALUES (?, ?)');
    for (const slugOfCategory of book.categorySlugs) addCategory.run(productId, categories.get(slugOfCategory) ?? 0);
    nameRelatedChanges(db, productId);
    return slug;
  });
}

/**
 * Removes a book; its reviews, wishlist entries, writers, categories and
 * home-page places go with it (ON DELETE CASCADE). A book someone ordered is
 * refused with a 409: order_lines reference it without a cascade (an order
 * must keep its lines), so the database itself would refuse.
 */
export function deleteProduct(db: DatabaseSync, slug: string): void {
  transaction(db, () => {
    const { id } = storedPrices(db, slug);
    if (db.prepare('SELECT 1 FROM order_lines WHERE product_id = ? LIMIT 1').get(id) !== undefined) {
      throw new HTTPException(409, { message: ORDERED_BOOK });
    }
    db.prepare('DELETE FROM products WHERE id = ?').run(id);
  });
}
