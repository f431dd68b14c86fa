import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatTaka, toPaisa } from '#shared/money.ts';
import { authHeader, createAccount, openSignedIn, SHOP_API } from './support/accounts.ts';

test.describe.configure({ timeout: 60_000 });

type Book = { id: number; slug: string; name: string; in_stock: boolean; selling_price: { amount: string } };

async function firstInStock(request: APIRequestContext): Promise<Book> {
  const response = await request.get(`${SHOP_API}/products?per_page=40`);
  const book = ((await response.json()) as { products: Book[] }).products.find((candidate) => candidate.in_stock);
  if (!book) throw new Error('no book in stock');
  return book;
}

test('the Bangla wishlist: empty state, a saved book with its ৳ price, Bangla actions and toasts', async ({ page, request }) => {
  const account = await createAccount(request, 'bangla-wishlist');
  await openSignedIn(page, account, '/bn/wishlist');
  await expect(page.getByRole('heading', { level: 1, name: 'উইশলিস্ট' })).toBeVisible();
  await expect(page.getByText('আপনার উইশলিস্টে কোনো বই নেই')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'কেনাকাটা চালিয়ে যান' })).toHaveAttribute('href', '/bn/');

  const book = await firstInStock(request);
  const added = await request.post(`${SHOP_API}/wishlists`, { data: { product_id: book.id }, headers: authHeader(account) });
  expect(added.ok()).toBe(true);
  await page.reload();
  const table = page.getByRole('table', { name: 'আপনার উইশলিস্টের বই' });
  const row = table.getByRole('row').filter({ hasText: book.name });
  await expect(row.getByText(formatTaka(toPaisa(book.selling_price), 'bn'))).toBeVisible({ timeout: 15_000 });
  await expect(row.getByText('স্টকে আছে')).toBeVisible();
  await expect(row.getByRole('link', { name: book.name })).toHaveAttribute('href', /^\/bn\/product-details\//);

  await row.getByRole('button', { name: `কার্টে ${book.name} যোগ করুন` }).click();
  await expect(row.getByRole('link', { name: /কার্টে আছে/ })).toHaveAttribute('href', '/bn/cart');

  await row.getByRole('button', { name: /^সরান/ }).click();
  await expect(page.getByText('উইশলিস্ট থেকে সরানো হয়েছে')).toBeVisible();
  await expect(page.getByText('আপনার উইশলিস্টে কোনো বই নেই')).toBeVisible();
});
