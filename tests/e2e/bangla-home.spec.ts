import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

// The Bangla interface of the home page, the blog, the directories, contact and
// the not-found page: its words, its Bangla digits, and links that stay in /bn/.
const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? '4100'}`;

const LATIN_DIGIT = /[0-9]/;
const BANGLA_DIGIT = /[০-৯]/;

async function apiJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${API}${path}`);
  expect(response.ok(), `${path} answers`).toBe(true);
  return (await response.json()) as T;
}

/** Every link of a part of the page to this site's pages goes to a Bangla page. */
async function expectBanglaLinks(part: Locator): Promise<void> {
  const hrefs = await part.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href, href).toMatch(/^\/bn\//);
}

const main = (page: Page) => page.getByRole('main');

test('the Bangla home page: its blocks in Bangla, counts and prices in Bangla digits, links in /bn/', async ({ page }) => {
  await page.goto('/bn/');
  await expect(page.getByRole('region', { name: 'আমাদের সেবা' })).toContainText('ফ্রি শিপিং');
  await expect(page.getByRole('region', { name: 'আমাদের সেবা' })).toContainText(/৳ [০-৯,]+\.০০-এর বেশি অর্ডারে/);

  const authors = page.getByRole('region', { name: 'জনপ্রিয় লেখক' });
  await expect(authors.getByRole('link', { name: 'সব দেখুন' })).toHaveAttribute('href', '/bn/authors/');
  const firstAuthor = authors.getByRole('listitem').first();
  await expect(firstAuthor).toContainText(/[০-৯]+টি বই/);
  await expectBanglaLinks(authors);

  const publishers = page.getByRole('region', { name: 'জনপ্রিয় প্রকাশনী' });
  await expect(publishers.getByRole('link', { name: 'সব দেখুন' })).toHaveAttribute('href', '/bn/publications/');

  const blog = page.getByRole('region', { name: 'ব্লগ' });
  await expect(blog.getByRole('link', { name: 'সব লেখা' })).toHaveAttribute('href', '/bn/blog');
  const date = (await blog.locator('time').first().textContent()) ?? '';
  expect(date).toMatch(BANGLA_DIGIT);
  expect(date).not.toMatch(LATIN_DIGIT);

  const newsletter = page.getByRole('region', { name: 'নিউজলেটার' });
  await expect(newsletter.getByRole('link', { name: 'যোগাযোগ করুন' })).toHaveAttribute('href', '/bn/contact');

  // A strip filled from the book file: its cards link to Bangla book pages.
  const deals = page.getByRole('region', { name: 'সপ্তাহের সেরা অফার' });
  await deals.scrollIntoViewIfNeeded();
  await expect(deals.getByRole('listitem').first()).toBeVisible();
  await expect(deals.getByRole('button', { name: 'পরবর্তী: সপ্তাহের সেরা অফার' })).toBeVisible();
});

test('the English home page writes its people and publisher counts in English', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'জনপ্রিয় লেখক' }).getByRole('listitem').first()).toContainText(/\d+ books?$/);
  await expect(page.getByRole('region', { name: 'জনপ্রিয় প্রকাশনী' }).getByRole('listitem').first()).toContainText(/\d+ books?$/);
  await expect(page.getByRole('region', { name: 'জনপ্রিয় লেখক' }).getByRole('link', { name: 'View All' })).toHaveAttribute(
    'href',
    '/authors/',
  );
});

