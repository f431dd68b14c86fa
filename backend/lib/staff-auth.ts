import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { bearerToken } from './auth.ts';
import { unauthorized } from './http.ts';

/** Shortest staff token accepted: anything shorter is guessable, so the staff routes stay off. */
export const MIN_STAFF_TOKEN_LENGTH = 16;

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Guards the staff routes: 401 unless `Authorization: Bearer <token>` carries the configured token. */
export function requireStaff(token: string): MiddlewareHandler {
  const isStaff = staffTokenCheck(token);
  return async (c, next) => {
    const given = bearerToken(c.req.header('authorization'));
    if (given === null || !isStaff(given)) throw unauthorized();
    await next();
  };
}

/**
 * Whether a bearer token is the staff token. Both sides are hashed first so the
 * comparison takes the same time whatever the length or the first differing character.
 */
export function staffTokenCheck(token: string): (given: string) => boolean {
  const expected = digest(token);
  return (given) => timingSafeEqual(digest(given), expected);
}
