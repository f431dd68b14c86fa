import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { blockSearchIndex } from './support/search-index.ts';

// The book page, the prebuilt listings with their static pagination, and the
// search page, against the seeded catalogue the test server was built from.
const SHOP_API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? '4100'}/api/v1`;

type Money = { amount: string; formatted: string };
type Writer = { id: number; name: string };
type Book = {
  id: number;
  slug: string;
  name: string;
  name_en: string;
  writers: Writer[];
  categories: { name: string; slug: string }[];
  publisher: { name: string; slug: string };
  price: Money;
  special_price: Money | null;
  selling_price: Money;
  in_stock: boolean;
  language: 'Bangla' | 'English';
};
type Review = { id: number; reviewer_name: string; rating: number; comment: string };
type BookDetail = Book & {
  attributes: { name: string; value: string }[];
  reviews: Review[];
  related: { products: Book[] };
};

type BookLd = {
  '@type'?: string | string[];
  name?: string;
  isbn?: string;
  offers?: Record<string, unknown>;
  author?: { name: string }[];
  aggregateRating?: { reviewCount: number };
};

const REVIEW_PREVIEW = 150;
const codePoints = (text: string) => [...text].length;

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${SHOP_API}/${path}`);
  expect(response.ok(), `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

/** An in-stock book with related books and a review longer than 150 characters, found through the API. */
async function bookWithLongReview(request: APIRequestContext): Promise<{ book: BookDetail; review: Review }> {
  const { products } = await getJson<{ products: Book[] }>(request, 'products?page=1&per_page=60');
  for (const candidate of products.filter((p) => p.in_stock)) {
    const { product } = await getJson<{ product: BookDetail }>(request, `products/${candidate.slug}`);
    const review = product.reviews.find((r) => codePoints(r.comment) > REVIEW_PREVIEW + 20);
    if (review && product.related.products.length > 0) return { book: product, review };
  }
  throw new Error('no in-stock book with a long review among the first 60');
}

function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The search page's status line (the site-wide toast region is a status too). */
function searchStatus(page: Page) {
  return page.getByRole('main').getByRole('status');
}

function pagination(page: Page) {
  return page.getByRole('navigation', { name: 'Pagination' });
}

function bookCards(page: Page) {
  return page.getByRole('region', { name: 'Books', exact: true }).getByRole('article');
}

function breadcrumb(page: Page) {
  return page.getByRole('navigation', { name: 'Breadcrumb' });
}

function categoryPanel(page: Page) {
  return page.getByRole('navigation', { name: 'Categories' });
}

/** A URL pattern for an address ending in `path`. */
function endsWith(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escaped}$`);
}

/** Every book of the shop in the API's order (newest first, the listings' order), 200 a request. */
async function allBooks(request: APIRequestContext): Promise<Book[]> {
  const books: Book[] = [];
  for (let number = 1; ; number += 1) {
    const { products, total } = await getJson<{ products: Book[]; total: number }>(request, `products?page=${number}&per_page=200`);
    books.push(...products);
    if (products.length === 0 || books.length >= total) return books;
  }
}

