import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newCustomer, startTestApi, STOREFRONT_ORIGIN, type JsonResponse, type TestApi } from './harness.ts';
import { STAFF_TOKEN } from './feed-helpers.ts';

/**
 * ASVS L1 response headers (issue 32): nothing private is kept by a browser or a
 * proxy cache, and no answer is ever sniffed into another content type.
 */
let api: TestApi;
let customerToken: string;
let email: string;
let password: string;
beforeAll(async () => {
  api = await startTestApi({ books: 10, staffToken: STAFF_TOKEN });
  const customer = await newCustomer(api);
  customerToken = customer.token;
  email = customer.details.email;
  password = customer.details.password;
});
afterAll(() => api.close());

function expectPrivate(response: JsonResponse | Response, label: string): void {
  expect(response.headers.get('cache-control'), label).toBe('no-store');
}

describe('Cache-Control: no-store', () => {
  it('on every answer to a request with a live customer token', async () => {
    for (const path of ['/user', '/orders', '/user/addresses', '/wishlists']) {
      const response = await call(`${api.shop}${path}`, { token: customerToken });
      expect(response.status, path).toBe(200);
      expectPrivate(response, path);
    }
    // Public data fetched with a token is still the answer to an authenticated request.
    const products = await call(`${api.shop}/products`, { token: customerToken });
    expect(products.status).toBe(200);
    expectPrivate(products, '/products with a token');
    // A refused write of a signed-in customer too.
    const refused = await call(`${api.shop}/coupon`, { token: customerToken, json: {} });
    expect(refused.status).toBe(422);
    expectPrivate(refused, 'POST /coupon 422');
  });

  it('on the answers of the staff routes to the staff token', async () => {
    const response = await call(`${api.shop}/staff/products/gitanjali`, { method: 'PATCH', json: { stock: 7 }, token: STAFF_TOKEN });
    expect(response.status).toBe(200);
    expectPrivate(response, 'PATCH /staff/products');
  });

  it('on the login and registration answers, which carry tokens and account details', async () => {
    const login = await call(`${api.shop}/user`, { json: { email, password } });
    expect(login.status).toBe(200);
    expectPrivate(login, 'login 200');
    const failed = await call(`${api.shop}/user`, { json: { email, password: 'not the password' } });
    expect(failed.status).toBe(401);
    expectPrivate(failed, 'login 401');
    const registered = await call(`${api.shop}/user/registration`, {
      json: {
        first_name: 'Karim',
        last_name: 'Mia',
        email: `headers-${Date.now()}@example.com`,
        phone: '01711000000',
        password: 'a long enough password',
        confirm_password: 'a long enough password',
      },
    });
    expect(registered.status).toBe(201);
    expectPrivate(registered, 'registration 201');
    const invalid = await call(`${api.shop}/user/registration`, { json: {} });
    expect(invalid.status).toBe(422);
    expectPrivate(invalid, 'registration 422');
  });

  it('not on public catalogue answers, which keep their ETag and their own caching', async () => {
    const list = await call(`${api.shop}/products`);
    expect(list.headers.get('cache-control')).toBeNull();
    expect(list.headers.get('etag')).toMatch(/^W\//);
    const cover = await fetch(`${api.shop}/covers/gitanjali.svg`);
    expect(cover.headers.get('cache-control')).toBe('public, max-age=86400');
    await cover.arrayBuffer();
    // A token that is not live does not make an answer private (nor does it sign anyone in).
    const stale = await call(`${api.shop}/products`, { token: 'not-a-live-token' });
    expect(stale.status).toBe(200);
    expect(stale.headers.get('cache-control')).toBeNull();
    expect(stale.headers.get('etag')).toMatch(/^W\//);
  });
});

describe('X-Content-Type-Options: nosniff', () => {
  it('on every answer of both APIs, errors included', async () => {
    const answers: [string, Response | JsonResponse][] = [
      ['shop 200', await call(`${api.shop}/products/gitanjali`)],
      ['content 200', await call(`${api.content}/informations`)],
      ['content 404', await call(`${api.content}/pages/no-such-page`)],
      ['unknown route 404', await call(`${api.origin}/nothing/here`)],
      ['401', await call(`${api.shop}/user`)],
      ['400 malformed JSON', await call(`${api.shop}/user`, { raw: '{not json' })],
      ['422', await call(`${api.shop}/user`, { json: {} })],
      ['authenticated 200', await call(`${api.shop}/user`, { token: customerToken })],
      ['SVG', await fetch(`${api.shop}/covers/gitanjali.svg`)],
      [
        'CORS preflight',
        await fetch(`${api.shop}/orders`, {
          method: 'OPTIONS',
          headers: {
            Origin: STOREFRONT_ORIGIN,
            'Access-Control-Request-Method': 'POST',
            'Access-Control-Request-Headers': 'authorization',
          },
        }),
      ],
    ];
    for (const [label, response] of answers) expect(response.headers.get('x-content-type-options'), label).toBe('nosniff');
  });

  it('on a 304 Not Modified', async () => {
    const first = await fetch(`${api.shop}/products/gitanjali`);
    await first.text();
    const again = await fetch(`${api.shop}/products/gitanjali`, { headers: { 'If-None-Match': first.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
