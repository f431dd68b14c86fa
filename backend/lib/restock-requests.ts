import type { DatabaseSync } from 'node:sqlite';
import * as v from 'valibot';
import { checkFields, fieldsSchema, readField, rule } from './field-rules.ts';
import { notFound } from './http.ts';
import { RECORD_ID } from './whole-number.ts';
import { presentProducts, type WireProduct } from './products.ts';
import { nowIso } from '../db/index.ts';

/**
 * "Tell me when it is back" (an optional extension): a signed-in reader asks
 * to be told when a book out of stock returns. When its stock goes from 0 to
 * more, the schema's trigger `restock_met` marks every open request met and
 * writes one message per request into `outbox`, in the same transaction as the
 * stock write, whatever made it (a staff write, an edit by hand).
 */

/** A reader's request, as `GET /restock-requests` lists it. */
export type WireRestockRequest = { id: number; product: WireProduct; created_at: string; met_at: string | null };

type RequestRow = { id: number; product_id: number; created_at: string; met_at: string | null };

/** How many readers wait for the book: its open requests. */
export function restockWaiting(db: DatabaseSync, productId: number): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM restock_requests WHERE product_id = ? AND met_at IS NULL').get(productId) as { n: number })
    .n;
}

/** The reader's requests, open and met, the newest first. */
export function listRestockRequests(db: DatabaseSync, userId: number, origin: string): WireRestockRequest[] {
  const rows = db
    .prepare('SELECT id, product_id, created_at, met_at FROM restock_requests WHERE user_id = ? ORDER BY created_at DESC, id DESC')
    .all(userId) as RequestRow[];
  const products = new Map(
    presentProducts(db, [...new Set(rows.map((row) => row.product_id))], origin).map((product) => [product.id, product]),
  );
  return rows.flatMap((row) => {
    const product = products.get(row.product_id);
    return product ? [{ id: row.id, product, created_at: row.created_at, met_at: row.met_at }] : [];
  });
}

function stockOf(db: DatabaseSync, id: number): number | undefined {
  return (db.prepare('SELECT stock FROM products WHERE id = ?').get(id) as { stock: number } | undefined)?.stock;
}

/**
 * Asks for a book out of stock; asking again while the request is open changes
 * nothing. Answers the reader's open request and whether this call made it.
 */
export function askRestock(
  db: DatabaseSync,
  userId: number,
  body: Record<string, unknown>,
  origin: string,
): { request: WireRestockRequest; created: boolean } {
  checkFields(
    fieldsSchema(
      rule('product_id', ({ product_id: id }) => id !== undefined && id !== null && id !== '', 'The product id field is required.'),
      rule(
        'product_id',
        ({ product_id: id }) => v.is(RECORD_ID, id) && stockOf(db, readField(RECORD_ID, id)) !== undefined,
        'The selected product id is invalid.',
      ),
      rule(
        'product_id',
        ({ product_id: id }) => stockOf(db, readField(RECORD_ID, id)) === 0,
        'This book is in stock: add it to your cart instead.',
      ),
    ),
    body,
  );
  const productId = readField(RECORD_ID, body.product_id);
  const made = db
    .prepare('INSERT OR IGNORE INTO restock_requests (user_id, product_id, created_at) VALUES (?, ?, ?)')
    .run(userId, productId, nowIso());
  const open = db
    .prepare('SELECT id FROM restock_requests WHERE user_id = ? AND product_id = ? AND met_at IS NULL')
    .get(userId, productId) as { id: number };
  const request = listRestockRequests(db, userId, origin).find((listed) => listed.id === open.id);
  if (!request) throw notFound('No book has this id.');
  return { request, created: made.changes > 0 };
}

/** Withdraws the reader's open request for the book; 404 when there is none. */
export function withdrawRestock(db: DatabaseSync, userId: number, productId: number): void {
  const gone = db.prepare('DELETE FROM restock_requests WHERE user_id = ? AND product_id = ? AND met_at IS NULL').run(userId, productId);
  if (gone.changes === 0) throw notFound('You have not asked to be told about this book.');
}
