import type { MiddlewareHandler } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { bearerToken, userIdForToken } from './auth.ts';
import { staffTokenCheck } from './staff-auth.ts';

/** Answers that hand out credentials or account details to a request that has no token yet. */
const ISSUES_CREDENTIALS = new Set(['POST /api/v1/user', 'POST /api/v1/user/registration']);

/**
 * Response headers every answer gets, set in one place so no route can forget them (ASVS 8.2.1, 14.4.4):
 * - `X-Content-Type-Options: nosniff` everywhere, errors and preflights included: a browser must never
 *   read a JSON error or an SVG as HTML or script.
 * - `Cache-Control: no-store` on whatever answers an authenticated request (a live customer token or the
 *   staff token) and on sign-in and registration: a shared computer's browser cache or a proxy must not
 *   keep a token, an address or an order. It replaces a route's own caching (a cover fetched with a token
 *   is private too); public answers keep theirs, and their ETags.
 *
 * Outermost, so it also sees the answers CORS, the body limit, onError and notFound make. The token is
 * looked up before the route runs: after a logout the token is dead, but its answer was still private.
 */
export function securityHeaders(db: DatabaseSync, staffToken: string | undefined): MiddlewareHandler {
  const isStaff = staffToken ? staffTokenCheck(staffToken) : () => false;
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    const authenticated = token !== null && (isStaff(token) || userIdForToken(db, token) !== null);
    const noStore = authenticated || ISSUES_CREDENTIALS.has(`${c.req.method} ${c.req.path}`);
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    if (noStore) c.header('Cache-Control', 'no-store');
  };
}
