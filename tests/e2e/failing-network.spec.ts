import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { authHeader, createAccount, freshAccount, openSignedIn, SHOP_API, type SignedInAccount } from './support/accounts.ts';

// Every island, with the API down, slow past the client's 10 s timeout, or
// answering 500: a clear message, a Retry that works once the API is back,
// what the shopper typed kept, and the cart never lost.
test.describe.configure({ timeout: 60_000 });

const CONTENT_API = SHOP_API.replace(/\/api\/v1$/, '/content');

const MODES = ['down', 'slow', '500'] as const;
type Mode = (typeof MODES)[number];

/** What the shopper reads for each failure (src/shared/api/result.ts, the one mapper). */
const REASON: Record<Mode, string> = {
  down: 'Could not reach the shop. Check your connection and try again.',
  slow: 'The shop took too long to answer. Please try again.',
  500: 'The shop is having trouble right now. Please try again in a moment.',
};

/** The browser client's timeout (src/shared/api/fetch-client.ts); the page clock jumps over it. */
const CLIENT_TIMEOUT_MS = 10_000;

type Outage = {
  /** Waits until the page has called the broken endpoint and, for "slow", moves the page clock past the timeout. */
  happened: () => Promise<void>;
  /** The API answers normally again. */
  restore: () => Promise<void>;
};

/**
 * Breaks the calls `matches` picks, the way `mode` says. "slow" never answers:
 * the page's own timer gives up, moved by Playwright's clock instead of ten
 * real seconds. Preflights pass, so a 500 reaches the page as a 500.
 */
async function breakApi(page: Page, matches: (url: URL, method: string) => boolean, mode: Mode): Promise<Outage> {
  let broken = true;
  let hit = () => {};
  const called = new Promise<void>((resolve) => {
    hit = resolve;
  });
  const held: Route[] = [];
  await page.route(
    (url) => broken && matches(url, ''),
    async (route) => {
      const request = route.request();
      if (!broken || request.method() === 'OPTIONS' || !matches(new URL(request.url()), request.method())) return route.fallback();
      hit();
      if (mode === 'down') return route.abort('connectionrefused');
      if (mode === '500') {
        return route.fulfill({
          status: 500,
          headers: { 'access-control-allow-origin': request.headers().origin ?? '*', 'access-control-expose-headers': 'ETag' },
          json: { message: 'Server Error' },
        });
      }
      held.push(route);
    },
  );
  return {
    happened: async () => {
      await called;
      if (mode === 'slow') await page.clock.fastForward(CLIENT_TIMEOUT_MS + 500);
    },
    restore: async () => {
      broken = false;
      // The page gave up on these long ago; let them go quietly.
      for (const route of held) await route.abort('timedout').catch(() => {});
    },
  };
}

const path = (pattern: RegExp, method?: string) => (url: URL, requestMethod: string) =>
  pattern.test(url.pathname) && (method === undefined || requestMethod === '' || requestMethod === method);

type Money = { amount: string; formatted: string };
type ApiBook = {
  id: number;
  slug: string;
  name: string;
  base_image: { path: string };
  writers: { id: number; name: string }[];
  price: Money;
  special_price: Money | null;
  selling_price: Money;
  in_stock: boolean;
};

async function inStockBooks(request: APIRequestContext, count: number): Promise<ApiBook[]> {
  const response = await request.get(`${SHOP_API}/products?per_page=40`);
  expect(response.ok()).toBe(true);
  const books = ((await response.json()) as { products: ApiBook[] }).products.filter((book) => book.in_stock).slice(0, count);
  expect(books).toHaveLength(count);
  return books;
}

/** Puts books in the stored cart (localStorage "books", as the cart store keeps it) and answers what was stored. */
async function fillCart(page: Page, request: APIRequestContext): Promise<string> {
  const cart = (await inStockBooks(request, 2)).map(
    ({ id, slug, name, base_image, writers, price, special_price, selling_price, in_stock }) => ({
      id,
      slug,
      name,
      base_image,
      writers,
      price,
      special_price,
      selling_price,
      in_stock,
      quantity: 2,
    }),
  );
  if (!page.url().startsWith('http')) await page.goto('/login');
  await page.evaluate((stored) => localStorage.setItem('books', stored), JSON.stringify(cart));
  return storedCart(page);
}

