import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAccount, openSignedIn, SHOP_API } from './support/accounts.ts';

const CONTENT_API = SHOP_API.replace(/\/api\/v1$/, '/content');
import { laterListingPage } from './support/listing-pages.ts';
import { expectStrictScripts, policyOf, watchPolicy } from './support/policy.ts';

// The site runs under a strict Content-Security-Policy (astro.config.mjs, src/shared/security/security-headers.ts):
// these tests walk every page type with its islands and expect no script, style or
// request to be refused, and nothing to go wrong in the console.
test.describe.configure({ timeout: 90_000 });

type Listed = { slug: string; reviews_count?: number };

async function bookWithReviews(request: APIRequestContext): Promise<string> {
  const response = await request.get(`${SHOP_API}/products?page=1&per_page=100`);
  expect(response.ok()).toBe(true);
  const { products } = (await response.json()) as { products: Listed[] };
  const reviewed = products.find((product) => (product.reviews_count ?? 0) > 0);
  if (!reviewed) throw new Error('the seeded catalogue has no reviewed book among the first 100');
  return reviewed.slug;
}

test('every page type loads under the strict policy with no violation and no console error', async ({ page, request }) => {
  const watched = await watchPolicy(page);
  const slug = await bookWithReviews(request);
  const paths = [
    '/',
    '/books/',
    `/product-details/${slug}/`,
    '/books/search/gitanjali',
    '/categories/',
    '/authors/',
    '/publications/',
    '/blog',
    '/page/delivery',
    '/about',
    '/contact',
    '/login',
    '/register',
    '/cart',
    '/wishlist',
    '/no-such-page-here',
  ];
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(path === '/no-such-page-here' ? 404 : 200);
    await page.waitForLoadState('networkidle');
    expectStrictScripts(await policyOf(page, response));
  }
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  expect(watched.violations).toEqual([]);
  expect(watched.errors).toEqual([]);
});

/** The first link on the page whose address matches, for pages whose addresses the test cannot know. */
async function firstLink(page: Page, pattern: RegExp): Promise<string> {
  const hrefs = await page.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const found = hrefs.find((href) => pattern.test(href));
  if (!found) throw new Error(`no link matching ${pattern} on ${page.url()}`);
  return found;
}

test('listing, directory and blog archive pages load under the policy too', async ({ page, request }) => {
  const watched = await watchPolicy(page);
  await page.goto(`/product-details/${await bookWithReviews(request)}/`);
  const listings = [
    await firstLink(page, /^\/books\/authors\/\d+\//),
    await firstLink(page, /^\/books\/categories\//),
    await firstLink(page, /^\/(books\/)?publishers\//),
  ];
  await page.goto('/blog');
  const blog = [
    await firstLink(page, /^\/blog\/tag\//),
    await firstLink(page, /^\/blog\/category\//),
    await firstLink(page, /^\/blog-details\//),
  ];
  // A later page of all books is named by its first book: its address is the "Page 2" link of /books/.
  const laterBooks = await laterListingPage(page, '/books/');
  for (const path of [...listings, ...blog, laterBooks, '/authors/page/2/']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await page.waitForLoadState('networkidle');
    expectStrictScripts(await policyOf(page, response));
  }
  expect(watched.violations).toEqual([]);
  expect(watched.errors).toEqual([]);
});

test('islands work under the policy: cart, search results, and reviews, checkout and profile signed in', async ({ page, request }) => {
  const watched = await watchPolicy(page);
  await page.goto('/books/');
  const available = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Add to cart' }) });
  const name = await available.first().getByRole('heading').innerText();
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .first();
  await card.getByRole('button', { name: 'Add to cart' }).click();
  await expect(card.getByRole('button', { name: 'In cart ✓' })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('textbox', { name: /Quantity of/ })).toHaveCount(1);

  await page.goto('/books/search/gitanjali');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

  const account = await createAccount(request, 'csp');
  const slug = await bookWithReviews(request);
  await openSignedIn(page, account, `/product-details/${slug}/`);
  const reviews = page.getByRole('region', { name: /^Reviews \(\d+\)$/ });
  await reviews.scrollIntoViewIfNeeded();
  await expect(reviews.getByRole('button', { name: 'Write a Review' })).toBeVisible();

  // The book added above is still in the cart.
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place order' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('main').getByRole('heading', { name: `Hello ${account.first_name} ${account.last_name}` })).toBeVisible();

  expect(watched.violations).toEqual([]);
  expect(watched.errors).toEqual([]);
});

test('the blog comment form and the directory search work under the policy', async ({ page, request }) => {
  const watched = await watchPolicy(page);
  const listed = await request.get(`${CONTENT_API}/blogs/posts?page=1&per_page=1`);
  expect(listed.ok()).toBe(true);
  const post = ((await listed.json()) as { data: { slug: string }[] }).data[0];
  if (!post) throw new Error('no blog post in the seeded content');
  await page.goto(`/blog-details/${post.slug}/`);
  const form = page.getByRole('form', { name: 'Leave a comment' });
  // The form mounts when its (role-less) placeholder scrolls into view.
  await page.locator('#comment-form-root').scrollIntoViewIfNeeded();
  await expect(form.getByRole('button', { name: 'SAVE' })).toBeEnabled();

  await page.goto('/authors/');
  await page.getByRole('searchbox', { name: 'লেখক খুঁজুন' }).fill('tagore');
  await expect(page.getByRole('list', { name: 'খোঁজার ফল' }).getByRole('link', { name: /রবীন্দ্রনাথ ঠাকুর/ })).toBeVisible();

  expect(watched.violations).toEqual([]);
  expect(watched.errors).toEqual([]);
});

test('signing in through the login form works under the policy', async ({ page }) => {
  const watched = await watchPolicy(page);
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill('demo@boibazar.test');
  await main.getByLabel('Password').fill('demo-password');
  await main.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  const header = page.getByRole('banner');
  await expect(header.getByText('Demo', { exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login' })).toBeHidden();
  expect(watched.violations).toEqual([]);
  expect(watched.errors).toEqual([]);
});

test('the policy is enforced: a script injected into the page is refused and reported', async ({ page }) => {
  const watched = await watchPolicy(page);
  await page.goto('/');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => watched.violations.map((v) => v.directive)).toContain('script-src-elem');
});
