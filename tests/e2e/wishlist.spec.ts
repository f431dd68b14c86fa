import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { authHeader, createAccount, openSignedIn, SHOP_API, type SignedInAccount } from './support/accounts.ts';

/** Pages hydrate before they move on; leave room for a busy machine. */
const navigation = { timeout: 15_000 };
// Each test registers a customer and crosses two or three hydrating pages.
test.describe.configure({ timeout: 60_000 });

type Book = { id: number; slug: string; name: string; in_stock: boolean; selling_price: { amount: string } };

const main = (page: Page) => page.getByRole('main');

async function catalogue(request: APIRequestContext): Promise<Book[]> {
  const response = await request.get(`${SHOP_API}/products?page=1&per_page=200`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { products: Book[] }).products;
}

async function wish(request: APIRequestContext, account: SignedInAccount, book: Book) {
  const response = await request.post(`${SHOP_API}/wishlists`, { data: { product_id: book.id }, headers: authHeader(account) });
  expect(response.ok()).toBe(true);
}

/** "350.00" → "Tk 350.00", "1250.50" → "Tk 1,250.50", as the shop shows prices. */
function taka(amount: string): string {
  const [whole = '0', fraction = '00'] = amount.split('.');
  return `Tk ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

test('the wishlist lists a wished-for book; it goes to the cart and can be removed', async ({ page, request }) => {
  const account = await createAccount(request, 'wish');
  const book = (await catalogue(request)).find((b) => b.in_stock);
  if (!book) throw new Error('the seed has no book in stock');
  await wish(request, account, book);

  await openSignedIn(page, account, '/wishlist');
  const table = main(page).getByRole('table', { name: 'Books in your wishlist' });
  const row = table.getByRole('row').filter({ hasText: book.name });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: book.name })).toHaveAttribute('href', `/product-details/${book.slug}`);
  await expect(row).toContainText(taka(book.selling_price.amount));
  await expect(row).toContainText('In Stock');

  await row.getByRole('button', { name: `Add ${book.name} to cart` }).click();
  const inCart = row.getByRole('link', { name: /^In cart/ });
  await expect(inCart).toHaveAttribute('href', '/cart');
  await expect(inCart).toBeFocused();
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('books') ?? '[]') as { id: number; quantity: number }[]);
  expect(cart).toEqual([expect.objectContaining({ id: book.id, quantity: 1 })]);

  await row.getByRole('button', { name: `Remove ${book.name} from wishlist` }).click();
  await expect(page.locator('[data-toast-region]')).toContainText('Successfully Deleted from Wishlist');
  await expect(table).toHaveCount(0);
  await expect(main(page).getByText('No data is available')).toBeVisible();
  await expect(main(page).getByText('No data is available')).toBeFocused();
  const left = await request.get(`${SHOP_API}/wishlists`, { headers: authHeader(account) });
  expect(((await left.json()) as { products: Book[] }).products).toEqual([]);
});

test('a book out of stock says so and cannot go to the cart', async ({ page, request }) => {
  const account = await createAccount(request, 'stock');
  const books = await catalogue(request);
  const outOfStock = books.find((b) => !b.in_stock);
  const inStock = books.find((b) => b.in_stock);
  if (!outOfStock || !inStock) throw new Error('the seed needs books in and out of stock');
  await wish(request, account, outOfStock);
  await wish(request, account, inStock);

  await openSignedIn(page, account, '/wishlist');
  const rows = main(page).getByRole('row');
  await expect(rows).toHaveCount(3); // header + 2 books
  const row = rows.filter({ hasText: outOfStock.name });
  await expect(row).toContainText('Out of Stock');
  await expect(row.getByRole('button', { name: `Add ${outOfStock.name} to cart` })).toBeDisabled();

  // Removing the first book moves focus to the next row's Remove button.
  await rows
    .nth(1)
    .getByRole('button', { name: /^Remove/ })
    .click();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1).getByRole('button', { name: /^Remove/ })).toBeFocused();
});

test('a failed load says so and Retry loads the list', async ({ page, request }) => {
  const account = await createAccount(request, 'retry');
  const book = (await catalogue(request))[0];
  if (!book) throw new Error('empty catalogue');
  await wish(request, account, book);
  let failing = true;
  await page.route(`${SHOP_API}/wishlists`, (route) =>
    failing ? route.fulfill({ status: 500, json: { message: 'Server Error' } }) : route.continue(),
  );
  await openSignedIn(page, account, '/wishlist');
  await expect(main(page).getByRole('alert')).toContainText('Your wishlist could not be loaded.');
  failing = false;
  await main(page).getByRole('button', { name: 'Retry' }).click();
  await expect(main(page).getByRole('link', { name: book.name })).toBeVisible();
  await expect(main(page).getByRole('alert')).toHaveCount(0);
});

test('a session that ended mid-visit sends the shopper to log in again, and back', async ({ page, request }) => {
  const account = await createAccount(request, 'expired');
  await openSignedIn(page, account, '/wishlist');
  await expect(main(page).getByText('No data is available')).toBeVisible();

  const revoked = await page.request.delete(`${SHOP_API}/user/token`, { headers: authHeader(account) });
  expect(revoked.ok()).toBe(true);
  await page.reload();

  await expect(page).toHaveURL(/\/login\?next=%2Fwishlist&reason=expired$/, navigation);
  await expect(main(page).getByText('Your session has ended. Please log in again.')).toBeVisible();
  expect((await page.evaluate(() => localStorage.getItem('auth'))) ?? '').not.toContain(account.token);
  await main(page).getByLabel('Email').fill(account.email);
  await main(page).getByLabel('Password').fill(account.password);
  await main(page).getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/wishlist$/, navigation);
  await expect(main(page).getByText('No data is available')).toBeVisible();
});

test('at 390 px the wishlist fits the screen', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const account = await createAccount(request, 'narrow');
  const books = (await catalogue(request)).slice(0, 3);
  for (const book of books) await wish(request, account, book);
  await openSignedIn(page, account, '/wishlist');
  await expect(main(page).getByRole('button', { name: /^Remove/ })).toHaveCount(3);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const remove = main(page)
    .getByRole('button', { name: /^Remove/ })
    .first();
  await expect(remove).toBeInViewport();
});
