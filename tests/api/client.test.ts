import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '#shared/api/client.ts';
import { createFetchClient } from '#shared/api/fetch-client.ts';
import { shopEndpoints } from '#shared/api/shop.ts';
import { contentEndpoints } from '#shared/api/content.ts';
import { describeError, firstFieldError, unwrap } from '#shared/api/result.ts';
import { ProductListSchema } from '#shared/api/schemas/shop.ts';
import { startTestApi, type TestApi } from './harness.ts';

// The storefront's own client against the real local API: typed data, or a
// typed error whose kind tells an island what to show.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api.close();
});

// The ky client (build time) and the fetch client (browser) answer alike.
const clients: [string, (base: string, options?: { retries?: number; timeoutMs?: number; fetch?: typeof fetch }) => ApiClient][] = [
  ['ky client', createApiClient],
  ['fetch client', createFetchClient],
];

describe.each(clients)('%s', (_name, createApiClient) => {
  it('answers typed, validated data', async () => {
    const shop = shopEndpoints(createApiClient(api.shop));
    const page = unwrap(await shop.productsPage(1, 5), 'first page');
    expect(page.products).toHaveLength(5);
    expect(page.first_page).toBe(1);
    const content = contentEndpoints(createApiClient(api.content));
    const info = unwrap(await content.storeInformation(), 'store information');
    expect(info.store_name).toBe('বইবাজার');
  });

  it('turns a 422 into field errors the forms can show', async () => {
    const shop = shopEndpoints(createApiClient(api.shop));
    const result = await shop.register({ first_name: '', last_name: '', email: '', phone: '', password: '', confirm_password: '' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe('fieldErrors');
    expect(firstFieldError(result.error, 'first_name')).toBe('First Name is required');
    expect(firstFieldError(result.error, 'confirm_password')).toBe('Confirm Password is required');
  });

  it('turns a 401 into an http error with the server’s message', async () => {
    const shop = shopEndpoints(createApiClient(api.shop));
    const result = await shop.login('nobody@example.com', 'wrong password');
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 401 } });
    if (!result.ok) expect(describeError(result.error)).toBe('Invalid email or password.');
    const wishlist = await shop.wishlist('not-a-token');
    expect(wishlist).toMatchObject({ ok: false, error: { kind: 'http', status: 401 } });
  });

  it('reports an answer that does not fit the schema as a validation error, naming the field', async () => {
    const client = createApiClient(api.shop);
    // The product list answered where a search result (ProductListSchema) is fine, but a page is not a list.
    const result = await client.request('products?page=1', ProductListSchema.entries.products);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.kind).toBe('validation');
      expect(() => unwrap(result, 'products')).toThrow(/products: validation/);
    }
  });

  it('reports an unreachable host as a network error, after its retries', async () => {
    const shop = shopEndpoints(createApiClient('http://127.0.0.1:9/api/v1', { retries: 0, timeoutMs: 2000 }));
    const result = await shop.categories();
    expect(result).toMatchObject({ ok: false, error: { kind: 'network', timedOut: false } });
    if (!result.ok) expect(describeError(result.error)).toMatch(/Could not reach the shop/);
  });

  it('reports a slow host as a timeout', async () => {
    const slowFetch: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const shop = shopEndpoints(createApiClient(api.shop, { retries: 0, timeoutMs: 200, fetch: slowFetch }));
    const result = await shop.categories();
    expect(result).toMatchObject({ ok: false, error: { kind: 'network', timedOut: true } });
  });
});

describe('fetch client (browser) under failure', () => {
  it('does not retry a read that timed out: the shopper already waited, the island offers Retry', async () => {
    let calls = 0;
    const slowFetch: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        calls += 1;
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const shop = shopEndpoints(createFetchClient(api.shop, { retries: 2, timeoutMs: 100, fetch: slowFetch }));
    const result = await shop.categories();
    expect(result).toMatchObject({ ok: false, error: { kind: 'network', timedOut: true } });
    expect(calls).toBe(1);
    if (!result.ok) expect(describeError(result.error)).toBe('The shop took too long to answer. Please try again.');
  });

  it('retries a read on a 5xx, and tells a lasting 5xx as a sentence, not the server’s text', async () => {
    let calls = 0;
    const failing: typeof fetch = () => {
      calls += 1;
      return Promise.resolve(Response.json({ message: 'Server Error' }, { status: 503 }));
    };
    const shop = shopEndpoints(createFetchClient(api.shop, { retries: 1, fetch: failing }));
    const result = await shop.categories();
    expect(calls).toBe(2);
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 503 } });
    if (!result.ok) expect(describeError(result.error)).toBe('The shop is having trouble right now. Please try again in a moment.');
  });
});
