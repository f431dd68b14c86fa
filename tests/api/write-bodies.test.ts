import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../backend/app.ts';
import { ErrorBodySchema } from './schemas.ts';
import { call, expectShape, newCustomer, startTestApi, type TestApi } from './harness.ts';

const BODY_LIMIT = 4 * 1024;

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi({ books: 5, bodyLimitBytes: BODY_LIMIT });
  token = (await newCustomer(api)).token;
});
afterAll(async () => {
  await api.close();
});

/**
 * Every write route the app serves, read from hono's own route table, so a
 * route added later is covered without editing this test. Route parameters get
 * a plain value ("1"): the body is refused before any handler looks at them.
 */
function writeRoutes(): { method: string; path: string }[] {
  // The table is known before any request, so an empty database will do.
  const { routes } = createApp({ db: new DatabaseSync(':memory:'), corsOrigins: [] });
  const seen = new Set<string>();
  const writes: { method: string; path: string }[] = [];
  for (const { method, path } of routes) {
    if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) continue;
    const concrete = path.replace(/:\w+(\{[^}]*\})?/g, '1');
    const key = `${method} ${concrete}`;
    if (seen.has(key)) continue;
    seen.add(key);
    writes.push({ method, path: concrete });
  }
  return writes;
}

const routes = writeRoutes();
const label = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

describe('the route table', () => {
  it('has the write endpoints of the contract', () => {
    // A floor, not an exact list: proves the table was read, not that it never grows.
    expect(routes.length).toBeGreaterThanOrEqual(17);
    expect(routes.map(label)).toEqual(
      expect.arrayContaining([
        'POST /api/v1/orders',
        'POST /api/v1/user',
        'PUT /api/v1/user',
        'POST /content/contact',
        'DELETE /api/v1/wishlists/1',
      ]),
    );
  });
});

describe.each(routes)('$method $path', (route) => {
  const url = () => `${api.origin}${route.path}`;

  it.each(['{"email": ', '{"a": 1,}', "{'a': 1}", 'not json at all', '\u0000'])(
    'answers 400 JSON for the malformed body %s',
    async (raw) => {
      const response = await call(url(), { method: route.method, raw, token });
      expect(response.status, label(route)).toBe(400);
      expect(expectShape(ErrorBodySchema, response.body).message).toBe('Malformed JSON body.');
    },
  );

  it('answers 413 JSON for a body over the limit, declared or streamed', async () => {
    const big = JSON.stringify({ comment: 'ক'.repeat(BODY_LIMIT) });
    const declared = await call(url(), { method: route.method, raw: big, token });
    expect(declared.status, label(route)).toBe(413);
    expect(expectShape(ErrorBodySchema, declared.body).message).toBe('The request body is too large.');
    // Without a Content-Length (chunked), the limit still holds while the body streams in.
    const bytes = new TextEncoder().encode(big);
    const streamed = await fetch(url(), {
      method: route.method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: new ReadableStream({
        start(controller) {
          for (let at = 0; at < bytes.length; at += 1024) controller.enqueue(bytes.slice(at, at + 1024));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit & { duplex: 'half' });
    expect(streamed.status, label(route)).toBe(413);
  });
});
