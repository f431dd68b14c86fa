import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import * as v from 'valibot';

/** A request body that is a JSON object, as readJsonObject answers it. */
export type JsonObject = Record<string, unknown>;

/** An object and not an array: valibot's object schemas would also take an array, and drop `__proto__` keys a client sent. */
export const JSON_OBJECT = v.custom<JsonObject>((input) => typeof input === 'object' && input !== null && !Array.isArray(input));

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The body's JSON, or a 400; an empty body is none at all (undefined). */
function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new HTTPException(400, { message: 'Malformed JSON body.' });
  }
}

/**
 * Every write answers 400 for a body that is not JSON at all, including the
 * few that need no body (logout, deletes, payment methods, whose storefront
 * call sends `[]`): a client sending garbage learns so at once, the same way
 * everywhere, before any handler or auth check runs. Whether the JSON has the
 * right shape (an object) is each handler's business (readJsonObject). hono
 * caches the text, so handlers read it again for free.
 */
export const rejectMalformedJson: MiddlewareHandler = async (c, next) => {
  if (WRITES.has(c.req.method)) parseJson(await c.req.text());
  await next();
};

/** Reads a JSON object body (an empty body is `{}`); anything else (malformed, an array, a string) is a 400. */
export async function readJsonObject(c: Context): Promise<JsonObject> {
  const body = parseJson(await c.req.text());
  if (body === undefined) return {};
  if (!v.is(JSON_OBJECT, body)) throw new HTTPException(400, { message: 'The body must be a JSON object.' });
  return body;
}
