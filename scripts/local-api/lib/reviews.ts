import type { DatabaseSync } from 'node:sqlite';
import { notFound, text, ValidationError, type FieldErrors } from './http.ts';
import { charLength, checkCharacters } from './limits.ts';
import { userById } from './users.ts';
import { nowIso } from '../db/index.ts';

export const MAX_REVIEW_LENGTH = 2000;

/** A review as ReviewSchema sends it. */
export type WireReview = { id: number; reviewer_name: string; created_at: string; rating: number; comment: string };

function productIdBySlug(db: DatabaseSync, slug: string): number {
  const row = db.prepare('SELECT id FROM products WHERE slug = ?').get(slug) as { id: number } | undefined;
  if (!row) throw notFound('Book not found.');
  return row.id;
}

export function reviewStatus(db: DatabaseSync, userId: number, slug: string): { message: string; reviewed: boolean } {
  const productId = productIdBySlug(db, slug);
  const reviewed = db.prepare('SELECT 1 FROM reviews WHERE product_id = ? AND user_id = ?').get(productId, userId) !== undefined;
  return { message: reviewed ? 'You have already reviewed this book.' : 'You can review this book.', reviewed };
}

/** A whole star count 1..5, sent as a number or as a digit string from a form; null otherwise. */
function readRating(value: unknown): number | null {
  const rating = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null;
}

export function createReview(db: DatabaseSync, userId: number, slug: string, body: Record<string, unknown>): WireReview {
  const productId = productIdBySlug(db, slug);
  const errors: FieldErrors = {};
  const rating = readRating(body.rating);
  if (rating === null) errors.rating = ['The rating must be between 1 and 5.'];
  const comment = text(body, 'comment');
  if (comment === '') errors.comment = ['The comment field is required.'];
  else if (charLength(comment) > MAX_REVIEW_LENGTH) {
    errors.comment = [`The comment may not be greater than ${MAX_REVIEW_LENGTH} characters.`];
  }
  checkCharacters(body, { comment: { kind: 'multiline', label: 'comment' } }, errors);
  if (rating === null || Object.keys(errors).length > 0) throw new ValidationError(errors);
  const user = userById(db, userId);
  const reviewerName = `${user.first_name} ${user.last_name}`;
  const createdAt = nowIso();
  const result = db
    .prepare('INSERT INTO reviews (product_id, user_id, reviewer_name, rating, comment, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(productId, userId, reviewerName, rating, comment, createdAt);
  return { id: Number(result.lastInsertRowid), reviewer_name: reviewerName, created_at: createdAt, rating, comment };
}
