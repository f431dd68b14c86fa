import { expect, test } from '@playwright/test';
import { SHOP_API } from './support/accounts.ts';
import { fillHomeBlocks } from './support/home-blocks.ts';

test('the home page npm start serves shows the shop and its books', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: /^বইবাজার/ })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'বিশেষ আয়োজন' })).toBeVisible();
  // Twelve book carousels plus the tabs, the author promo and the deals: well over a hundred priced books,
  // most of them filled in as the page is scrolled.
  await fillHomeBlocks(page);
  const books = page.getByRole('article').filter({ hasText: 'Tk ' });
  expect(await books.count()).toBeGreaterThan(100);
  // Covers come from the shop's own API host, never from outside.
  // The cover is decorative (the name is beside it), so it has no role to find it by.
  const cover = books.first().locator('img');
  await expect(cover).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/covers\/[a-z0-9-]+\.webp$/);
  expect(errors).toEqual([]);
});

test('an unknown path answers 404 with the not-found screen', async ({ page }) => {
  const response = await page.goto('/no-such-page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText("Look like you're lost")).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('every request the home page makes stays on the shop’s own hosts', async ({ page, baseURL }) => {
  const hosts = new Set<string>();
  page.on('request', (request) => {
    hosts.add(new URL(request.url()).host);
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const site = new URL(baseURL ?? '').host;
  for (const host of hosts) expect(host === site || host.startsWith('127.0.0.1:')).toBe(true);
});

test('the pages npm start serves and the API’s answers travel compressed, with Vary', async ({ request }) => {
  for (const url of ['/', '/books/', `${SHOP_API}/products`]) {
    const response = await request.get(url, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(response.status(), url).toBe(200);
    expect(['br', 'gzip'], url).toContain(response.headers()['content-encoding']);
    expect(response.headers().vary, url).toMatch(/accept-encoding/i);
    // Decoded by the client: the text itself is whole.
    expect((await response.text()).length, url).toBeGreaterThan(1000);
  }
});
