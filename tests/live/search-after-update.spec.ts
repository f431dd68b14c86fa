import { expect, test, type Page } from '@playwright/test';
import { newBookBody } from '../../backend/lib/new-book-body.ts';
import { LIVE_SUITE } from '../../playwright.live.config.ts';

// After a live update (a backend without a change feed naming its changes to the webhook), the
// shop's search is in step with the pages: a new book is found by its Bangla, English and
// Banglish spellings, a changed price shows its new value, and a removed book is never found.

const shop = `http://127.0.0.1:${LIVE_SUITE.apiPort}/api/v1`;
const webhook = `http://127.0.0.1:${LIVE_SUITE.rebuildPort}/rebuild/status`;

type Book = { slug: string; name: string; name_en: string };

async function api(method: string, path: string, json?: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${shop}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${LIVE_SUITE.staffToken}`,
      Accept: 'application/json',
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/** Waits until the rebuild webhook has run everything it was asked to (twice quiet in a row). */
async function liveUpdatesDone(): Promise<void> {
  let quiet = 0;
  await expect
    .poll(
      async () => {
        const status = (await (await fetch(webhook, { headers: { Authorization: `Bearer ${LIVE_SUITE.rebuildToken}` } })).json()) as {
          current: unknown;
          queued: unknown;
        };
        quiet = status.current === null && status.queued === null ? quiet + 1 : 0;
        return quiet;
      },
      { timeout: 240_000, intervals: [500] },
    )
    .toBeGreaterThanOrEqual(2);
}

function searchBox(page: Page) {
  return page.getByRole('banner').getByRole('combobox', { name: 'বই খুঁজুন' });
}

function results(page: Page) {
  return page.getByRole('region', { name: 'Books', exact: true }).getByRole('article');
}

async function searchPage(page: Page, text: string): Promise<void> {
  await page.goto(`/books/search/${encodeURIComponent(text)}`);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/found|No books/, { timeout: 30_000 });
}

test('search finds the new book, shows the new price and never the removed book, after the live update', async ({ page }) => {
  const list = (await api('GET', '/products?page=1&per_page=60')).body as { products: Book[] };
  const [priced, ...others] = list.products.slice(10);
  if (!priced) throw new Error('the seed has too few books');
  // A book nobody ordered can be removed (the API refuses, 409, for one that was ordered).
  let removed: Book | undefined;
  for (const book of others) {
    const answer = await api('DELETE', `/staff/products/${book.slug}`);
    if (answer.status === 204) {
      removed = book;
      break;
    }
  }
  if (!removed) throw new Error('no book could be removed');
  expect((await api('PATCH', `/staff/products/${priced.slug}`, { price: '777.00', special_price: null })).status).toBe(200);
  const [publisher] = (await api('GET', '/publishers')).body as { slug: string }[];
  const [author] = (await api('GET', '/authors')).body as { id: number }[];
  const [category] = (await api('GET', '/categories')).body as { slug: string }[];
  if (!publisher || !author || !category) throw new Error('the seed has no publisher, author or category');
  const created = await api(
    'POST',
    '/staff/products',
    newBookBody({
      name: 'নদীর ধারে সন্ধ্যা',
      name_en: 'Evening by the River',
      publisher: publisher.slug,
      writers: [author.id],
      categories: [category.slug],
      isbn: '9789840000055',
    }),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const fresh = (created.body as { product: Book }).product;
  await liveUpdatesDone();

  // The new book, by its Bangla name in the header's instant search, and by English and Banglish on the results page.
  await page.goto('/');
  await searchBox(page).click();
  await page.keyboard.type('নদীর ধারে');
  await expect(page.getByRole('banner').getByRole('listbox').getByRole('option').filter({ hasText: fresh.name }).first()).toBeVisible({
    timeout: 30_000,
  });
  for (const text of ['Evening by the River', 'nodir dhare shondhya']) {
    await searchPage(page, text);
    await expect(
      results(page)
        .filter({ has: page.locator(`a[href="/product-details/${fresh.slug}"]`) })
        .first(),
      text,
    ).toBeVisible();
  }

  // The changed price, on the changed book's result.
  await searchPage(page, priced.name_en);
  const card = results(page)
    .filter({ has: page.locator(`a[href="/product-details/${priced.slug}"]`) })
    .first();
  await expect(card).toContainText('Tk 777.00');

  // The removed book: by its English and its Bangla name, never.
  for (const text of [removed.name_en, removed.name]) {
    await searchPage(page, text);
    await expect(page.locator(`main a[href="/product-details/${removed.slug}"]`), text).toHaveCount(0);
  }
});
