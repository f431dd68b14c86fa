import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { unauthorized } from './http.ts';

/** Shortest staff token accepted: anything shorter is guessable, so the staff routes stay off. */
export const MIN_STAFF_TOKEN_LENGTH = 16;

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * Guards the staff routes: 401 unless `Authorization: Bearer <token>` carries
 * the configured token. Both sides are hashed first so the comparison takes the
 * same time whatever the length or the first differing character.
 */
export function requireStaff(token: string): MiddlewareHandler {
  const expected = digest(token);
  return async (c, next) => {
    const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
    if (!match?.[1] || !timingSafeEqual(digest(match[1]), expected)) throw unauthorized();
    await next();
  };
}
