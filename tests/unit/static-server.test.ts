import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer } from '../../publishing/hosting/static-server.ts';

const BLOG = `<h1>blog</h1>${'<p>a post</p>'.repeat(100)}`;
const LARGE = `<h1>about</h1>${'<p>বইবাজার: Bangla and English books.</p>'.repeat(200)}`;
let base = '';

/** A raw GET (fetch would decode the body and hide the encoding), answering status, headers and the bytes as sent. */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((done, fail) => {
    const req = request(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end();
  });
}

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
  await mkdir(join(root, 'search-index', '4d6b6ceff2b6', 't'), { recursive: true });
  await writeFile(join(root, 'search-index', 'index.json'), '{"version":"4d6b6ceff2b6"}');
  await writeFile(join(root, 'search-index', '4d6b6ceff2b6', 't', 'eaaab2ce96b9.json'), '[]');
  await mkdir(join(root, 'books', 'authors', 'রবীন্দ্রনাথ-ঠাকুর'), { recursive: true });
  await writeFile(join(root, 'books', 'authors', 'রবীন্দ্রনাথ-ঠাকুর', 'index.html'), '<h1>রবীন্দ্রনাথ</h1>');
  // A page with its precompressed copies, as the rebuild and `npm run precompress` write them,
  // each telling which copy was sent; and a large page with none, compressed on the fly.
  await mkdir(join(root, 'blog'));
  await writeFile(join(root, 'blog', 'index.html'), BLOG);
  await writeFile(join(root, 'blog', 'index.html.br'), brotliCompressSync('<h1>from the br copy</h1>'));
  await writeFile(join(root, 'blog', 'index.html.gz'), gzipSync('<h1>from the gz copy</h1>'));
  await writeFile(join(root, 'about.html'), LARGE);
  const server = createStaticServer(root, {
    apiUrls: { shopApiUrl: 'https://api.example.com/api/v1', contentApiUrl: 'https://api.example.com/content' },
  });
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
    expect(page.headers.get('content-security-policy')).toContain("connect-src 'self' https://api.example.com");
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

  it('caches the search index version folders for good, but revalidates the manifest naming the current one', async () => {
    const shard = await fetch(`${base}/search-index/4d6b6ceff2b6/t/eaaab2ce96b9.json`);
    expect(shard.status).toBe(200);
    expect(shard.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const manifest = await fetch(`${base}/search-index/index.json`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the precompressed copy a request accepts, brotli first, with Vary and an ETag of its own', async () => {
    const br = await rawGet('/blog/', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toBe('<h1>from the br copy</h1>');
    const gz = await rawGet('/blog/', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe('<h1>from the gz copy</h1>');
    expect(gz.headers.etag).not.toBe(br.headers.etag);
    const plain = await rawGet('/blog/', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.toString()).toBe(BLOG);
    const again = await rawGet('/blog/', { 'Accept-Encoding': 'br', 'If-None-Match': String(br.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('gzips a text file that has no precompressed copy, and revalidates it', async () => {
    const gz = await rawGet('/about', { 'Accept-Encoding': 'gzip, br' });
    expect(gz.status).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.body).toString()).toBe(LARGE);
    expect(gz.body.length).toBeLessThan(Buffer.byteLength(LARGE) / 5);
    const again = await rawGet('/about', { 'Accept-Encoding': 'gzip, br', 'If-None-Match': String(gz.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('finds pages at Bangla addresses, and answers only GET and HEAD', async () => {
    const page = await fetch(`${base}/books/authors/${encodeURIComponent('রবীন্দ্রনাথ-ঠাকুর')}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('<h1>রবীন্দ্রনাথ</h1>');
    const head = await fetch(`${base}/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength('<h1>home</h1>')));
    const post = await fetch(`${base}/`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect((await fetch(`${base}/../../etc/passwd`)).status).toBe(404);
  });
});
