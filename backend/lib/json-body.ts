import type { MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every write answers 400 for a body that is not JSON at all, including the
 * few that need no body (logout, deletes, payment methods, whose storefront
 * call sends `[]`): a client sending garbage learns so at once, the same way
 * everywhere, before any handler or auth check runs. Whether the JSON has the
 * right shape (an object) is each handler's business (readJsonObject). hono
 * caches the text, so handlers read it again for free.
 */
export const rejectMalformedJson: MiddlewareHandler = async (c, next) => {
  if (WRITES.has(c.req.method)) {
    const text = await c.req.text();
    if (text.trim() !== '') {
      try {
        JSON.parse(text);
      } catch {
        throw new HTTPException(400, { message: 'Malformed JSON body.' });
      }
    }
  }
  await next();
};
