import { expect, test, type Page } from '@playwright/test';
import { createAccount, SHOP_API } from './support/accounts.ts';

const main = (page: Page) => page.getByRole('main');

// The local API refuses an account after 5 failed sign-ins in 15 minutes
// (backend/lib/login-throttle.ts); the login form must say so plainly.
test('after too many wrong passwords the form shows the shop’s 429 message and keeps what was typed', async ({ page, request }) => {
  const account = await createAccount(request, 'limited');
  for (let i = 0; i < 5; i += 1) {
    const wrong = await request.post(`${SHOP_API}/user`, { data: { email: account.email, password: `guess ${i}` } });
    expect(wrong.status()).toBe(401);
  }
  await page.goto('/login');
  await expect(main(page).getByRole('button', { name: 'Login' })).toBeEnabled();
  await main(page).getByLabel('Email').fill(account.email);
  await main(page).getByLabel('Password').fill(account.password);
  await main(page).getByRole('button', { name: 'Login' }).click();

  const alert = main(page).getByRole('alert');
  await expect(alert).toHaveText('Too many failed login attempts. Please try again in 15 minutes.');
  // The message says how long to wait: a Retry now could only be refused again.
  await expect(alert.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(page.locator('[data-toast-region]')).toContainText('Too many failed login attempts.');
  await expect(main(page).getByLabel('Password')).toHaveValue(account.password);
  await expect(main(page).getByLabel('Email')).toHaveValue(account.email);
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.evaluate(() => localStorage.getItem('auth'))) ?? '').not.toContain(account.email);
});
