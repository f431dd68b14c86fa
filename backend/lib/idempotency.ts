import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { canonicalJson } from './canonical-json.ts';
import { ValidationError } from './http.ts';

/** 1 to 200 printable ASCII characters, as clients generate them (a UUID, say). */
const KEY = /^[\x20-\x7e]{1,200}$/;

const KEY_REUSED =
  'This Idempotency-Key was already used for a different order. Send exactly the same order to get it again, or use a new key for a new order.';

/** A write made with an Idempotency-Key: the key, and what the request said, to tell a retry from a new request. */
export type IdempotentRequest = { key: string; fingerprint: string };

/** The request's Idempotency-Key, null when it has none, a 400 when it is malformed. */
export function idempotencyKey(c: Context): string | null {
  const raw = c.req.header('idempotency-key');
  if (raw === undefined) return null;
  if (!KEY.test(raw)) {
    throw new HTTPException(400, { message: 'The Idempotency-Key header must be 1 to 200 printable characters.' });
  }
  return raw;
}

/**
 * What a request body says, as a SHA-256 of its canonical JSON: the same body with its keys in
 * another order is the same request. Kept instead of the body, which holds the customer's details.
 */
export function requestFingerprint(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

/**
 * A key sent again with a different body is a client bug (a key reused for a new cart, say):
 * answering the first order would silently drop the new one, so it is refused, as Stripe does.
 */
export function keyReusedError(): ValidationError {
  return new ValidationError({ idempotency_key: [KEY_REUSED] }, KEY_REUSED);
}
