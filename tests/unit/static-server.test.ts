import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from '../../scripts/static-server/server.ts';

let base = '';
let close: () => void = () => undefined;

beforeAll(async () => {
  const root = await mkdtemp(join(tmpdir(), 'static-server-'));
  await mkdir(join(root, '_astro'));
  await mkdir(join(root, 'books', 'search'), { recursive: true });
  await writeFile(join(root, 'index.html'), '<h1>home</h1>');
  await writeFile(join(root, '404.html'), '<h1>404</h1>');
  await writeFile(join(root, 'books', 'search', 'index.html'), '<h1>search</h1>');
  await writeFile(join(root, '_astro', 'app.abc123.js'), 'export {};');
  await writeFile(join(root, '_headers'), '/*\n');
  const server = createStaticServer(root, { apiUrls: { shopApiUrl: 'https://api.example.com/api/v1', contentApiUrl: 'https://api.example.com/content' } });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe('the local static server', () => {
  it('sends the security headers and revalidation on pages, answering 304 to a matching ETag', async () => {
    const page = await fetch(`${base}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('content-security-policy')).toContain('connect-src \'self\' https://api.example.com');
    const etag = page.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    const again = await fetch(`${base}/`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('caches hashed assets for good, rewrites search addresses, and hides host files behind the 404 page', async () => {
    expect((await fetch(`${base}/_astro/app.abc123.js`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await (await fetch(`${base}/books/search/anything`)).text()).toBe('<h1>search</h1>');
    const hidden = await fetch(`${base}/_headers`);
    expect(hidden.status).toBe(404);
    expect(await hidden.text()).toBe('<h1>404</h1>');
    expect(hidden.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const missingAsset = await fetch(`${base}/_astro/gone.js`);
    expect(missingAsset.status).toBe(404);
    expect(missingAsset.headers.get('cache-control')).toBe('no-cache');
  });
});
