import { expect, test, type Page } from '@playwright/test';
import { createAccount, freshAccount, openSignedIn, SHOP_API, type Account } from './support/accounts.ts';

/** Pages hydrate before they move on; leave room for a busy machine. */
const navigation = { timeout: 15_000 };
// Each test registers a customer and crosses two or three hydrating pages.
test.describe.configure({ timeout: 60_000 });

const REQUIRED = [
  ['First Name', 'First Name is required'],
  ['Last Name', 'Last Name is required'],
  ['Email', 'Email is required'],
  ['Phone', 'Phone is required'],
  ['Password', 'Password is required'],
  ['Confirm Password', 'Confirm Password is required'],
] as const;

const main = (page: Page) => page.getByRole('main');

async function fillSignUp(page: Page, account: Account, phone = account.phone) {
  const form = main(page);
  await form.getByLabel('First Name').fill(account.first_name);
  await form.getByLabel('Last Name').fill(account.last_name);
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Phone').fill(phone);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByLabel('Confirm Password').fill(account.password);
}

async function fillLogin(page: Page, email: string, password: string) {
  await main(page).getByLabel('Email').fill(email);
  await main(page).getByLabel('Password').fill(password);
  await main(page).getByRole('button', { name: 'Login' }).click();
}

test.describe('Sign Up', () => {
  test('waits for the Terms box, then names every empty field and moves focus to the first', async ({ page }) => {
    await page.goto('/register');
    await expect(page).toHaveTitle(/^Sign Up \|/);
    const submit = main(page).getByRole('button', { name: 'Sign Up' });
    await expect(submit).toBeDisabled();
    await main(page).getByLabel('I agree to the Terms & Condition').check();
    await expect(submit).toBeEnabled();
    await submit.click();
    for (const [label, message] of REQUIRED) {
      const input = main(page).getByLabel(label, { exact: true });
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(message);
    }
    await expect(main(page).getByText(/ is required$/)).toHaveCount(6);
    await expect(main(page).getByLabel('First Name')).toBeFocused();
    // Unticking the box disables the button again.
    await main(page).getByLabel('I agree to the Terms & Condition').uncheck();
    await expect(submit).toBeDisabled();
  });

  test('fields are typed for the browser: email, tel and new passwords', async ({ page }) => {
    await page.goto('/register');
    await expect(main(page).getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(main(page).getByLabel('Email')).toHaveAttribute('autocomplete', 'email');
    await expect(main(page).getByLabel('Phone')).toHaveAttribute('type', 'tel');
    await expect(main(page).getByLabel('Phone')).toHaveAttribute('autocomplete', 'tel');
    await expect(main(page).getByLabel('Password', { exact: true })).toHaveAttribute('autocomplete', 'new-password');
    await expect(main(page).getByLabel('Confirm Password')).toHaveAttribute('autocomplete', 'new-password');
    await expect(main(page).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  test('a taken email is reported under the email field, and nothing typed is lost', async ({ page, request }) => {
    const existing = await createAccount(request, 'taken');
    const account = { ...freshAccount(), email: existing.email };
    await page.goto('/register');
    await fillSignUp(page, account);
    await main(page).getByLabel('I agree to the Terms & Condition').check();
    await main(page).getByRole('button', { name: 'Sign Up' }).click();
    const email = main(page).getByLabel('Email');
    await expect(email).toHaveAccessibleDescription('The email has already been taken.');
    await expect(email).toBeFocused();
    await expect(main(page).getByLabel('First Name')).toHaveValue(account.first_name);
    await expect(main(page).getByLabel('Password', { exact: true })).toHaveValue(account.password);
    await expect(main(page).getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    await expect(page).toHaveURL(/\/register$/, navigation);
  });

  test('success goes to the login page; a phone typed in Bangla digits is saved in ASCII digits', async ({ page, request }) => {
    const account = freshAccount('signup');
    await page.goto('/register');
    await fillSignUp(page, account, '০১৭১১-২২৩৩৪৪');
    await main(page).getByLabel('I agree to the Terms & Condition').check();
    await main(page).getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/login\?registered=1$/, navigation);
    await expect(main(page).getByText('Successfully Registered. Please log in with your email and password.')).toBeVisible();
    const login = await request.post(`${SHOP_API}/user`, { data: { email: account.email, password: account.password } });
    expect(login.ok()).toBe(true);
    const { user } = (await login.json()) as { user: { phone: string; first_name: string } };
    expect(user).toMatchObject({ phone: '01711-223344', first_name: account.first_name });
  });
});

test.describe('Login', () => {
  test('shows its links: Forget password? to contact, and sign up', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle(/^Login \|/);
    await expect(main(page).getByRole('link', { name: 'Forget password?' })).toHaveAttribute('href', '/contact');
    await expect(main(page).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });

  test('an empty submit shows the server’s messages under email and password', async ({ page }) => {
    await page.goto('/login');
    await main(page).getByRole('button', { name: 'Login' }).click();
    await expect(main(page).getByLabel('Email')).toHaveAccessibleDescription('Email is required');
    await expect(main(page).getByLabel('Password')).toHaveAccessibleDescription('Password is required');
    await expect(main(page).getByLabel('Email')).toBeFocused();
  });

  test('a wrong password shows the server’s message, as a toast and beside the form', async ({ page, request }) => {
    const account = await createAccount(request, 'wrongpw');
    await page.goto('/login');
    await fillLogin(page, account.email, 'not the password');
    await expect(main(page).getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(page.locator('[data-toast-region]')).toContainText('Invalid email or password.');
    await expect(main(page).getByLabel('Password')).toHaveValue('not the password');
    await expect(main(page).getByRole('button', { name: 'Login' })).toBeEnabled();
    await expect(page).toHaveURL(/\/login$/, navigation);
    expect((await page.evaluate(() => localStorage.getItem('auth'))) ?? '').not.toContain(account.email);
  });

  test('when the shop cannot be reached, says so and lets the shopper try again', async ({ page, request }) => {
    const account = await createAccount(request, 'offline');
    await page.goto('/login');
    await page.route(`${SHOP_API}/user`, (route) => route.abort('internetdisconnected'));
    await fillLogin(page, account.email, account.password);
    // The message, then a Retry that sends the form again.
    await expect(main(page).getByRole('alert')).toHaveText(/^Could not reach the shop\. Check your connection and try again\.\s*Retry$/);
    await expect(main(page).getByRole('alert')).toBeFocused();
    await expect(main(page).getByLabel('Email')).toHaveValue(account.email);
    await page.unroute(`${SHOP_API}/user`);
    await main(page).getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/$/, navigation);
  });

  test('the right password goes home and keeps the sign-in in the browser', async ({ page, request }) => {
    const account = await createAccount(request, 'login');
    await page.goto('/login');
    await fillLogin(page, account.email, account.password);
    await expect(page).toHaveURL(/\/$/, navigation);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? 'null') as unknown);
    expect(stored).toMatchObject({ isAuthenticated: true, user: { email: account.email, first_name: account.first_name } });
  });

  test('a signed-in visitor opening /login sees links instead of the form', async ({ page, request }) => {
    const account = await createAccount(request, 'already');
    await openSignedIn(page, account, '/login');
    await expect(main(page).getByText('You are already logged in')).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    await expect(main(page).getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/profile');
    await expect(main(page).getByLabel('Password')).toHaveCount(0);
  });
});

test.describe('Signed-in pages', () => {
  test('the wishlist sends a signed-out visitor to login, and login brings them back', async ({ page, request }) => {
    const account = await createAccount(request, 'next');
    await page.goto('/wishlist');
    await expect(page).toHaveURL(/\/login\?next=%2Fwishlist$/, navigation);
    await fillLogin(page, account.email, account.password);
    await expect(page).toHaveURL(/\/wishlist$/, navigation);
    await expect(main(page).getByRole('heading', { name: 'Wishlist' })).toBeVisible();
    await expect(main(page).getByText('No data is available')).toBeVisible();
  });
});
