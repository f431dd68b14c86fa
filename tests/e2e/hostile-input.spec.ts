import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { authHeader, createAccount, openSignedIn, SHOP_API } from './support/accounts.ts';

/**
 * Hostile and broken input in the browser: every form names what is missing
 * in the specification's words and sends nothing; Bangla digits in phone and
 * quantity fields are understood; corrupt or foreign values in every
 * localStorage key the site uses never break a page.
 */

test.describe.configure({ timeout: 60_000 });

const API_ORIGIN = new URL(SHOP_API).origin;
const main = (page: Page) => page.getByRole('main');
const panel = (page: Page) => main(page).getByRole('tabpanel');

/** Every request that would change something at the API (anything but GET, HEAD and CORS preflights). */
function writesToApi(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(API_ORIGIN) && !['GET', 'HEAD', 'OPTIONS'].includes(request.method())) sent.push(request);
  });
  return sent;
}

/** The field's message: red text under it that is also its accessible description. */
async function expectMessage(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

type Book = { id: number; slug: string; name: string; [key: string]: unknown };

async function firstBooks(page: Page, count: number): Promise<Book[]> {
  const response = await page.request.get(`${SHOP_API}/products?page=1&per_page=${count}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { products: Book[] }).products;
}

test.describe('forms refuse missing input without sending it', () => {
  test('login names the blank email and password', async ({ page }) => {
    await page.goto('/login');
    const sent = writesToApi(page);
    await expect(main(page).getByRole('button', { name: 'Login' })).toBeEnabled();
    await main(page).getByLabel('Email').fill('   ');
    await main(page).getByRole('button', { name: 'Login' }).click();
    await expectMessage(main(page).getByLabel('Email'), 'Email is required');
    await expectMessage(main(page).getByLabel('Password'), 'Password is required');
    expect(sent.map((request) => request.url())).toEqual([]);
  });

  test('sign up names all six blank fields', async ({ page }) => {
    await page.goto('/register');
    const sent = writesToApi(page);
    await main(page).getByLabel('I agree to the Terms & Condition').check();
    await main(page).getByLabel('First Name').fill(' \t ');
    await main(page).getByRole('button', { name: 'Sign Up' }).click();
    for (const [label, message] of [
      ['First Name', 'First Name is required'],
      ['Last Name', 'Last Name is required'],
      ['Email', 'Email is required'],
      ['Phone', 'Phone is required'],
      ['Password', 'Password is required'],
      ['Confirm Password', 'Confirm Password is required'],
    ] as const) {
      await expectMessage(main(page).getByLabel(label, { exact: true }), message);
    }
    expect(sent).toHaveLength(0);
  });

  test('contact names all six blank fields', async ({ page }) => {
    await page.goto('/contact');
    const sent = writesToApi(page);
    await expect(main(page).getByRole('button', { name: 'SAVE' })).toBeEnabled();
    await main(page).getByRole('button', { name: 'SAVE' }).click();
    for (const [label, message] of [
      ['First Name', 'First Name is required'],
      ['Last Name', 'Last Name is required'],
      ['Email Address', 'Email is required'],
      ['Phone', 'Phone is required'],
      ['Subject', 'Subject is required'],
      ['Message', 'Message is required'],
    ] as const) {
      await expectMessage(main(page).getByLabel(label, { exact: true }), message);
    }
    expect(sent).toHaveLength(0);
  });

  test('checkout: a new address with blank fields says "*This field is required" six times', async ({ page }) => {
    const account = await createAccount(page.request, 'hostile-checkout');
    const [book] = await firstBooks(page, 1);
    await page.goto('/login');
    await page.evaluate((cart) => localStorage.setItem('books', cart), JSON.stringify([{ ...book, quantity: 1 }]));
    await openSignedIn(page, account, '/checkout');
    await page.getByText('Add a new address', { exact: true }).click();
    const form = page.getByRole('form', { name: 'Add a new address' });
    await form.getByLabel('Street address').fill('   ');
    const sent = writesToApi(page);
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(form.getByText('*This field is required', { exact: true })).toHaveCount(6);
    expect(sent).toHaveLength(0);
  });

  test('account details: blank names, phone and email are named in the spec’s words', async ({ page }) => {
    const account = await createAccount(page.request, 'hostile-account');
    await openSignedIn(page, account, '/profile?tab=account');
    const form = panel(page);
    await expect(form.getByLabel('First Name')).toHaveValue(account.first_name);
    for (const label of ['First Name', 'Last Name', 'Phone', 'Email']) await form.getByLabel(label, { exact: true }).fill(' ');
    const sent = writesToApi(page);
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expectMessage(form.getByLabel('First Name'), 'First Name Required');
    await expectMessage(form.getByLabel('Last Name'), 'Last Name Required');
    await expectMessage(form.getByLabel('Phone'), 'Phone Number is Required');
    await expectMessage(form.getByLabel('Email', { exact: true }), 'Email is Required');
    expect(sent).toHaveLength(0);
  });

  test('address edit: every blank field is named in the spec’s words', async ({ page }) => {
    const account = await createAccount(page.request, 'hostile-address');
    const saved = await page.request.post(`${SHOP_API}/user/addresses`, {
      headers: authHeader(account),
      data: { first_name: 'Nusrat', last_name: 'Jahan', address_1: 'House 7', city: 'Dhaka', country: 'Bangladesh', zip: '1207' },
    });
    expect(saved.status()).toBe(201);
    await openSignedIn(page, account, '/profile?tab=address');
    await panel(page).getByRole('button', { name: 'Edit Address' }).click();
    await expect(panel(page).getByLabel('Street Address')).toHaveValue('House 7');
    // The division (the contract's state_name) and the district (its city) are choices; the country is fixed to Bangladesh, so never blank.
    const messages = [
      ['First Name', 'First Name Required'],
      ['Last Name', 'Last Name Required'],
      ['Street Address', 'Street Address Required'],
      ['District', 'City Required'],
      ['Postcode', 'Zip Required'],
      ['Division', 'State Name is Required'],
    ] as const;
    for (const label of ['First Name', 'Last Name', 'Street Address', 'Postcode'])
      await panel(page).getByLabel(label, { exact: true }).fill('  ');
    await panel(page).getByLabel('Division', { exact: true }).selectOption('');
    const sent = writesToApi(page);
    await panel(page).getByRole('button', { name: 'Update' }).click();
    for (const [label, message] of messages) await expectMessage(panel(page).getByLabel(label, { exact: true }), message);
    expect(sent).toHaveLength(0);
  });

  test('a review without stars or text is named and not sent', async ({ page }) => {
    const account = await createAccount(page.request, 'hostile-review');
    const [, book] = await firstBooks(page, 2);
    if (!book) throw new Error('the seed has fewer than two books');
    await openSignedIn(page, account, `/product-details/${book.slug}/`);
    const section = page.getByRole('region', { name: /^Reviews \(\d+\)$/ });
    await section.scrollIntoViewIfNeeded();
    await section.getByRole('button', { name: 'Write a Review' }).click();
    const form = section.getByRole('form', { name: 'Write a Review' });
    await form.getByLabel('Your review').fill('   ');
    const sent = writesToApi(page);
    await form.getByRole('button', { name: 'Submit Review' }).click();
    await expect(form.getByRole('group', { name: 'Your rating' })).toHaveAccessibleDescription('Choose a rating from 1 to 5 stars');
    await expectMessage(form.getByLabel('Your review'), 'Write a few words about the book');
    expect(sent).toHaveLength(0);
  });

  test('a comment with blank comment, name and email is named and not sent', async ({ page }) => {
    const posts = await page.request.get(`${API_ORIGIN}/content/blogs/posts?per_page=1`);
    const [post] = ((await posts.json()) as { data: { slug: string }[] }).data;
    if (!post) throw new Error('no posts');
    await page.goto(`/blog-details/${post.slug}/`);
    await page.locator('#comment-form-root').scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'Leave a comment' });
    await expect(form.getByRole('button', { name: 'SAVE' })).toBeEnabled();
    await form.getByLabel('Name', { exact: false }).first().fill('   ');
    const sent = writesToApi(page);
    await form.getByRole('button', { name: 'SAVE' }).click();
    await expectMessage(form.getByLabel('Comment'), 'Comment is required');
    await expectMessage(form.getByLabel('Name *'), 'Name is required');
    await expectMessage(form.getByLabel('Email *'), 'Email is required');
    expect(sent).toHaveLength(0);
  });

  test('a comment’s web address that is not http(s) is refused by the shop, with its message under Web', async ({ page }) => {
    const posts = await page.request.get(`${API_ORIGIN}/content/blogs/posts?per_page=1`);
    const [post] = ((await posts.json()) as { data: { slug: string }[] }).data;
    if (!post) throw new Error('no posts');
    await page.goto(`/blog-details/${post.slug}/`);
    await page.locator('#comment-form-root').scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'Leave a comment' });
    await expect(form.getByRole('button', { name: 'SAVE' })).toBeEnabled();
    await form.getByLabel('Comment').fill('A fine post.');
    await form.getByLabel('Name *').fill('Farhana');
    await form.getByLabel('Email *').fill('farhana@example.com');
    await form.getByLabel('Web').fill('javascript:alert(1)');
    await form.getByRole('button', { name: 'SAVE' }).click();
    await expectMessage(form.getByLabel('Web'), 'The web must be a valid URL starting with http:// or https://.');
    await expect(form.getByLabel('Comment')).toHaveValue('A fine post.');
  });
});

test.describe('Bangla digits are understood', () => {
  test('a phone typed in Bangla digits is sent as 01712345678 (sign up)', async ({ page }) => {
    await page.goto('/register');
    const form = main(page);
    await form.getByLabel('First Name').fill('নুসরাত');
    await form.getByLabel('Last Name').fill('জাহান');
    await form.getByLabel('Email').fill(`bangla-digits-${Date.now()}@example.com`);
    await form.getByLabel('Phone').fill('০১৭১২৩৪৫৬৭৮');
    await form.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await form.getByLabel('Confirm Password').fill('correct horse battery');
    await form.getByLabel('I agree to the Terms & Condition').check();
    const registration = page.waitForRequest((request) => request.url().endsWith('/user/registration') && request.method() === 'POST');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    expect(((await registration).postDataJSON() as { phone: string }).phone).toBe('01712345678');
  });

  test('a phone typed in Bangla digits is sent as 01712345678 (account details)', async ({ page }) => {
    const account = await createAccount(page.request, 'bangla-phone');
    await openSignedIn(page, account, '/profile?tab=account');
    await panel(page).getByLabel('Phone').fill('০১৭১২৩৪৫৬৭৮');
    const update = page.waitForRequest((request) => request.url().endsWith('/api/v1/user') && request.method() === 'PUT');
    await panel(page).getByRole('button', { name: 'Save Changes' }).click();
    expect(((await update).postDataJSON() as { phone: string }).phone).toBe('01712345678');
    await expect(page.locator('[data-toast-region]')).toContainText('Successfully updated');
  });

  test('a quantity typed as ৩ is 3 in the cart, and junk keeps the last good quantity', async ({ page }) => {
    const [book] = await firstBooks(page, 1);
    if (!book) throw new Error('no books');
    await page.goto('/cart');
    await page.evaluate((cart) => localStorage.setItem('books', cart), JSON.stringify([{ ...book, quantity: 1 }]));
    await page.reload();
    const row = page.getByRole('table', { name: 'Books in your cart' }).getByRole('row').filter({ hasText: book.name });
    const quantity = row.getByRole('textbox', { name: `Quantity of “${book.name}”` });
    await quantity.fill('৩');
    await quantity.press('Tab');
    await expect(quantity).toHaveValue('3');
    expect(await page.evaluate(() => (JSON.parse(localStorage.getItem('books') ?? '[]') as { quantity: number }[])[0]?.quantity)).toBe(3);
    for (const junk of ['-1', '0', '1e3', '3.5', '<script>', '১০০০০']) {
      await quantity.fill(junk);
      await quantity.press('Enter');
      await expect(row.getByRole('alert')).toHaveText(/^Enter a whole number from 1 to \d+\.$/);
      await expect(quantity).toHaveValue('3');
    }
  });
});

/** Values no version of the site wrote: broken JSON, wrong shapes, another app's data, prototype tricks, huge strings. */
const CORRUPT_VALUES = [
  '{"this is": not json',
  'undefined',
  'null',
  '42',
  '"a string"',
  '[]',
  '{}',
  '[{"id":"1","quantity":"lots"}]',
  '[{"id":1,"quantity":-5,"selling_price":{"amount":"NaN"}}]',
  '{"__proto__":{"isAuthenticated":true},"constructor":{"prototype":{"polluted":true}}}',
  '{"isAuthenticated":true}',
  '{"isAuthenticated":"yes","token":["x"],"user":"<img src=x onerror=alert(1)>"}',
  '{"cart":{"items":[1,2,3]},"version":99}',
  '<script>alert(1)</script>',
  'x'.repeat(200_000),
];
const KEYS = ['books', 'auth', 'coupon'];

test.describe('corrupt or foreign localStorage never breaks a page', () => {
  // /checkout and /profile send a signed-out visitor on to /login, so the sign-in page is covered too.
  const GUARDED = ['/checkout', '/profile'];
  for (const path of ['/', '/cart', '/checkout', '/profile', '/books']) {
    test(`${path} renders with every corrupt value in every key, signed out and with an empty cart`, async ({ page }) => {
      test.setTimeout(240_000); // fifteen values, two loads each
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console error: ${message.text()} at ${message.location().url}`);
      });
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`${response.status()} for ${response.url()}`);
      });
      page.on('dialog', (dialog) => {
        problems.push(`dialog: ${dialog.message()}`);
        void dialog.dismiss();
      });
      for (const value of CORRUPT_VALUES) {
        // Written from a plain page of the site's origin (guarded pages move on to /login at once),
        // then read by a fresh load of the page under test: only that load's problems count.
        await page.goto('/about', { waitUntil: 'domcontentloaded' });
        await page.evaluate(
          ([keys, corrupt]) => {
            for (const key of keys) localStorage.setItem(key, corrupt);
          },
          [KEYS, value] as const,
        );
        problems.length = 0;
        // Not 'load': the home page's lazy images can keep a busy machine from firing it for long.
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        // A guarded page's own move to /login must land before the next value's load, or it aborts that load.
        if (GUARDED.includes(path)) await page.waitForURL(/\/login\/?(\?|$)/u);
        await expect(page.getByRole('main')).toBeVisible();
        await expect(page.getByRole('banner').getByRole('link', { name: 'Login' }).first()).toBeVisible();
        await expect(page.getByRole('banner').locator('[data-cart-count]')).toHaveText('0');
        expect(problems, `${path} with ${value.slice(0, 60)}`).toEqual([]);
      }
    });
  }
});