test('the Bangla blog: side panel, post cards and a post with its comment form in Bangla', async ({ page, request }) => {
  type Post = { slug: string; name: string };
  const posts = (await apiJson<{ data: Post[] }>(request, '/content/blogs/posts?per_page=100')).data;
  await page.goto('/bn/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'ব্লগ' })).toBeVisible();
  const side = page.getByRole('complementary', { name: 'ব্লগ' });
  for (const heading of ['বিভাগ', 'সাম্প্রতিক লেখা', 'আর্কাইভ', 'ট্যাগ'])
    await expect(side.getByRole('heading', { name: heading })).toBeVisible();
  await expectBanglaLinks(side);
  const card = main(page).getByRole('article').first();
  await expect(card.getByRole('link', { name: /^(কোনো মন্তব্য নেই|[০-৯]+টি মন্তব্য)$/ })).toBeVisible();
  if (posts.length > 10) {
    await expect(main(page).locator('a[rel="next"]')).toHaveAttribute('href', /^\/bn\/blog\/page\/2\/?$/);
  }

  // The search box finds a post and writes its date in Bangla.
  const first = posts[0];
  if (!first) throw new Error('no posts');
  await page.getByRole('searchbox', { name: 'লেখা খুঁজুন' }).fill(first.name);
  const results = page.getByRole('list', { name: 'খোঁজার ফল' });
  await expect(results.getByRole('link', { name: first.name })).toHaveAttribute('href', `/bn/blog-details/${first.slug}`);
  await expect(results.getByRole('listitem').first()).toContainText(BANGLA_DIGIT);

  await card.getByRole('link', { name: /আরও পড়ুন/ }).click();
  await expect(page).toHaveURL(/\/bn\/blog-details\//);
  const count = page.getByRole('heading', { level: 2, name: /^(কোনো মন্তব্য নেই|[০-৯]+টি মন্তব্য)$/ });
  // The comment form loads as its section comes near.
  await count.scrollIntoViewIfNeeded();
  const form = page.getByRole('form', { name: 'মন্তব্য করুন' });
  await expect(form.getByRole('button', { name: 'পাঠান' })).toBeEnabled();
  await form.getByRole('button', { name: 'পাঠান' }).click();
  await expect(form.getByText('মন্তব্য লিখুন')).toBeVisible();
  await expect(form.getByText('নাম লিখুন')).toBeVisible();
  await expect(form.getByLabel('ওয়েবসাইট')).toBeVisible();
});

test('the Bangla directories: Bangla counts, search results and pages stay in /bn/', async ({ page }) => {
  await page.goto('/bn/authors/');
  const grid = page.getByRole('list', { name: 'লেখকদের তালিকা' });
  await expect(grid.getByRole('listitem')).toHaveCount(12);
  await expect(grid.getByRole('listitem').first()).toContainText(/[০-৯]+টি বই/);
  await expectBanglaLinks(grid);
  // The pages' links (their words are the listing part's) stay in /bn/.
  await expect(main(page).locator('a[rel="next"]')).toHaveAttribute('href', /^\/bn\/authors\/page\/2\/?$/);

  await page.getByRole('searchbox', { name: 'লেখক খুঁজুন' }).fill('নজরুল');
  const results = page.getByRole('list', { name: 'খোঁজার ফল' });
  const found = results.getByRole('link', { name: /কাজী নজরুল ইসলাম/ });
  await expect(found).toHaveAttribute('href', /^\/bn\/books\/authors\//);
  await expect(found).toContainText(/[০-৯]+টি বই/);
  await expect(page.getByRole('status').filter({ hasText: 'পাওয়া গেছে' })).toHaveText(/^[০-৯]+টি পাওয়া গেছে$/);

  await page.goto('/authors/');
  await page.getByRole('searchbox', { name: 'লেখক খুঁজুন' }).fill('নজরুল');
  await expect(page.getByRole('list', { name: 'খোঁজার ফল' }).getByRole('link', { name: /কাজী নজরুল ইসলাম/ })).toContainText(/\d+ books?$/);
});

test('the Bangla contact form: Bangla labels, Bangla messages, Bangla thanks', async ({ page }) => {
  await page.goto('/bn/contact');
  const form = main(page).getByRole('form', { name: 'আমাদের লিখুন' });
  const send = form.getByRole('button', { name: 'পাঠান' });
  await expect(send).toBeEnabled();
  await send.click();
  await expect(form.getByText('নামের প্রথম অংশ লিখুন')).toBeVisible();
  await expect(form.getByText('বার্তা লিখুন')).toBeVisible();
  await form.getByLabel('নামের প্রথম অংশ').fill('রহিম');
  await form.getByLabel('নামের শেষ অংশ').fill('উদ্দিন');
  await form.getByLabel('ইমেইল ঠিকানা').fill('rahim@example.com');
  await form.getByLabel('মোবাইল নম্বর').fill('০১৭১১-২২৩৩৪৪');
  await form.getByLabel('বিষয়').fill('অর্ডার');
  await form.getByLabel('বার্তা').fill('আমার বই কবে আসবে?');
  await send.click();
  await expect(main(page).getByRole('heading', { name: 'আমাদের সাথে যোগাযোগ করার জন্য ধন্যবাদ।' })).toBeVisible();
});

// Its page only: the static host answers every unknown path, /bn/ ones too, with the English /404.html for now.
test('the Bangla not-found page speaks Bangla and leads to the Bangla home page', async ({ page }) => {
  await page.goto('/bn/404/');
  await expect(page.getByRole('heading', { level: 1, name: '৪০৪' })).toBeVisible();
  await expect(page.getByText('মনে হচ্ছে আপনি পথ হারিয়েছেন')).toBeVisible();
  await expect(page.getByRole('link', { name: 'হোম পেজে ফিরে যান' })).toHaveAttribute('href', '/bn/');
});