/** The books a listing page shows, in order, by the address each card's title links to. */
async function shownSlugs(page: Page): Promise<string[]> {
  const hrefs = await bookCards(page)
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => decodeURIComponent(href.replace(/^\/product-details\//, '').replace(/\/$/, '')));
}

/** A listing's first page of `count` books: all of them when 40 or fewer, else 25 to 60 with the numbered pagination. */
async function expectFirstPageOf(page: Page, count: number): Promise<void> {
  if (count <= 40) {
    await expect(bookCards(page)).toHaveCount(count);
    await expect(pagination(page)).toHaveCount(0);
    return;
  }
  await expect(pagination(page).getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
  const shown = await bookCards(page).count();
  expect(shown).toBeGreaterThanOrEqual(25);
  expect(shown).toBeLessThanOrEqual(60);
  await expect(page.getByText(new RegExp(`^Showing 1–${shown} of ${count} books \\(page 1 of \\d+\\)$`))).toBeVisible();
}

test.describe('book page', () => {
  test('shows the book, its price and stock, specification, related books and reviews with Read more', async ({ page, request }) => {
    const errors = watchConsoleErrors(page);
    const { book, review } = await bookWithLongReview(request);
    await page.goto(`/product-details/${book.slug}`);

    await expect(page.locator('html')).toHaveAttribute('lang', book.language === 'English' ? 'en' : 'bn');
    await expect(page.getByRole('heading', { level: 1, name: book.name })).toBeVisible();
    await expect(page.getByRole('img', { name: book.name, exact: true })).toBeVisible();
    const writer = book.writers[0];
    if (!writer) throw new Error('the book has no writer');
    const authorLink = page.getByRole('main').getByRole('link', { name: writer.name, exact: true }).first();
    await expect(authorLink).toHaveAttribute('href', new RegExp(`^/books/authors/${writer.id}/[^/]+/$`));

    await expect(page.getByText(book.selling_price.formatted, { exact: true }).first()).toBeVisible();
    expect(book.selling_price.formatted).toMatch(/^Tk [\d,]+\.\d\d$/);
    if (book.special_price && book.price.amount !== book.selling_price.amount) {
      await expect(page.getByText(/^You save Tk [\d,]+\.\d\d$/)).toBeVisible();
    }
    await expect(page.getByText('In Stock', { exact: true })).toBeVisible();
    const reviewsLink = page.getByRole('link', { name: `${book.reviews.length} reviews` });
    await expect(reviewsLink).toHaveAttribute('href', '#reviews');

    // Specification tab (open by default): the attributes as rows, with the ISBN.
    const isbn = book.attributes.find((a) => a.name === 'ISBN')?.value ?? '';
    const specification = page.getByRole('table', { name: 'Specification' });
    await expect(specification.getByRole('row', { name: /ISBN/ })).toContainText(isbn);
    await expect(specification.getByRole('row', { name: /Publisher/ }).getByRole('link')).toHaveText(book.publisher.name);
    // Author tab.
    await page.getByText('Author', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Author' })).toBeChecked();
    await expect(specification).toBeHidden();

    const related = page.getByRole('region', { name: 'Related books' });
    await expect(related.getByRole('article')).toHaveCount(book.related.products.length);

    // Reviews: the long one is collapsed to 150 characters until Read more.
    const reviews = page.getByRole('region', { name: /^Reviews/ });
    await expect(reviews.getByRole('heading', { name: `Reviews (${book.reviews.length})` })).toBeVisible();
    const item = reviews
      .getByRole('article')
      .filter({ hasText: review.comment.slice(0, 20) })
      .first();
    await expect(item.getByRole('heading', { name: review.reviewer_name })).toBeVisible();
    const text = item.locator('p').first();
    await expect(text).not.toHaveText(review.comment);
    expect(codePoints((await text.textContent())?.replace(/\.\.\.$/, '') ?? '')).toBeLessThanOrEqual(REVIEW_PREVIEW);
    await item.getByRole('button', { name: 'Read more' }).click();
    await expect(text).toHaveText(review.comment);
    await expect(item.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
    await item.getByRole('button', { name: 'Show Less' }).click();
    await expect(text).not.toHaveText(review.comment);

    await reviewsLink.click();
    await expect(page).toHaveURL(/#reviews$/);
    expect(errors).toEqual([]);
  });

  test('describes the book as a schema.org Book and Product with an offer in BDT', async ({ page, request }) => {
    const { book } = await bookWithLongReview(request);
    await page.goto(`/product-details/${book.slug}`);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.flatMap((block): Record<string, unknown>[] => {
      const parsed = JSON.parse(block) as Record<string, unknown> | Record<string, unknown>[];
      return Array.isArray(parsed) ? parsed : [parsed];
    });
    // A Book that is also a Product, so that search engines show its price and availability.
    const ld = data.find((entry) => [entry['@type']].flat().includes('Book')) as BookLd | undefined;
    expect(ld?.['@type']).toEqual(['Book', 'Product']);
    expect(ld?.name).toBe(book.name);
    expect(ld?.isbn).toBe(book.attributes.find((a) => a.name === 'ISBN')?.value);
    expect(ld?.offers).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'BDT',
      price: book.selling_price.amount,
      availability: 'https://schema.org/InStock',
    });
    expect(ld?.author?.[0]?.name).toBe(book.writers[0]?.name);
    expect(ld?.aggregateRating?.reviewCount).toBe(book.reviews.length);
  });

  test('is accessible and has nothing dead to click: cart and wishlist buttons are real buttons', async ({ page, request }) => {
    test.slow(); // several pages and an axe scan
    const { book } = await bookWithLongReview(request);
    await page.goto(`/product-details/${book.slug}`);
    const purchase = page.getByRole('main').locator('.book-purchase');
    await expect(purchase.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    await expect(purchase.getByRole('button', { name: `Wishlist: ${book.name}` })).toBeVisible();
    await expect(page.locator('#review-form-root')).toBeAttached();
    await expectNoAxeViolations(page);
  });
});

test.describe('book page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows long reviews whole and switches tabs with CSS alone', async ({ page, request }) => {
    const { book, review } = await bookWithLongReview(request);
    await page.goto(`/product-details/${book.slug}`);
    await expect(page.getByText(review.comment, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Read more' })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Specification' })).toBeVisible();
    await page.getByText('Author', { exact: true }).click();
    await expect(page.getByRole('table', { name: 'Specification' })).toBeHidden();
    const writer = book.writers[0];
    if (!writer) throw new Error('the book has no writer');
    await expect(page.locator('.book-tabs').getByRole('link', { name: writer.name })).toBeVisible();
    // Add to cart stays disabled: nothing clickable that cannot work.
    await expect(page.getByRole('button', { name: /Add to cart|Out of stock/ }).first()).toBeDisabled();
  });
});

test.describe('listings', () => {
  test('/books/ is cut into pages of 25 to 60 books: the first counts and numbers them, a later one is named by its first book', async ({
    page,
    request,
  }) => {
    test.slow(); // every page of the listing and an axe scan
    const books = await allBooks(request);
    const slugs = books.map((book) => book.slug);
    const total = books.length;
    expect(total).toBeGreaterThan(40);

    // The first page: the count, the range shown, and every page by number.
    await page.goto('/books/');
    await expect(page.getByRole('heading', { level: 1, name: 'All books' })).toBeVisible();
    await expect(page.getByText(`${total} books`, { exact: true })).toBeVisible();
    const nav = pagination(page);
    await expect(nav.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
    const previous = nav.getByRole('link', { name: 'Previous' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(previous).not.toHaveAttribute('href', /.*/);
    const firstShown = await shownSlugs(page);
    expect(firstShown.length).toBeGreaterThanOrEqual(25);
    expect(firstShown.length).toBeLessThanOrEqual(60);
    expect(firstShown).toEqual(slugs.slice(0, firstShown.length));
    const numbers = nav.getByRole('link', { name: /^Page \d+$/ });
    const last = await numbers.count();
    expect(last).toBeGreaterThan(1);
    await expect(numbers).toHaveText(Array.from({ length: last }, (_, index) => String(index + 1)));
    await expect(page.getByText(`Showing 1–${firstShown.length} of ${total} books (page 1 of ${last})`, { exact: true })).toBeVisible();
    await expect(
      categoryPanel(page)
        .getByRole('link', { name: /\(\d+ books?\)$/ })
        .first(),
    ).toBeVisible();
    const numbered = await numbers.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

    // Next, to the end: each page starts with the book after the last one shown before it, at an address named by that book.
    const walked = ['/books/'];
    const seen = [...firstShown];
    while (seen.length < total) {
      expect(walked.length, 'more pages than 25 books each can make').toBeLessThanOrEqual(Math.ceil(total / 25));
      const next = pagination(page).getByRole('link', { name: 'Next' });
      await expect(next, `Next after ${seen.length} of ${total} books`).toHaveAttribute('rel', 'next');
      const from = books[seen.length];
      if (!from) throw new Error(`no book ${seen.length + 1}`);
      const path = `/books/from/${from.slug}/`;
      await next.click();
      // The walk loads every page of the list in turn; on a busy two-core runner one load can pass 10 s.
      await expect(page).toHaveURL(endsWith(path), { timeout: 30_000 });
      await expect(page).toHaveTitle(`All books — from “${from.name}” | বইবাজার`);
      await expect(breadcrumb(page).getByRole('link')).toHaveText(['Home', 'Books', `From “${from.name}”`]);
      await expect(breadcrumb(page).getByRole('link').last()).toHaveAttribute('aria-current', 'page');
      const later = pagination(page);
      await expect(later.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', walked.at(-1) ?? '');
      await expect(later.getByRole('link', { name: 'Previous' })).toHaveAttribute('rel', 'prev');
      await expect(later.getByRole('link', { name: 'First page' })).toHaveAttribute('href', '/books/');
      await expect(later.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(0);
      // A later page does not count the listing: no banner count, no range, no counts beside the categories.
      await expect(page.getByText(/^\d+ books?$/)).toHaveCount(0);
      await expect(page.getByText(/^Showing \d+–\d+ of/)).toHaveCount(0);
      await expect(categoryPanel(page).getByRole('link').first()).toBeVisible();
      await expect(categoryPanel(page).getByRole('link', { name: /\(\d+ books?\)/ })).toHaveCount(0);
      const shown = await shownSlugs(page);
      expect(shown, `the books of ${path}`).toEqual(slugs.slice(seen.length, seen.length + shown.length));
      expect(shown.length).toBeLessThanOrEqual(60);
      if (seen.length + shown.length < total) expect(shown.length).toBeGreaterThanOrEqual(25);
      seen.push(...shown);
      walked.push(path);
    }
    expect(seen).toEqual(slugs);
    expect(walked).toEqual(numbered);
    const end = pagination(page).getByRole('link', { name: 'Next' });
    await expect(end).toHaveAttribute('aria-disabled', 'true');
    await expect(end).not.toHaveAttribute('href', /.*/);

    // The last number on the first page leads to that same last page.
    await page.goto('/books/');
    await pagination(page)
      .getByRole('link', { name: `Page ${last}`, exact: true })
      .click();
    await expect(page).toHaveURL(endsWith(walked.at(-1) ?? ''));
    const next = pagination(page).getByRole('link', { name: 'Next' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).not.toHaveAttribute('href', /.*/);
    const lastShown = await shownSlugs(page);
    expect(lastShown.length).toBeGreaterThan(0);
    expect(lastShown).toEqual(slugs.slice(total - lastShown.length));
    await expectNoAxeViolations(page);
  });

  test("an old numbered address (/page/2/ of 40 a page) sends the browser to the listing's first page", async ({ page, request }) => {
    const { total } = await getJson<{ total: number }>(request, 'products?page=1&per_page=1');
    const categories = await getJson<{ name: string; slug: string; products_count: number }[]>(request, 'categories');
    const category = [...categories].sort((a, b) => b.products_count - a.products_count)[0];
    if (!category) throw new Error('no categories');
    expect(category.products_count, 'a category of more than 40 books had a /page/2/').toBeGreaterThan(40);
    for (const [numbered, first, heading, count] of [
      ['/books/page/2/', '/books/', 'All books', total],
      [`/books/page/${Math.ceil(total / 40)}/`, '/books/', 'All books', total],
      [`/books/categories/${category.slug}/page/2/`, `/books/categories/${category.slug}/`, category.name, category.products_count],
    ] as const) {
      await page.goto(numbered);
      await expect(page, numbered).toHaveURL(endsWith(first));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(`${count} books`, { exact: true })).toBeVisible();
      await expect(pagination(page).getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
    }
  });

  test('a category listing has its title, count, breadcrumb and marked side panel entry', async ({ page, request }) => {
    const categories = await getJson<{ name: string; slug: string; products_count: number }[]>(request, 'categories');
    const category = [...categories].sort((a, b) => b.products_count - a.products_count)[0];
    if (!category) throw new Error('no categories');
    await page.goto(`/books/categories/${category.slug}/`);
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
    await expect(page.getByText(`${category.products_count} books`, { exact: true })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link')).toHaveText(['Home', 'Books', category.name]);
    const panel = page.getByRole('navigation', { name: 'Categories' });
    await expect(panel.getByRole('link', { name: new RegExp(`^${category.name}`) })).toHaveAttribute('aria-current', 'page');
    await expectFirstPageOf(page, category.products_count);
    // The filters are there and usable (tests/e2e/filters.spec.ts exercises them).
    await expect(page.getByRole('radio', { name: 'Price low to high' })).toBeEnabled();
  });

  test('an author listing at its Bangla name path; /authors/{id} leads there', async ({ page, request }) => {
    const { author, products } = await getJson<{ author: { id: number; name: string }; products: Book[] }>(request, 'authors/1');
    const segment = author.name.trim().split(/\s+/).join('-').toLowerCase();
    await page.goto(`/books/authors/${author.id}/${encodeURIComponent(segment)}/`);
    await expect(page.getByRole('heading', { level: 1, name: author.name })).toBeVisible();
    await expectFirstPageOf(page, products.length);

    await page.goto(`/authors/${author.id}`);
    await expect(page).toHaveURL(new RegExp(`/books/authors/${author.id}/${encodeURIComponent(segment)}/$`));
    await expect(page.getByRole('heading', { level: 1, name: author.name })).toBeVisible();
  });

  test('/publishers/{slug} leads to the publisher listing', async ({ page, request }) => {
    const publishers = await getJson<{ name: string; slug: string }[]>(request, 'publishers');
    const publisher = publishers[0];
    if (!publisher) throw new Error('no publishers');
    await page.goto(`/publishers/${publisher.slug}`);
    await expect(page).toHaveURL(new RegExp(`/books/publishers/${publisher.slug}/$`));
    await expect(page.getByRole('heading', { level: 1, name: publisher.name })).toBeVisible();
  });

  test('an empty category says so kindly', async ({ page, request }) => {
    const categories = await getJson<{ name: string; slug: string; products_count: number }[]>(request, 'categories');
    const empty = categories.find((c) => c.products_count === 0);
    // The deterministic seed leaves one category without books (at 300 books, the dictionaries).
    if (!empty) throw new Error('the seed has no empty category to show');
    await page.goto(`/books/categories/${empty.slug}/`);
    await expect(page.getByText(`No books in ${empty.name} yet.`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'all books' })).toHaveAttribute('href', '/books/');
    // Read as a sentence: a space on each side of the link (the source's line breaks are not spaces).
    await expect(page.getByText('Browse all books or pick a category.')).toBeVisible();
  });
});

test.describe('search', () => {
  for (const text of ['gitanjali', 'গীতাঞ্জলি']) {
    test(`finds Gitanjali for “${text}”`, async ({ page }) => {
      const errors = watchConsoleErrors(page);
      await page.goto(`/books/search/${text}`);
      await expect(page.getByRole('heading', { level: 1, name: `Search results for “${text}”` })).toBeVisible();
      await expect(searchStatus(page)).toHaveText(/^\d+ books? found for “.+”$/);
      const card = bookCards(page)
        .filter({ has: page.getByRole('link', { name: 'গীতাঞ্জলি', exact: true }) })
        .first();
      await expect(card.getByRole('link', { name: 'রবীন্দ্রনাথ ঠাকুর' })).toHaveAttribute('href', /^\/books\/authors\/1\//);
      await expect(card.getByText(/^Tk [\d,]+\.\d\d$/).first()).toBeVisible();
      await expect(card.getByRole('button', { name: /Add to cart|Out of stock/ })).toBeVisible();
      await card.getByRole('link', { name: 'গীতাঞ্জলি', exact: true }).click();
      await expect(page).toHaveURL(/\/product-details\/gitanjali\/?$/);
      expect(errors).toEqual([]);
    });
  }

  test('turns hyphens back into spaces and reads ?q= from the no-JavaScript form', async ({ page }) => {
    await page.goto('/books/search/?q=pride%20and%20prejudice');
    await expect(page).toHaveURL(/\/books\/search\/pride-and-prejudice$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for “pride and prejudice”' })).toBeVisible();
    await expect(
      bookCards(page)
        .getByRole('link', { name: /Pride and Prejudice/i })
        .first(),
    ).toBeVisible();
  });

  test('says when nothing matches, and hints when there is no text', async ({ page }) => {
    await page.goto('/books/search/qwxzvbnm');
    await expect(page.getByText('No books found for “qwxzvbnm”')).toBeVisible();
    await expect(bookCards(page)).toHaveCount(0);
    await expect(page.getByText('Check the spelling, try fewer words, or browse the categories, the authors or all books.')).toBeVisible();
    await page.goto('/books/search/');
    await expect(searchStatus(page)).toHaveText(/Type the name of a book/);
  });

  test('splits more than 40 books found into pages of 40, numbered in the address, like the listings', async ({ page }) => {
    test.slow(); // four loads of a broad query, each loading the search index afresh
    await page.goto('/books/search/the');
    const status = searchStatus(page);
    await expect(status).toHaveText(/^\d+ books found for “the”: 1–40, page 1 of \d+$/);
    const [, total = '0', pages = '0'] = /^(\d+) books.*page 1 of (\d+)$/.exec((await status.textContent()) ?? '') ?? [];
    expect(Number(total)).toBeGreaterThan(40);
    expect(Number(pages)).toBe(Math.ceil(Number(total) / 40));
    await expect(bookCards(page)).toHaveCount(40);
    await expect(pagination(page).getByRole('link', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    await expect(pagination(page).getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');

    await pagination(page).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/books\/search\/the\?page=2$/);
    await expect(status).toHaveText(new RegExp(`^${total} books found for “the”: 41–${Math.min(80, Number(total))}, page 2 of ${pages}$`));
    await expect(bookCards(page)).toHaveCount(Math.min(40, Number(total) - 40));
    await expect(pagination(page).getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(pagination(page).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/books/search/the');

    await page.goBack();
    await expect(status).toHaveText(/: 1–40, page 1 of /);
    await page.goto('/books/search/the?page=999');
    await expect(status).toHaveText(new RegExp(`page ${pages} of ${pages}$`));
  });

  test('says when the shop cannot be reached, and Retry searches again', async ({ page }) => {
    // No search index either: the page falls back to the shop API, which is down too.
    await blockSearchIndex(page);
    await page.route('**/api/v1/products/search', (route) => route.abort('connectionrefused'));
    await page.goto('/books/search/gitanjali');
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText('We could not reach the shop');
    await expect(bookCards(page)).toHaveCount(0);
    await page.unroute('**/api/v1/products/search');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(bookCards(page).getByRole('link', { name: 'গীতাঞ্জলি', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeHidden();
  });

  test('shows the loading state while the shop answers, and is accessible with results', async ({ page }) => {
    test.slow(); // several pages and an axe scan
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The API's search is the fallback of the index; hold it with the index unreachable.
    await blockSearchIndex(page);
    await page.route('**/api/v1/products/search', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/books/search/gitanjali');
    await expect(searchStatus(page)).toHaveText('Searching for “gitanjali”…');
    release();
    await expect(searchStatus(page)).toHaveText(/found for “gitanjali”/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoAxeViolations(page);
  });
});
