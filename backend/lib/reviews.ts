import type { DatabaseSync } from 'node:sqlite';
import * as v from 'valibot';
import { checkFields, fieldsSchema, readField, rule } from './field-rules.ts';
import { notFound, text, ValidationError } from './http.ts';
import { maxLengths, required, visibleText } from './text-rules.ts';
import { wholeNumber } from './whole-number.ts';
import { userById } from './users.ts';
import { nowIso } from '../db/index.ts';

export const MAX_REVIEW_LENGTH = 2000;

/** A customer reviews a book once (docs/decisions/0016-one-review-per-book.md). */
export const ALREADY_REVIEWED = 'You have already reviewed this book.';

/**
 * A review as ReviewSchema sends it. `verified_purchase` (an extension of the contract):
 * its writer ordered the book, in an order that was not cancelled.
 */
export type WireReview = {
  id: number;
  reviewer_name: string;
  created_at: string;
  rating: number;
  comment: string;
  verified_purchase: boolean;
};

/** Order states that are no purchase (the shop's own spelling and the other common one). */
const CANCELLED = "('cancelled', 'canceled')";

/**
 * SQL, true (1) when the review `r` was written by a customer who ordered its book. Reads
 * the customer's orders through the orders(user_id, …) index and each order's line for the
 * book through order_lines' primary key; a review without a customer (the seed's) is false.
 */
const VERIFIED_PURCHASE = `(r.user_id IS NOT NULL AND EXISTS (
    SELECT 1 FROM orders o JOIN order_lines l ON l.order_id = o.id AND l.product_id = r.product_id
     WHERE o.user_id = r.user_id AND o.status NOT IN ${CANCELLED}))`;

type ReviewRow = Omit<WireReview, 'verified_purchase'> & { verified_purchase: number };

function present(row: ReviewRow): WireReview {
  return {
    id: row.id,
    reviewer_name: row.reviewer_name,
    created_at: row.created_at,
    rating: row.rating,
    comment: row.comment,
    verified_purchase: row.verified_purchase === 1,
  };
}

/** A book's reviews as its detail sends them, newest first. */
export function reviewsOfBook(db: DatabaseSync, productId: number): WireReview[] {
  const rows = db
    .prepare(
      `SELECT r.id, r.reviewer_name, r.created_at, r.rating, r.comment, ${VERIFIED_PURCHASE} AS verified_purchase
         FROM reviews r WHERE r.product_id = ? ORDER BY r.created_at DESC, r.id DESC`,
    )
    .all(productId) as ReviewRow[];
  return rows.map(present);
}

function reviewById(db: DatabaseSync, id: number): WireReview {
  const row = db
    .prepare(
      `SELECT r.id, r.reviewer_name, r.created_at, r.rating, r.comment, ${VERIFIED_PURCHASE} AS verified_purchase
         FROM reviews r WHERE r.id = ?`,
    )
    .get(id) as ReviewRow | undefined;
  if (!row) throw new Error(`review ${id} vanished`);
  return present(row);
}

function productIdBySlug(db: DatabaseSync, slug: string): number {
  const row = db.prepare('SELECT id FROM products WHERE slug = ?').get(slug) as { id: number } | undefined;
  if (!row) throw notFound('Book not found.');
  return row.id;
}

function hasReviewed(db: DatabaseSync, userId: number, productId: number): boolean {
  return db.prepare('SELECT 1 FROM reviews WHERE product_id = ? AND user_id = ?').get(productId, userId) !== undefined;
}

export function reviewStatus(db: DatabaseSync, userId: number, slug: string): { message: string; reviewed: boolean } {
  const reviewed = hasReviewed(db, userId, productIdBySlug(db, slug));
  return { message: reviewed ? ALREADY_REVIEWED : 'You can review this book.', reviewed };
}

/** The 422 for a second review of a book: on `slug` (the book the body names), and as the message. */
function alreadyReviewed(): ValidationError {
  return new ValidationError({ slug: [ALREADY_REVIEWED] }, ALREADY_REVIEWED);
}

/** SQLITE_CONSTRAINT_UNIQUE: the unique index refused a second review sent at the same moment as the first. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { errcode?: unknown }).errcode === 2067;
}

/** A whole star count, sent as a number or as a digit from a form. */
const RATING = wholeNumber({ digits: 1, max: 5 });

const REVIEW = fieldsSchema(
  rule('rating', (body) => v.is(RATING, body.rating), 'The rating must be between 1 and 5.'),
  ...required({ comment: 'The comment field is required.' }),
  ...maxLengths({ comment: { max: MAX_REVIEW_LENGTH, label: 'comment' } }),
  ...visibleText({ comment: { kind: 'multiline', label: 'comment' } }),
);

/**
 * Stores the customer's review of the book. A customer who has already reviewed it gets a
 * 422 saying so, whatever else the body holds: the first review stays as it was (decision
 * 0016). The unique index on (product_id, user_id) holds the rule against two reviews sent
 * at once; the one that loses gets the same 422.
 */
export function createReview(db: DatabaseSync, userId: number, slug: string, body: Record<string, unknown>): WireReview {
  const productId = productIdBySlug(db, slug);
  if (hasReviewed(db, userId, productId)) throw alreadyReviewed();
  checkFields(REVIEW, body);
  const rating = readField(RATING, body.rating);
  const comment = text(body, 'comment');
  const user = userById(db, userId);
  const reviewerName = `${user.first_name} ${user.last_name}`;
  let id: number;
  try {
    const result = db
      .prepare('INSERT INTO reviews (product_id, user_id, reviewer_name, rating, comment, created_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(productId, userId, reviewerName, rating, comment, nowIso());
    id = Number(result.lastInsertRowid);
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyReviewed();
    throw error;
  }
  return reviewById(db, id);
}
