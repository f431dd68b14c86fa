import { expect, test } from '@playwright/test';
import { expectStrictScripts, policyOf, watchPolicy } from '../e2e/support/policy.ts';

// The site served by Debian's nginx with publishing/hosting/nginx/site.conf.template as rendered
// by `npm run nginx:config` (see playwright.nginx.config.ts).

const SHOP_API = `http://127.0.0.1:${process.env.NGINX_E2E_API_PORT ?? '4101'}/api/v1`;

test('nginx answers /books/search/{text} with the search page, which shows the results for the text', async ({ page }) => {
  const watched = await watchPolicy(page);
  const response = await page.goto('/books/search/gitanjali');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['server']).toMatch(/^nginx/);
  await expect(page.getByRole('main').getByRole('link', { name: 'গীতাঞ্জলি', exact: true })).toBeVisible();
  expect(watched.violations).toEqual([]);
  expect(watched.errors).toEqual([]);
});

test('an unknown path gets the site’s 404 page with status 404', async ({ page, request }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText("Look like you're lost")).toBeVisible();
  // A missing hashed asset and the host instruction files are not found either.
  expect((await request.get('/_astro/no-such-file.js')).status()).toBe(404);
  expect((await request.get('/_headers')).status()).toBe(404);
  expect((await request.get('/_redirects')).status()).toBe(404);
});

test('pages revalidate and carry the security headers; hashed assets and search index versions are immutable; text is compressed', async ({
  page,
  request,
}) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const headers = response?.headers() ?? {};
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['etag']).toBeTruthy();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expectStrictScripts(await policyOf(page, response));

  // The browser asked for compression and got it (brotli where the module is installed, else gzip).
  expect(['br', 'gzip']).toContain(headers['content-encoding']);
  const gzipped = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzipped.headers()['content-encoding']).toBe('gzip');

  // The largest script the page loads (an entry script can be a one-line import, too
  // small for nginx to compress: gzip_min_length), found through the entries' imports.
  const entries = await page
    .locator('script[type="module"][src^="/_astro/"]')
    .evaluateAll((scripts) => scripts.map((script) => script.getAttribute('src') ?? ''));
  const scripts = new Map<string, number>();
  for (const entry of entries) {
    const body = await (await request.get(entry, { headers: { 'Accept-Encoding': 'identity' } })).text();
    scripts.set(entry, body.length);
    for (const match of body.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
      const url = `/_astro/${match[1]}`;
      if (!scripts.has(url))
        scripts.set(url, (await (await request.get(url, { headers: { 'Accept-Encoding': 'identity' } })).body()).length);
    }
  }
  const [asset, size] = [...scripts].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  expect(size).toBeGreaterThan(256);
  const hashed = await request.get(asset, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(hashed.status()).toBe(200);
  expect(hashed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(hashed.headers()['content-encoding']).toBe('gzip');
  expect(hashed.headers()['x-content-type-options']).toBe('nosniff');
  expect(hashed.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

  // The quick search index: its manifest revalidates (a rebuild names a new version in it),
  // the files in a version folder never change, and a missing one is not cached for a year.
  const manifest = await request.get('/search-index/index.json');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  const { version, shards } = (await manifest.json()) as { version: string; shards: [string, string][] };
  const shard = await request.get(`/search-index/${version}/t/${shards[0]?.[1] ?? ''}.json`);
  expect(shard.status()).toBe(200);
  expect(shard.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(shard.headers()['x-content-type-options']).toBe('nosniff');
  const gone = await request.get(`/search-index/${version}/t/no-such-shard.json`);
  expect(gone.status()).toBe(404);
  expect(gone.headers()['cache-control']).toBe('no-cache');

  // The 404 page carries the headers too.
  const missing = await request.get('/no/such/page');
  expect(missing.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(missing.headers()['cache-control']).toBe('no-cache');

  // Revalidation: the same ETag back gets 304 and no body.
  const again = await request.get('/', { headers: { 'If-None-Match': headers['etag'] ?? '' } });
  expect(again.status()).toBe(304);
});

test('the home page and a book page render through nginx with no console error or policy violation', async ({ page, request }) => {
  const watched = await watchPolicy(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /^বইবাজার/ })).toHaveCount(1);
  await page.waitForLoadState('networkidle');

  const listed = await request.get(`${SHOP_API}/products?page=1&per_page=1`);
  const { products } = (await listed.json()) as { products: { slug: string; name: string }[] };
  const book = products[0];
  if (!book) throw new Error('no book in the seeded catalogue');
  await page.goto(`/product-details/${book.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: book.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(watched.violations).toEqual([]);
  expect(watched.errors).toEqual([]);
});
