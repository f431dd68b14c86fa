import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';

/** 1 to 200 printable ASCII characters, as clients generate them (a UUID, say). */
const KEY = /^[\x20-\x7e]{1,200}$/;

/** The request's Idempotency-Key, null when it has none, a 400 when it is malformed. */
export function idempotencyKey(c: Context): string | null {
  const raw = c.req.header('idempotency-key');
  if (raw === undefined) return null;
  if (!KEY.test(raw)) {
    throw new HTTPException(400, { message: 'The Idempotency-Key header must be 1 to 200 printable characters.' });
  }
  return raw;
}
