import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SHOP_API } from './support/accounts.ts';

// Look inside: a book's first pages in a modal viewer, from the pages its `files` list after the
// cover (the bundled backend seeds them for about two books in five).

type Listed = { slug: string; name: string; files: { path: string }[]; base_image: { path: string } };

async function books(request: APIRequestContext): Promise<Listed[]> {
  const response = await request.get(`${SHOP_API}/products?per_page=200`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { products: Listed[] }).products;
}

async function bookWithPages(request: APIRequestContext): Promise<Listed & { pages: string[] }> {
  const book = (await books(request)).find((listed) => listed.files.length > 2);
  if (!book) throw new Error('the seed has no book with pages to look inside');
  return { ...book, pages: book.files.slice(1).map((file) => file.path) };
}

/** Which look-inside pages the browser has asked for, by number. */
function watchPages(page: Page): Set<number> {
  const asked = new Set<number>();
  page.on('request', (request) => {
    const match = /\/previews\/[^/]+\/(\d+)\.webp$/.exec(request.url());
    if (match) asked.add(Number(match[1]));
  });
  return asked;
}

const viewer = (page: Page, name: RegExp | string) => page.getByRole('dialog', { name });

test('by keyboard: opens, turns with the arrow keys, loads each page as it is reached, and closes with Escape', async ({
  page,
  request,
}) => {
  const book = await bookWithPages(request);
  const asked = watchPages(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`/product-details/${book.slug}/`);
  const open = page.getByRole('button', { name: 'Look inside' });
  await expect(open).toBeVisible();
  expect(asked.size, 'no page before the button is pressed').toBe(0);

  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = viewer(page, `Look inside: ${book.name}`);
  await expect(dialog).toBeVisible();
  const count = book.pages.length;
  await expect(dialog.getByText(`Page 1 of ${count}`)).toBeVisible();
  await expect(dialog.getByRole('img', { name: `${book.name}, page 1` })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  // The page shown and the next one, no further.
  await expect.poll(() => [...asked].sort()).toEqual([1, 2]);

  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText(`Page 2 of ${count}`)).toBeVisible();
  await expect(dialog.getByRole('img', { name: `${book.name}, page 2` })).toBeVisible();
  await expect.poll(() => asked.has(3)).toBe(true);
  expect(asked.has(4)).toBe(false);

  await page.keyboard.press('End');
  await expect(dialog.getByText(`Page ${count} of ${count}`)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await page.keyboard.press('Home');
  await expect(dialog.getByText(`Page 1 of ${count}`)).toBeVisible();

  // Focus stays in the dialog: Tab goes round its own controls.
  for (let i = 0; i < 6; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  expect(errors).toEqual([]);
});

test('at 360 px: fits the phone, turns by swipe and by its buttons, in Bangla', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const book = await bookWithPages(request);
  await page.goto(`/bn/product-details/${book.slug}/`);
  await page.getByRole('button', { name: 'একটু পড়ে দেখুন' }).click();
  const dialog = viewer(page, `একটু পড়ে দেখুন: ${book.name}`);
  await expect(dialog).toBeVisible();
  const count = book.pages.length;
  const bangla = (value: number) => String(value).replace(/\d/g, (digit) => String.fromCharCode(0x09e6 + Number(digit)));
  await expect(dialog.getByText(`পৃষ্ঠা ১ / ${bangla(count)}`)).toBeVisible();

  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.y >= 0 && box.x + box.width <= 360 && box.y + box.height <= 740).toBe(true);
  const picture = dialog.getByRole('img', { name: `${book.name}, পৃষ্ঠা ১` });
  await expect(picture).toBeVisible();
  const shown = await picture.boundingBox();
  expect(shown && shown.width > 200 && shown.x >= 0 && shown.x + shown.width <= 360).toBe(true);
  for (const control of [dialog.getByRole('button', { name: 'আগের পৃষ্ঠা' }), dialog.getByRole('button', { name: 'পরের পৃষ্ঠা' })]) {
    const area = await control.boundingBox();
    expect(area && area.x >= 0 && area.x + area.width <= 360 && area.y + area.height <= 740).toBe(true);
  }

  // A swipe to the left shows the next page; to the right, the one before.
  const swipe = async (from: number, to: number) => {
    const list = dialog.getByRole('list', { name: 'পৃষ্ঠাগুলো' });
    const area = await list.boundingBox();
    if (!area) throw new Error('no page list');
    const y = area.y + area.height / 2;
    await list.dispatchEvent('pointerdown', { clientX: from, clientY: y, pointerType: 'touch', isPrimary: true });
    await list.dispatchEvent('pointerup', { clientX: to, clientY: y, pointerType: 'touch', isPrimary: true });
  };
  await swipe(300, 80);
  await expect(dialog.getByText(`পৃষ্ঠা ২ / ${bangla(count)}`)).toBeVisible();
  await swipe(80, 300);
  await expect(dialog.getByText(`পৃষ্ঠা ১ / ${bangla(count)}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'পরের পৃষ্ঠা' }).click();
  await expect(dialog.getByRole('img', { name: `${book.name}, পৃষ্ঠা ২` })).toBeVisible();
  await dialog.getByRole('button', { name: 'বন্ধ করুন' }).click();
  await expect(dialog).toBeHidden();
});

test('a page that cannot load says so and loads on Try again', async ({ page, request }) => {
  const book = await bookWithPages(request);
  let failing = true;
  await page.route('**/previews/**/2.webp', (route) => (failing ? route.abort() : route.continue()));
  await page.goto(`/product-details/${book.slug}/`);
  await page.getByRole('button', { name: 'Look inside' }).click();
  const dialog = viewer(page, `Look inside: ${book.name}`);
  await dialog.getByRole('button', { name: 'Next page' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/This page could not load/);
  failing = false;
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByRole('img', { name: `${book.name}, page 2` })).toBeVisible();
});

test('a book without pages to show has no Look inside', async ({ page, request }) => {
  const book = (await books(request)).find((listed) => listed.files.length === 1);
  if (!book) throw new Error('every seeded book has pages');
  await page.goto(`/product-details/${book.slug}/`);
  await expect(page.getByRole('heading', { level: 1, name: book.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Look inside' })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
