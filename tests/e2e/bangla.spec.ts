import { expect, test, type Page } from '@playwright/test';
import { createAccount, openSignedIn } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { laterListingPage } from './support/listing-pages.ts';
import { sitePaths } from './support/site-paths.ts';

// Every page type twice over, with axe, on a busy two-core machine.
test.describe.configure({ timeout: 180_000 });

/** Latin a Bangla page shows as it is: the brand's Latin name, an email address, a book's ISBN as printed on it. */
const LATIN_ALLOWED = /Boi Bazar|[\w.+-]+@[\w.-]+\.\w+|\bISBN\b|\b97[89]\d{10}\b/g;

/**
 * English left in the Bangla interface, book data aside. English data (a book's, an author's name) is marked
 * lang="en" where it is shown, and that is how it is told apart:
 * - text outside any element marked lang="en" has no Latin word and no Latin digit, once the names the page
 *   marks as English are taken out (a heading such as "Laura Aldridge: জনপ্রিয় বই" names an author);
 * - no control, label, heading or placeholder says anything else in Latin letters, wherever it is.
 */
async function englishLeft(page: Page): Promise<string[]> {
  return page.evaluate((allowed) => {
    const latin = /[A-Za-z]{2,}|[0-9]/;
    const names = [...new Set([...document.querySelectorAll('[lang="en"]')].map((element) => element.textContent?.trim() ?? ''))]
      .filter((name) => name.length > 1)
      .sort((a, b) => b.length - a.length);
    const strip = (text: string) => names.reduce((rest, name) => rest.split(name).join(''), text.replace(new RegExp(allowed, 'g'), ''));
    const found: string[] = [];
    const shown = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true }) || element.closest('.visually-hidden') !== null;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = strip(node.textContent ?? '').trim();
      if (!parent || text === '' || parent.closest('script, style, template, noscript')) continue;
      if (parent.closest('[lang]')?.getAttribute('lang') === 'en') continue;
      if (!shown(parent)) continue;
      if (latin.test(text)) found.push(`${parent.tagName.toLowerCase()}: ${text.slice(0, 80)}`);
    }
    const controls = document.querySelectorAll<HTMLElement>(
      'button, label, summary, th, legend, option, h1, h2, h3, [aria-label], [placeholder], [title]',
    );
    for (const control of controls) {
      for (const said of [control.getAttribute('aria-label'), control.getAttribute('placeholder'), control.getAttribute('title')]) {
        if (said && latin.test(strip(said))) found.push(`${control.tagName.toLowerCase()}[attribute]: ${said.slice(0, 80)}`);
      }
    }
    if (latin.test(strip(document.title.replace(/ \| .*$/, '')))) found.push(`title: ${document.title}`);
    return found;
  }, LATIN_ALLOWED.source);
}

async function expectAllBangla(page: Page, label: string): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.spinner')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(await englishLeft(page), `English on ${label}`).toEqual([]);
}

test('the language switch opens the same page in the other language and is remembered on the next visit', async ({ page, request }) => {
  const { book } = await sitePaths(request);
  await page.goto(book);
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'বাংলা' }).click();
  await expect(page).toHaveURL(new RegExp(`/bn${book}/?$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  const alternates = page.locator('link[rel="alternate"][hreflang]');
  await expect(alternates).toHaveCount(3);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/bn${book}/?$`));

  // A later visit from outside the shop (typed, bookmarked, a search engine) to an English page opens the Bangla one.
  await page.goto('/books/');
  await expect(page).toHaveURL(/\/bn\/books\/?$/);
  // Inside the shop nothing redirects: English is one click away, and that choice is remembered too.
  await page.getByRole('navigation', { name: 'ভাষা' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/books\/?$/);
  await expect(page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'English' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.goto('/bn/books/');
  await expect(page).toHaveURL(/\/books\/?$/);
  await expect(page).not.toHaveURL(/\/bn\//);
});

test('an unknown path under /bn/ answers 404 with the Bangla not-found page', async ({ page }) => {
  const response = await page.goto('/bn/no-such-page/');
  expect(response?.status()).toBe(404);
  await expectAllBangla(page, 'not found');
});

test('the Bangla catalogue pages say nothing in English, write numbers in Bangla and link within /bn/', async ({ page, request }) => {
  const paths = await sitePaths(request);
  // The second page of all books, named by its first book: its address is the "২" link on the first page.
  const laterPage = await laterListingPage(page, '/bn/books/');
  for (const [label, path] of [
    ['home', '/bn/'],
    ['all books', '/bn/books/'],
    ['all books, a later page', laterPage],
    ['category listing', `/bn${paths.category}`],
    ['book', `/bn${paths.book}`],
    ['contact', '/bn/contact/'],
    ['login', '/bn/login/'],
    ['register', '/bn/register/'],
    ['cart (empty)', '/bn/cart/'],
  ] as const) {
    await page.goto(path);
    await expectAllBangla(page, label);
    const links = await page.locator('main a[href^="/"]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    expect(
      links.filter((href) => !href.startsWith('/bn/') && href !== '/bn'),
      `links leaving the Bangla interface on ${label}`,
    ).toEqual([]);
    await expectNoAxeViolations(page, `Bangla ${label}`);
  }
  // Prices in taka with Bangla digits, page numbers in Bangla on the first page, and the later page's way back in Bangla.
  await page.goto('/bn/books/');
  await expect(page.getByText(/^৳ [০-৯,]+\.[০-৯]{2}$/).first()).toBeVisible();
  const numbers = page.getByRole('navigation', { name: 'পৃষ্ঠাসমূহ' });
  await expect(numbers.getByRole('link', { name: 'পৃষ্ঠা ১', exact: true })).toHaveText('১');
  await expect(numbers.getByRole('link', { name: 'পৃষ্ঠা ২', exact: true })).toHaveText('২');
  await page.goto(laterPage);
  await expect(page.getByText(/^৳ [০-৯,]+\.[০-৯]{2}$/).first()).toBeVisible();
  const neighbours = page.getByRole('navigation', { name: 'পৃষ্ঠাসমূহ' });
  await expect(neighbours.getByRole('link', { name: 'প্রথম পৃষ্ঠা', exact: true })).toHaveAttribute('href', '/bn/books/');
  await expect(neighbours.getByRole('link', { name: 'আগের', exact: true })).toHaveAttribute('href', '/bn/books/');
});

test('the Bangla checkout and profile say nothing in English', async ({ page, request }) => {
  // A shopper of the Bangla interface, with a name written in Bangla.
  const account = await createAccount(request, 'bangla', { first_name: 'নুসরাত', last_name: 'জাহান' });
  await openSignedIn(page, account, '/bn/profile/');
  await expectAllBangla(page, 'profile');
  await expectNoAxeViolations(page, 'Bangla profile');
  // A book in the cart: the cart's rows, totals and coupon box, and checkout's every section.
  await page.goto('/bn/books/');
  await page.getByRole('button', { name: 'কার্টে যোগ করুন' }).first().click();
  await expect(page.getByText(/কার্টে যোগ হয়েছে/)).toBeVisible();
  await page.goto('/bn/cart/');
  await expectAllBangla(page, 'cart with a book');
  await expectNoAxeViolations(page, 'Bangla cart with a book');
  await page.goto('/bn/checkout/');
  await expectAllBangla(page, 'checkout');
  await expectNoAxeViolations(page, 'Bangla checkout');
});
