import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatTaka, toPaisa } from '#shared/money.ts';
import { SHOP_API } from './support/accounts.ts';

type Money = { amount: string };
type ApiBook = {
  id: number;
  slug: string;
  name: string;
  base_image: { path: string };
  writers: { id: number; name: string }[];
  price: Money;
  special_price: Money;
  selling_price: Money;
  in_stock: boolean;
};

/** Two in-stock books from the API as the cart keeps them, the first with three copies. */
async function twoBooks(request: APIRequestContext) {
  const response = await request.get(`${SHOP_API}/products?per_page=40`);
  expect(response.ok()).toBe(true);
  const { products } = (await response.json()) as { products: ApiBook[] };
  return products
    .filter((book) => book.in_stock)
    .slice(0, 2)
    .map(({ id, slug, name, base_image, writers, price, special_price, selling_price, in_stock }, index) => ({
      id,
      slug,
      name,
      base_image,
      writers,
      price,
      special_price,
      selling_price,
      in_stock,
      quantity: index === 0 ? 3 : 1,
    }));
}

async function openCart(page: Page, cart: unknown[]) {
  await page.goto('/bn/login');
  await page.evaluate((stored) => localStorage.setItem('books', stored), JSON.stringify(cart));
  await page.goto('/bn/cart');
}

test('the Bangla cart speaks Bangla, with Bangla quantities and ৳ prices, and links within /bn/', async ({ page, request }) => {
  const cart = await twoBooks(request);
  await openCart(page, cart);
  await expect(page.getByRole('heading', { level: 1, name: 'কার্ট' })).toBeVisible();
  const table = page.getByRole('table', { name: 'আপনার কার্টের বই' });
  const [first] = cart;
  if (!first) throw new Error('no book in stock');
  await expect(table.getByRole('textbox', { name: `“${first.name}” বইয়ের পরিমাণ` })).toHaveValue('৩');
  await table.getByRole('button', { name: `“${first.name}” একটি বাড়ান` }).click();
  await expect(table.getByRole('textbox', { name: `“${first.name}” বইয়ের পরিমাণ` })).toHaveValue('৪');

  const total = cart.reduce((sum, book) => sum + toPaisa(book.selling_price) * (book.id === first.id ? 4 : book.quantity), 0);
  await expect(page.getByTestId('cart-total')).toHaveText(formatTaka(total, 'bn'));
  await expect(page.getByTestId('cart-total')).toHaveText(/^৳ [০-৯,]+\.[০-৯]{2}$/);

  await expect(page.getByRole('link', { name: 'চেকআউটে যান' })).toHaveAttribute('href', '/bn/checkout');
  await expect(table.getByRole('link', { name: first.name })).toHaveAttribute('href', /^\/bn\/product-details\//);

  // A visitor's coupon: asked to sign in, in Bangla, by a link to the Bangla login.
  await page.getByRole('textbox', { name: 'কুপন কোড' }).fill('BOI50');
  await page.getByRole('button', { name: 'কুপন প্রয়োগ করুন' }).click();
  await expect(page.getByRole('link', { name: 'লগইন করুন' })).toHaveAttribute('href', /^\/bn\/login\?next=%2Fbn%2Fcart/);
});

test('the empty Bangla cart says so and goes on shopping in Bangla', async ({ page }) => {
  await page.goto('/bn/cart');
  await expect(page.getByRole('heading', { name: 'আপনার কার্ট খালি' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'কেনাকাটা চালিয়ে যান' })).toHaveAttribute('href', '/bn/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
});
