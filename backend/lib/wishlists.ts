import type { DatabaseSync } from 'node:sqlite';
import * as v from 'valibot';
import { checkFields, fieldsSchema, readField, rule } from './field-rules.ts';
import { RECORD_ID } from './whole-number.ts';
import { presentProducts, type WireProduct } from './products.ts';
import { nowIso } from '../db/index.ts';

/** The user's wishlist, the most recently added book first. */
export function listWishlist(db: DatabaseSync, userId: number, origin: string): WireProduct[] {
  const rows = db.prepare('SELECT product_id FROM wishlist_items WHERE user_id = ? ORDER BY created_at DESC, rowid DESC').all(userId) as {
    product_id: number;
  }[];
  return presentProducts(
    db,
    rows.map((row) => row.product_id),
    origin,
  );
}

function bookExists(db: DatabaseSync, id: number): boolean {
  return db.prepare('SELECT 1 FROM products WHERE id = ?').get(id) !== undefined;
}

/** Adds a book; adding one already there changes nothing (and keeps its place). */
export function addToWishlist(db: DatabaseSync, userId: number, body: Record<string, unknown>): void {
  checkFields(
    fieldsSchema(
      // Only absent, null and '' are missing: a product id of spaces is sent, and is no book's.
      rule('product_id', ({ product_id: id }) => id !== undefined && id !== null && id !== '', 'The product id field is required.'),
      rule(
        'product_id',
        ({ product_id: id }) => v.is(RECORD_ID, id) && bookExists(db, readField(RECORD_ID, id)),
        'The selected product id is invalid.',
      ),
    ),
    body,
  );
  const productId = readField(RECORD_ID, body.product_id);
  db.prepare('INSERT OR IGNORE INTO wishlist_items (user_id, product_id, created_at) VALUES (?, ?, ?)').run(userId, productId, nowIso());
}

/** Removes a book; removing one that is not there is not an error. */
export function removeFromWishlist(db: DatabaseSync, userId: number, productId: number): void {
  db.prepare('DELETE FROM wishlist_items WHERE user_id = ? AND product_id = ?').run(userId, productId);
}
