import type { DatabaseSync } from 'node:sqlite';
import { ValidationError } from './http.ts';
import { positiveInt } from './integers.ts';
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

/** Adds a book; adding one already there changes nothing (and keeps its place). */
export function addToWishlist(db: DatabaseSync, userId: number, body: Record<string, unknown>): void {
  if (body.product_id === undefined || body.product_id === null || body.product_id === '') {
    throw new ValidationError({ product_id: ['The product id field is required.'] });
  }
  const productId = positiveInt(body.product_id);
  const exists = productId !== null && db.prepare('SELECT 1 FROM products WHERE id = ?').get(productId) !== undefined;
  if (productId === null || !exists) throw new ValidationError({ product_id: ['The selected product id is invalid.'] });
  db.prepare('INSERT OR IGNORE INTO wishlist_items (user_id, product_id, created_at) VALUES (?, ?, ?)').run(userId, productId, nowIso());
}

/** Removes a book; removing one that is not there is not an error. */
export function removeFromWishlist(db: DatabaseSync, userId: number, productId: number): void {
  db.prepare('DELETE FROM wishlist_items WHERE user_id = ? AND product_id = ?').run(userId, productId);
}
