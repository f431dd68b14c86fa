import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ books: 30 });
});
afterAll(() => api.close());

function get(url: string, ifNoneMatch?: string): Promise<Response> {
  return fetch(url, { headers: { Accept: 'application/json', ...(ifNoneMatch ? { 'If-None-Match': ifNoneMatch } : {}) } });
}

/** A rebuild asks again with the ETag it has; unchanged answers cost no body. */
describe('conditional GETs on the product endpoints', () => {
  for (const path of ['/products?page=1&per_page=200', '/products/gitanjali']) {
    it(`${path}: 304 without a body on a matching If-None-Match, 200 with a new ETag after a change`, async () => {
      const first = await get(`${api.shop}${path}`);
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^W\/"[^"]+"$/);
      await first.text();

      const again = await get(`${api.shop}${path}`, etag ?? '');
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);

      api.db.prepare("UPDATE products SET price = price + 100, updated_at = ? WHERE slug = 'gitanjali'").run(new Date().toISOString());
      const changed = await get(`${api.shop}${path}`, etag ?? '');
      expect(changed.status).toBe(200);
      const newEtag = changed.headers.get('etag');
      expect(newEtag).toMatch(/^W\/"[^"]+"$/);
      expect(newEtag).not.toBe(etag);
      const body = JSON.stringify(await changed.json());
      expect(body).toContain('gitanjali');
    });
  }

  it('a stale or foreign ETag gets the full answer', async () => {
    const response = await get(`${api.shop}/products/gitanjali`, 'W/"not-the-current-one"');
    expect(response.status).toBe(200);
    expect(((await response.json()) as { product: { slug: string } }).product.slug).toBe('gitanjali');
  });
});