const storedCart = (page: Page) => page.evaluate(() => localStorage.getItem('books') ?? '');
const main = (page: Page) => page.getByRole('main');
const toasts = (page: Page) => page.locator('[data-toast-region]');

test.beforeEach(async ({ page }) => {
  // Time runs as usual; "slow" tests jump it forward past the client's timeout.
  await page.clock.install();
});

for (const mode of MODES) {
  test.describe(`API ${mode}`, () => {
    test('cart: the price check says it could not run, keeps the cart, and Retry checks again', async ({ page, request }) => {
      const cart = await fillCart(page, request);
      const outage = await breakApi(page, path(/^\/api\/v1\/products\/[^/]+$/), mode);
      await page.goto('/cart');
      await outage.happened();
      const notice = main(page).getByRole('alert');
      await expect(notice).toContainText(
        'We could not check today’s prices; they will be checked again at checkout. Your cart is kept as it is.',
      );
      await expect(main(page).getByRole('table').getByRole('row')).toHaveCount(3);
      expect(await storedCart(page)).toBe(cart);
      await outage.restore();
      await notice.getByRole('button', { name: 'Retry' }).click();
      await expect(main(page).getByRole('alert')).toHaveCount(0);
      await expect(main(page).getByRole('table').getByRole('row')).toHaveCount(3);
    });

    test('login: says why, keeps email and password, and Retry signs in', async ({ page, request }) => {
      const account = await createAccount(request, `net-login-${mode}`);
      await page.goto('/login');
      const cart = await fillCart(page, request);
      await expect(main(page).getByRole('button', { name: 'Login' })).toBeEnabled();
      const outage = await breakApi(page, path(/^\/api\/v1\/user$/, 'POST'), mode);
      await main(page).getByLabel('Email').fill(account.email);
      await main(page).getByLabel('Password').fill(account.password);
      await main(page).getByRole('button', { name: 'Login' }).click();
      await outage.happened();
      const alert = main(page).getByRole('alert');
      await expect(alert).toContainText(REASON[mode]);
      await expect(main(page).getByLabel('Email')).toHaveValue(account.email);
      await expect(main(page).getByLabel('Password')).toHaveValue(account.password);
      await outage.restore();
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect(page).toHaveURL(/\/$/);
      expect(await storedCart(page)).toBe(cart);
    });

    test('register: says why, keeps every field, and Retry registers', async ({ page, request }) => {
      const account = freshAccount(`net-register-${mode}`);
      await page.goto('/register');
      const cart = await fillCart(page, request);
      const outage = await breakApi(page, path(/^\/api\/v1\/user\/registration$/, 'POST'), mode);
      const form = main(page);
      // Sign Up is enabled once the island has hydrated and the terms are accepted.
      await form.getByLabel('I agree to the Terms & Condition').check();
      await expect(form.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
      await form.getByLabel('First Name').fill(account.first_name);
      await form.getByLabel('Last Name').fill(account.last_name);
      await form.getByLabel('Email').fill(account.email);
      await form.getByLabel('Phone').fill(account.phone);
      await form.getByLabel('Password', { exact: true }).fill(account.password);
      await form.getByLabel('Confirm Password').fill(account.password);
      await form.getByRole('button', { name: 'Sign Up' }).click();
      await outage.happened();
      const alert = form.getByRole('alert');
      await expect(alert).toContainText(REASON[mode]);
      await expect(form.getByLabel('Email')).toHaveValue(account.email);
      await expect(form.getByLabel('Confirm Password')).toHaveValue(account.password);
      await outage.restore();
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect(page).toHaveURL(/\/login\?registered=1$/);
      expect(await storedCart(page)).toBe(cart);
    });

    test('wishlist: the list could not be loaded, and Retry loads it', async ({ page, request }) => {
      const account = await createAccount(request, `net-wish-${mode}`);
      const [book] = await inStockBooks(request, 1);
      if (!book) throw new Error('no book');
      expect((await request.post(`${SHOP_API}/wishlists`, { data: { product_id: book.id }, headers: authHeader(account) })).ok()).toBe(
        true,
      );
      const cart = await fillCart(page, request);
      const outage = await breakApi(page, path(/^\/api\/v1\/wishlists$/, 'GET'), mode);
      await openSignedIn(page, account, '/wishlist');
      await outage.happened();
      const alert = main(page).getByRole('alert');
      await expect(alert).toContainText(`Your wishlist could not be loaded. ${REASON[mode]}`);
      await outage.restore();
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect(main(page).getByRole('link', { name: book.name, exact: true })).toBeVisible();
      expect(await storedCart(page)).toBe(cart);
    });

    test('checkout: the saved addresses could not be loaded, and Retry loads them', async ({ page, request }) => {
      const account = await signedUpWithAddress(request, `net-addr-${mode}`);
      const cart = await fillCart(page, request);
      const outage = await breakApi(page, path(/^\/api\/v1\/user\/addresses$/, 'GET'), mode);
      await openSignedIn(page, account, '/checkout');
      await outage.happened();
      const box = main(page).getByRole('group', { name: 'Delivery address' });
      await expect(box.getByRole('alert')).toContainText(REASON[mode]);
      await outage.restore();
      await box.getByRole('button', { name: 'Retry' }).click();
      await expect(box.getByRole('radio', { name: /Nusrat Jahan/ })).toBeChecked();
      expect(await storedCart(page)).toBe(cart);
    });

    test('checkout: Place order says the order was not placed, keeps the cart and the choices, and Retry places it once', async ({
      page,
      request,
    }) => {
      const account = await signedUpWithAddress(request, `net-order-${mode}`);
      const cart = await fillCart(page, request);
      await openSignedIn(page, account, '/checkout');
      await expect(page.getByRole('radio', { name: /Nusrat Jahan/ })).toBeChecked();
      await page.getByRole('button', { name: /Inside Dhaka/ }).click();
      await page.getByRole('button', { name: /Cash on Delivery/ }).click();
      const outage = await breakApi(page, path(/^\/api\/v1\/orders$/, 'POST'), mode);
      await page.getByRole('button', { name: 'Place order' }).click();
      await outage.happened();
      const alert = main(page).getByRole('alert').filter({ hasText: 'Your order was not placed.' });
      await expect(alert).toContainText(`Your order was not placed. ${REASON[mode]} Your cart is kept.`);
      expect(await storedCart(page)).toBe(cart);
      await expect(page.getByRole('button', { name: /Inside Dhaka/ })).toHaveAttribute('aria-pressed', 'true');
      await outage.restore();
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByText('Order created Successfully').first()).toBeVisible();
      const orders = await request.get(`${SHOP_API}/orders`, { headers: authHeader(account) });
      expect(((await orders.json()) as { data: unknown[] }).data).toHaveLength(1);
    });

    test('profile: the orders tab could not be loaded, and Retry loads it', async ({ page, request }) => {
      const account = await createAccount(request, `net-orders-${mode}`);
      const cart = await fillCart(page, request);
      const outage = await breakApi(page, path(/^\/api\/v1\/orders$/, 'GET'), mode);
      await openSignedIn(page, account, '/profile?tab=orders');
      await outage.happened();
      const alert = main(page).getByRole('alert');
      await expect(alert).toContainText(`Your orders could not be loaded. ${REASON[mode]}`);
      await outage.restore();
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect(main(page).getByText("You haven't placed any order yet.")).toBeVisible();
      expect(await storedCart(page)).toBe(cart);
    });

    test('profile: saving account details says why, keeps the edits, and Retry saves them', async ({ page, request }) => {
      const account = await createAccount(request, `net-account-${mode}`);
      const cart = await fillCart(page, request);
      await openSignedIn(page, account, '/profile?tab=account');
      const form = main(page).getByRole('tabpanel');
      await expect(form.getByLabel('First Name')).toHaveValue(account.first_name);
      const outage = await breakApi(page, path(/^\/api\/v1\/user$/, 'PUT'), mode);
      await form.getByLabel('First Name').fill('Farhana');
      await form.getByRole('button', { name: 'Save Changes' }).click();
      await outage.happened();
      const alert = form.getByRole('alert');
      await expect(alert).toContainText(REASON[mode]);
      await expect(form.getByLabel('First Name')).toHaveValue('Farhana');
      await outage.restore();
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect(toasts(page)).toContainText('Successfully updated');
      expect(await storedCart(page)).toBe(cart);
    });

    test('reviews: sending says why, keeps the stars and the text, and Retry sends it', async ({ page, request }) => {
      const account = await createAccount(request, `net-review-${mode}`);
      const [book] = await inStockBooks(request, 1);
      if (!book) throw new Error('no book');
      const cart = await fillCart(page, request);
      await openSignedIn(page, account, `/product-details/${book.slug}/`);
      const section = page.getByRole('region', { name: /^Reviews \(\d+\)$/ });
      await section.scrollIntoViewIfNeeded();
      await section.getByRole('button', { name: 'Write a Review' }).click();
      const form = section.getByRole('form', { name: 'Write a Review' });
      await form.getByRole('radio', { name: '4 stars' }).check();
      const text = `Kept through a ${mode} shop (${Date.now()}).`;
      await form.getByLabel('Your review').fill(text);
      const outage = await breakApi(page, path(/^\/api\/v1\/reviews\/[^/]+$/, 'POST'), mode);
      await form.getByRole('button', { name: 'Submit Review' }).click();
      await outage.happened();
      const alert = form.getByRole('alert');
      await expect(alert).toContainText(REASON[mode]);
      await expect(form.getByLabel('Your review')).toHaveValue(text);
      await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
      await outage.restore();
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect(section.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
      expect(await storedCart(page)).toBe(cart);
    });

    test('comments: sending says why, keeps the comment, and Retry posts it', async ({ page, request }) => {
      const posts = await request.get(`${CONTENT_API}/blogs/posts?page=1&per_page=5`);
      const [post] = ((await posts.json()) as { data: { slug: string }[] }).data;
      if (!post) throw new Error('no posts');
      const cart = await fillCart(page, request);
      await page.goto(`/blog-details/${post.slug}/`);
      const form = page.getByRole('form', { name: 'Leave a comment' });
      await page.locator('#comment-form-root').scrollIntoViewIfNeeded();
      await expect(form.getByRole('button', { name: 'SAVE' })).toBeEnabled();
      const text = `Still here after a ${mode} shop (${Date.now()})`;
      await form.getByLabel('Comment').fill(text);
      await form.getByLabel('Name').fill('Rafiq');
      await form.getByLabel('Email').fill('rafiq@example.com');
      const outage = await breakApi(page, path(/^\/content\/blogs\/posts\/[^/]+\/comments$/, 'POST'), mode);
      await form.getByRole('button', { name: 'SAVE' }).click();
      await outage.happened();
      const alert = form.getByRole('alert');
      await expect(alert).toContainText(REASON[mode]);
      await expect(form.getByLabel('Comment')).toHaveValue(text);
      await outage.restore();
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByText(text)).toBeVisible();
      expect(await storedCart(page)).toBe(cart);
    });

    test('contact: sending says why, keeps the message, and Retry sends it', async ({ page, request }) => {
      await page.goto('/contact');
      const cart = await fillCart(page, request);
      const form = main(page);
      await expect(form.getByRole('button', { name: 'SAVE' })).toBeEnabled();
      await form.getByLabel('First Name').fill('Rahim');
      await form.getByLabel('Last Name').fill('Uddin');
      await form.getByLabel('Email Address').fill('rahim@example.com');
      await form.getByLabel('Phone').fill('01711223344');
      await form.getByLabel('Subject').fill('Order question');
      await form.getByLabel('Message').fill('When will my books arrive?');
      const outage = await breakApi(page, path(/^\/content\/contact$/, 'POST'), mode);
      await form.getByRole('button', { name: 'SAVE' }).click();
      await outage.happened();
      const alert = form.getByRole('alert');
      await expect(alert).toContainText(REASON[mode]);
      await expect(form.getByLabel('Message')).toHaveValue('When will my books arrive?');
      await outage.restore();
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect(form.getByText('Thank you for contact with us.')).toBeVisible();
      expect(await storedCart(page)).toBe(cart);
    });
  });
}

async function signedUpWithAddress(request: APIRequestContext, label: string): Promise<SignedInAccount> {
  const account = await createAccount(request, label);
  const response = await request.post(`${SHOP_API}/user/addresses`, {
    headers: authHeader(account),
    data: { first_name: 'Nusrat', last_name: 'Jahan', address_1: '12 Lake Road', city: 'Dhaka', country: 'Bangladesh', zip: '1205' },
  });
  expect(response.status()).toBe(201);
  return account;
}
