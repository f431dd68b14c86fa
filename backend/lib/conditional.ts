import type { MiddlewareHandler } from 'hono';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';

/**
 * Conditional GETs for the catalogue reads a rebuild makes thousands of: a weak
 * ETag from a hash of the answer, and 304 Not Modified (no body) when the
 * client's If-None-Match still matches, so a rebuild after one book's change
 * does not transfer and re-validate every unchanged record again.
 * The CORS headers stay on a 304 so a browser's revalidation passes its CORS check.
 */
export function conditionalGet(): MiddlewareHandler {
  return etag({
    weak: true,
    retainedHeaders: [
      ...RETAINED_304_HEADERS,
      'access-control-allow-origin',
      'access-control-allow-credentials',
      'access-control-expose-headers',
    ],
  });
}

/** The public reads a build makes, answered conditionally (POSTs and errors are left alone by the middleware). */
export const CONDITIONAL_PATHS = [
  '/api/v1/products',
  '/api/v1/products/*',
  '/api/v1/categories',
  '/api/v1/categories/*',
  '/api/v1/authors',
  '/api/v1/authors/*',
  '/api/v1/publishers',
  '/api/v1/publishers/*',
  '/api/v1/homepage/*',
  '/api/v1/testimonials',
  '/api/v1/navigation/*',
  '/api/v1/assets/*',
  '/content/*',
] as const;
