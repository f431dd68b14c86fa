import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { openSignedIn, SHOP_API, type SignedInAccount } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

// A review by a customer who ordered the book carries a "verified purchase" mark, rendered
// into the prebuilt book page from the API's review data (verified_purchase). The seed has
// one: the demo customer ordered a book and reviewed it (backend/seed/purchases.ts).

// Axe over a book page and the review island's hydration take their time on a busy machine.
test.describe.configure({ timeout: 90_000 });

const DEMO = { email: 'demo@boibazar.test', password: 'demo-password' };
const DEMO_NAME = 'Demo Customer';

async function signInDemo(request: APIRequestContext): Promise<SignedInAccount> {
  const login = await request.post(`${SHOP_API}/user`, { data: DEMO });
  expect(login.ok()).toBe(true);
  const { token, user } = (await login.json()) as { token: string; user: Omit<SignedInAccount, 'token' | 'password'> };
  return { ...user, password: DEMO.password, token };
}

/** The book the seeded demo customer ordered, found the way a client would: their orders. */
async function boughtBook(request: APIRequestContext): Promise<string> {
  const { token } = await signInDemo(request);
  const headers = { Authorization: `Bearer ${token}` };
  const listed = await request.get(`${SHOP_API}/orders`, { headers });
  const orders = ((await listed.json()) as { data: { id: number }[] }).data;
  const first = orders.at(-1);
  if (!first) throw new Error('the seeded demo customer has no order');
  const detail = await request.get(`${SHOP_API}/orders/${first.id}`, { headers });
  const { order } = (await detail.json()) as { order: { products: { data: { product: { slug: string } }[] } } };
  const slug = order.products.data[0]?.product.slug;
  if (!slug) throw new Error('the seeded order has no book');
  return slug;
}

function reviewBy(section: Locator, page: Page, name: string): Locator {
  return section.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

test('the English book page marks the buyer’s review “Verified purchase”, and only theirs', async ({ page, request }) => {
  const slug = await boughtBook(request);
  await page.goto(`/product-details/${slug}/`);
  const section = page.getByRole('region', { name: /^Reviews \(\d+\)$/ });
  await section.scrollIntoViewIfNeeded();
  const mine = reviewBy(section, page, DEMO_NAME);
  await expect(mine).toHaveCount(1);
  await expect(mine.getByText('Verified purchase', { exact: true })).toBeVisible();
  // The seed's other reviews have no customer behind them: no mark.
  expect(await section.getByRole('listitem').count()).toBeGreaterThan(1);
  await expect(section.getByText('Verified purchase', { exact: true })).toHaveCount(1);
  await expectNoAxeViolations(page, 'book page with a verified purchase');
});

test('the Bangla book page marks the buyer’s review in Bangla', async ({ page, request }) => {
  const slug = await boughtBook(request);
  await page.goto(`/bn/product-details/${slug}/`);
  const section = page.getByRole('region', { name: /^রিভিউ \([০-৯]+\)$/ });
  await section.scrollIntoViewIfNeeded();
  const mine = reviewBy(section, page, DEMO_NAME);
  await expect(mine).toHaveCount(1);
  await expect(mine.getByText('যাচাইকৃত ক্রেতা', { exact: true })).toBeVisible();
  await expect(section.getByText('যাচাইকৃত ক্রেতা', { exact: true })).toHaveCount(1);
  await expect(section.getByText('Verified purchase')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the mark is in the prebuilt page itself', async ({ page, request }) => {
    const slug = await boughtBook(request);
    await page.goto(`/product-details/${slug}/`);
    const section = page.getByRole('region', { name: /^Reviews \(\d+\)$/ });
    await expect(reviewBy(section, page, DEMO_NAME).getByText('Verified purchase', { exact: true })).toBeVisible();
  });
});

// One review per customer per book (docs/decisions/0016-one-review-per-book.md): the buyer has
// reviewed the book already, so the shop refuses another, and the form says why in each language.
test('the buyer writing a second review of the book is told they have already reviewed it, in English and Bangla', async ({
  page,
  request,
}) => {
  const slug = await boughtBook(request);
  const demo = await signInDemo(request);
  const cases = [
    {
      path: `/product-details/${slug}/`,
      region: /^Reviews \(\d+\)$/,
      write: 'Write a Review',
      star: '5 stars',
      text: 'Your review',
      submit: 'Submit Review',
      said: 'You have already reviewed this book.',
    },
    {
      path: `/bn/product-details/${slug}/`,
      region: /^রিভিউ \([০-৯]+\)$/,
      write: 'রিভিউ লিখুন',
      star: '৫ তারকা',
      text: 'আপনার রিভিউ',
      submit: 'রিভিউ জমা দিন',
      said: 'আপনি এই বইটির রিভিউ আগেই দিয়েছেন।',
    },
  ];
  for (const [index, step] of cases.entries()) {
    if (index === 0) await openSignedIn(page, demo, step.path);
    else await page.goto(step.path);
    const section = page.getByRole('region', { name: step.region });
    await section.scrollIntoViewIfNeeded();
    await section.getByRole('button', { name: step.write }).click();
    const form = section.getByRole('form', { name: step.write });
    await form.getByRole('radio', { name: step.star }).check();
    await form.getByLabel(step.text).fill(`Once more (${Date.now()})`);
    await form.getByRole('button', { name: step.submit }).click();
    await expect(form.getByRole('alert')).toContainText(step.said);
    await expect(section.getByRole('listitem').filter({ has: page.getByRole('heading', { name: DEMO_NAME, exact: true }) })).toHaveCount(1);
  }
});
