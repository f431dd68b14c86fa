import { expect, test } from '@playwright/test';
import { authHeader, createAccount, openSignedIn, SHOP_API } from './support/accounts.ts';

test('signed in, the header shows the first name with Profile and Logout; Logout signs out everywhere', async ({ page, request }) => {
  const account = await createAccount(request, 'logout');
  await openSignedIn(page, account, '/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Login' })).toBeHidden();
  const menu = header.getByText(account.first_name, { exact: true });
  await expect(menu).toBeVisible();
  await menu.click();
  await expect(header.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}'))).toEqual({
    isAuthenticated: false,
    user: null,
    token: null,
  });
  // The token was revoked on the server too.
  const after = await request.get(`${SHOP_API}/wishlists`, { headers: authHeader(account) });
  expect(after.status()).toBe(401);
});

test('the heart sends a signed-out visitor to login and back', async ({ page }) => {
  await page.goto('/books/');
  const card = page.getByRole('article').first();
  await card.getByRole('button', { name: /^Wishlist: / }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fbooks%2F$/);
});

test('the heart adds and removes a book with the toasts, and the counts follow', async ({ page, request }) => {
  const account = await createAccount(request, 'heart');
  await openSignedIn(page, account, '/books/');
  const card = page.getByRole('article').first();
  const heart = card.getByRole('button', { name: /^Wishlist: / });
  const headerCount = page.getByRole('banner').locator('[data-wishlist-count]');
  const floating = page.getByRole('navigation', { name: 'Cart and wishlist' }).getByRole('link', { name: /Wishlist/ });
  await expect(heart).toBeEnabled();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(floating).toBeVisible(); // the floating wishlist button shows only when signed in

  await heart.click();
  await expect(page.getByRole('status').getByText('Successfully Added in Wishlist')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(headerCount).toHaveText('1');

  await heart.click();
  await expect(page.getByRole('status').getByText('Successfully Deleted from Wishlist')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(headerCount).toHaveText('0');
  const stored = await request.get(`${SHOP_API}/wishlists`, { headers: authHeader(account) });
  expect(((await stored.json()) as { products: unknown[] }).products).toEqual([]);
});

test('signed out, there is no floating wishlist button', async ({ page }) => {
  await page.goto('/');
  const floating = page.getByRole('navigation', { name: 'Cart and wishlist' });
  await expect(floating.getByRole('link', { name: /books in the cart/ })).toBeVisible();
  await expect(floating.getByRole('link', { name: /Wishlist/ })).toBeHidden();
});
