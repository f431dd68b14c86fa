import { expect, test, type Page } from '@playwright/test';
import { sitePaths } from './support/site-paths.ts';

// The Bangla interface of the book listings, the search page and the book page:
// the interface's words in Bangla, numbers and prices in Bangla digits, and every
// link to a page of the site staying in /bn/.

const BANGLA_NUMBER = /^[০-৯][০-৯,]*$/;
const BANGLA_PRICE = /^৳ [০-৯][০-৯,]*\.[০-৯]{2}$/;

const banglaDigits = (count: number) => [...String(count)].map((digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)]).join('');

/** The site's own pages linked from the main content: each one must be a Bangla page. */
async function expectLinksStayBangla(page: Page): Promise<void> {
  const hrefs = await page
    .locator('main a[href^="/"]')
    .evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? '').filter((href) => href !== '' && !href.startsWith('/_astro/')),
    );
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href, href).toMatch(/^\/bn\//);
}

test.describe('the Bangla book listings', () => {
  test('all books: Bangla heading, count, range, sort and filter names, card buttons and prices, and pagination to page ২', async ({
    page,
  }) => {
    await page.goto('/bn/books/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('সব বই');
    await expect(page.locator('[data-listing-count]')).toHaveText(/^[০-৯,]+টি বই$/);
    // The first page shows 25 to 60 books (decision 0017), and says how many in its range line.
    const cards = page.locator('[data-listing-prebuilt] .book-card');
    await expect(cards.first()).toBeVisible();
    const shown = await cards.count();
    expect(shown).toBeGreaterThanOrEqual(25);
    expect(shown).toBeLessThanOrEqual(60);
    await expect(
      page.getByText(new RegExp(`^মোট [০-৯,]+টি বইয়ের ১–${banglaDigits(shown)} দেখানো হচ্ছে \\(পৃষ্ঠা ১ / [০-৯]+\\)$`)),
    ).toBeVisible();

    const filters = page.getByRole('form', { name: 'বই ফিল্টার করুন' });
    await expect(filters.getByRole('group', { name: 'সাজান' }).getByRole('radio', { name: 'মূল্য: কম থেকে বেশি' })).toBeAttached();
    await expect(filters.getByRole('group', { name: 'ভাষা' }).getByRole('checkbox', { name: /^ইংরেজি/ })).toBeAttached();
    await expect(filters.getByRole('group', { name: 'মূল্য' }).getByRole('radio', { name: /^৳ ১৫০-এর কম/ })).toBeAttached();

    const card = page.locator('[data-listing-prebuilt] .book-card').first();
    await expect(card.getByRole('button', { name: /^(কার্টে যোগ করুন|কার্টে আছে ✓|স্টকে নেই)$/ })).toBeVisible();
    await expect(card.locator('.selling')).toHaveText(BANGLA_PRICE);
    const discount = page.locator('[data-listing-prebuilt] .badge.off').first();
    await expect(discount).toHaveText(/^-[০-৯]+%$/);

    const pagination = page.getByRole('navigation', { name: 'পৃষ্ঠাসমূহ' });
    await expect(pagination.getByRole('link', { name: 'পৃষ্ঠা ২', exact: true })).toHaveText('২');
    await expectLinksStayBangla(page);

    // The next page is named by its first book, in the address, the title and the trail, and leads back in Bangla.
    const second = (await pagination.getByRole('link', { name: 'পৃষ্ঠা ২', exact: true }).getAttribute('href')) ?? '';
    expect(second).toMatch(/^\/bn\/books\/from\/[^/]+\/$/);
    await pagination.getByRole('link', { name: 'পরের' }).click();
    await expect(page).toHaveURL(new RegExp(`${second}$`));
    const firstCard = page.locator('[data-listing-prebuilt] .book-card').first().getByRole('heading').getByRole('link');
    await expect(firstCard).toHaveAttribute('href', second.replace(/^\/bn\/books\/from\/([^/]+)\/$/, '/bn/product-details/$1'));
    const firstBook = (await firstCard.innerText()).trim();
    await expect(page).toHaveTitle(`সব বই — “${firstBook}” থেকে | বইবাজার`);
    const trail = page.getByRole('navigation', { name: 'পাতার পথ' }).getByRole('link', { name: `“${firstBook}” থেকে`, exact: true });
    await expect(trail).toHaveAttribute('aria-current', 'page');
    const later = page.getByRole('navigation', { name: 'পৃষ্ঠাসমূহ' });
    await expect(later.getByRole('link', { name: 'আগের' })).toHaveAttribute('href', '/bn/books/');
    await expect(later.getByRole('link', { name: 'প্রথম পৃষ্ঠা' })).toHaveAttribute('href', '/bn/books/');
    await expect(later.getByRole('link', { name: 'পরের' })).toHaveAttribute('href', /^\/bn\/books\/from\/[^/]+\/$/);
    await expect(page.locator('[data-listing-count]')).toHaveText('');
    await expectLinksStayBangla(page);
  });

  test('a category, a publisher and an author listing name their kind in Bangla and link within /bn/', async ({ page, request }) => {
    const paths = await sitePaths(request);
    for (const [path, kind] of [
      [paths.category, 'বিষয়'],
      [paths.publisher, 'প্রকাশনী'],
      [paths.author, 'লেখক'],
    ] as const) {
      await page.goto(`/bn${path}`);
      await expect(page.locator('.listing-banner .kind')).toHaveText(kind);
      await expect(page.getByRole('navigation', { name: 'পাতার পথ' }).getByRole('link', { name: 'হোম' })).toHaveAttribute('href', '/bn/');
      await expectLinksStayBangla(page);
    }
  });

  test('a filter choice redraws the books with Bangla counts, and Clear all comes back', async ({ page }) => {
    await page.goto('/bn/books/');
    await page.getByRole('checkbox', { name: /^ইংরেজি/ }).check();
    await expect(page).toHaveURL(/\/bn\/books\/\?language=English$/);
    const status = page.locator('[data-filter-status]');
    await expect(status).toHaveText(/^(মোট [০-৯,]+টি বইয়ের|[০-৯,]+টি বই$)/, { timeout: 20_000 });
    const firstCard = page.locator('[data-filter-grid] .book-card').first();
    await expect(firstCard.getByRole('heading').getByRole('link')).toHaveAttribute('href', /^\/bn\/product-details\//);
    await expect(firstCard.locator('.selling')).toHaveText(BANGLA_PRICE);
    await page.getByRole('link', { name: 'সব মুছুন' }).click();
    await expect(page).toHaveURL(/\/bn\/books\/$/);
    await expect(page.locator('[data-listing-prebuilt]')).toBeVisible();
  });
});

test.describe('the Bangla search page', () => {
  test('says in Bangla that nothing was found', async ({ page }) => {
    // The header's no-JavaScript form lands on ?q=; the page moves itself to /bn/books/search/{text}.
    await page.goto('/bn/books/search/?q=zqxjvkwy');
    await expect(page).toHaveURL(/\/bn\/books\/search\/zqxjvkwy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('“zqxjvkwy”-এর খোঁজের ফলাফল');
    await expect(page.getByRole('status').filter({ hasText: 'নামে কোনো বই পাওয়া যায়নি' })).toHaveText(
      '“zqxjvkwy” নামে কোনো বই পাওয়া যায়নি',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'সব বই' })).toHaveAttribute('href', '/bn/books/');
  });
});

test.describe('the Bangla book page', () => {
  test('tabs, facts, related books and reviews in Bangla, the price in Bangla digits', async ({ page, request }) => {
    const { book } = await sitePaths(request);
    await page.goto(`/bn${book}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.locator('.book-purchase .selling')).toHaveText(BANGLA_PRICE);
    await expect(page.locator('.book-purchase .stock')).toHaveText(/^(স্টকে আছে|স্টকে নেই)$/);

    const tabs = page.getByRole('region', { name: 'বই সম্পর্কে' });
    const specification = tabs.getByRole('table', { name: 'বিবরণ' });
    await expect(specification).toBeVisible();
    await expect(specification.getByRole('row', { name: /^পৃষ্ঠা/ }).getByRole('cell')).toHaveText(BANGLA_NUMBER);
    await tabs.getByText('লেখক', { exact: true }).click();
    await expect(specification).toBeHidden();

    await expect(page.getByRole('heading', { name: 'সম্পর্কিত বই' })).toBeVisible();
    const reviews = page.getByRole('region', { name: /^রিভিউ \([০-৯]+\)$/ });
    await reviews.scrollIntoViewIfNeeded();
    await expect(reviews.getByText('রিভিউ লিখতে লগইন করুন')).toBeVisible();
    await expect(reviews.getByRole('link', { name: 'লগইন' })).toHaveAttribute('href', /^\/bn\/login\?next=%2Fbn%2Fproduct-details%2F/);
    await expect(reviews.locator('time').first()).toHaveText(/^[০-৯]+ \S+ [০-৯]{4}$/);
    await expectLinksStayBangla(page);
  });
});
