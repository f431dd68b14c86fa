import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { authorListingPath } from '#shared/links.ts';

// The listing filters and sort (issue 7, item 4) on the prebuilt listings and
// the search page, and the directory search boxes (item 5), against the
// seeded catalogue the test server was built from.
const SHOP_API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? '4100'}/api/v1`;

type Book = {
  name: string;
  language: 'Bangla' | 'English';
  writers: { id: number; name: string }[];
  categories: { slug: string; name: string }[];
  publisher: { slug: string };
  selling_price: { amount: string };
};

async function allBooks(request: APIRequestContext): Promise<Book[]> {
  const books: Book[] = [];
  for (let page = 1; ; page += 1) {
    const response = await request.get(`${SHOP_API}/products?page=${page}&per_page=200`);
    expect(response.ok()).toBe(true);
    const { products, total } = (await response.json()) as { products: Book[]; total: number };
    books.push(...products);
    if (products.length === 0 || books.length >= total) return books;
  }
}

const results = (page: Page) => page.getByRole('region', { name: 'Books', exact: true });
const bookCards = (page: Page) => results(page).getByRole('article');
/** The filtered listing's status line: "12 books" or "Showing 1–40 of 99 books (page 1 of 3)". */
const filterStatus = (page: Page) => results(page).getByRole('status');
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });
const categoryPanel = (page: Page) => page.getByRole('navigation', { name: 'Categories' });

/** The side panel shows exactly these categories, each with its count of the listing's books. */
async function expectPanel(page: Page, expected: ReadonlyMap<string, number>): Promise<void> {
  const panel = categoryPanel(page);
  await expect(panel.getByRole('link')).toHaveCount(expected.size);
  for (const [name, count] of expected) {
    await expect(panel.getByRole('link', { name: `${name} (${count} ${count === 1 ? 'book' : 'books'})`, exact: true })).toBeVisible();
  }
}

/** Categories → how many of `books` are in each. */
function countByCategory(books: readonly Book[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const book of books) for (const { name } of book.categories) counts.set(name, (counts.get(name) ?? 0) + 1);
  return counts;
}

async function cardNames(page: Page): Promise<string[]> {
  return bookCards(page).getByRole('heading').allTextContents();
}

/** Each shown card's selling price in taka (the first price on the card). */
async function shownPrices(page: Page): Promise<number[]> {
  const texts = await bookCards(page).allInnerTexts();
  return texts.map((text) => Number(/Tk ([\d,]+(?:\.\d+)?)/.exec(text)?.[1]?.replaceAll(',', '') ?? Number.NaN));
}

function isSorted(values: number[], order: 'asc' | 'desc'): boolean {
  return (
    values.length > 1 &&
    values.every((value, i) => i === 0 || (order === 'asc' ? value >= (values[i - 1] ?? 0) : value <= (values[i - 1] ?? 0)))
  );
}

/** The count beside an option, once the filter script has written it ("English (99)"). */
async function optionCount(control: Locator): Promise<number> {
  await expect(control).toHaveAccessibleName(/\(\d+\)$/);
  const label = control.locator('xpath=ancestor::label[1]');
  return Number(/\((\d+)\)\s*$/.exec((await label.textContent()) ?? '')?.[1]);
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.describe('listing filters and sort', () => {
  // Each test loads the search index and steps through several states on a shared 2-core machine.
  test.beforeEach(() => test.slow());

  test('on /books/: a language filter and a price sort, by keyboard, kept in the address through reload, back and forward', async ({
    page,
    request,
  }) => {
    const errors = watchErrors(page);
    const english = (await allBooks(request)).filter((book) => book.language === 'English').length;

    await page.goto('/books/');
    const prebuilt = await cardNames(page);
    const englishBox = page.getByRole('checkbox', { name: /^English/ });
    await englishBox.focus();
    // The count beside the option is what the filter then shows, and what the shop holds.
    expect(await optionCount(englishBox)).toBe(english);
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\/books\/\?language=English$/);
    await expect(filterStatus(page)).toContainText(`${english} books`);
    await expect(bookCards(page)).toHaveCount(Math.min(40, english));
    await expect(page.getByText(`${english} books`, { exact: true }).first()).toBeVisible();

    const cheapFirst = page.getByRole('radio', { name: 'Price low to high' });
    await cheapFirst.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\/books\/\?sort=price-asc&language=English$/);
    await expect.poll(async () => isSorted(await shownPrices(page), 'asc')).toBe(true);
    const sorted = await cardNames(page);

    await page.reload();
    await expect(page.getByRole('checkbox', { name: /^English/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Price low to high' })).toBeChecked();
    await expect(filterStatus(page)).toContainText(`${english} books`);
    await expect.poll(() => cardNames(page)).toEqual(sorted);

    await page.goBack();
    await expect(page).toHaveURL(/\/books\/\?language=English$/);
    await expect(page.getByRole('radio', { name: 'Price low to high' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: /^English/ })).toBeChecked();
    await page.goBack();
    await expect(page).toHaveURL(/\/books\/$/);
    await expect(page.getByRole('checkbox', { name: /^English/ })).not.toBeChecked();
    await expect.poll(() => cardNames(page)).toEqual(prebuilt);
    await page.goForward();
    await expect(filterStatus(page)).toContainText(`${english} books`);
    await expect(page.getByRole('checkbox', { name: /^English/ })).toBeChecked();
    expect(errors).toEqual([]);
  });

  test('on a category listing: the category stays, filters and sort narrow it, counts match, Clear all restores it', async ({
    page,
    request,
  }) => {
    const books = await allBooks(request);
    const bySlug = new Map<string, Book[]>();
    for (const book of books) for (const { slug } of book.categories) bySlug.set(slug, [...(bySlug.get(slug) ?? []), book]);
    const [slug, inCategory] = [...bySlug].sort((a, b) => b[1].length - a[1].length)[0] ?? ['', []];
    const bangla = inCategory.filter((book) => book.language === 'Bangla').length;
    expect(bangla).toBeGreaterThan(0);

    await page.goto(`/books/categories/${slug}/`);
    const prebuilt = await cardNames(page);
    await page.goto(`/books/categories/${slug}/?language=Bangla&sort=price-desc`);
    await expect(filterStatus(page)).toContainText(`${bangla} book`);
    await expect(bookCards(page)).toHaveCount(Math.min(40, bangla));
    await expect.poll(async () => isSorted(await shownPrices(page), 'desc')).toBe(true);
    // The counts beside the options are those of the books shown: Bangla is all of them.
    expect(await optionCount(page.getByRole('checkbox', { name: /^Bangla/ }))).toBe(bangla);
    // Price bands cover every price: their counts add up to the books shown; a band with none is not offered.
    const bands = page.locator('input[name="price"]:not([value=""])');
    await expect(bands).toHaveCount(6);
    let inBands = 0;
    for (const band of await bands.all()) {
      const label = band.locator('xpath=ancestor::label');
      if (await label.isHidden()) {
        await expect(band).toBeDisabled();
        continue;
      }
      await expect(band).toBeEnabled();
      inBands += await optionCount(band);
    }
    expect(inBands).toBe(bangla);

    const axe = await new AxeBuilder({ page }).include('main').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    await page.getByRole('link', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(new RegExp(`/books/categories/${slug}/$`));
    await expect(page.getByText(`${inCategory.length} books`, { exact: true })).toBeVisible();
    await expect.poll(() => cardNames(page)).toEqual(prebuilt);
    await expect(page.getByRole('checkbox', { name: /^Bangla/ })).not.toBeChecked();
  });

  test('on the search results page: filter and sort the books found', async ({ page, request }) => {
    const books = await allBooks(request);
    // A Latin writer name shared by several English books.
    const writers = new Map<string, number>();
    for (const book of books.filter((b) => b.language === 'English'))
      for (const { name } of book.writers) writers.set(name, (writers.get(name) ?? 0) + 1);
    const [writer] = [...writers].sort((a, b) => b[1] - a[1])[0] ?? [''];
    const surname = writer.split(' ').at(-1)?.toLowerCase() ?? '';

    await page.goto(`/books/search/${surname}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(surname);
    const cheapFirst = page.getByRole('radio', { name: 'Price high to low' });
    await cheapFirst.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(new RegExp(`/books/search/${surname}\\?sort=price-desc$`));
    await expect(filterStatus(page)).toHaveText(/\d+ books?/);
    await expect.poll(async () => isSorted(await shownPrices(page), 'desc')).toBe(true);
    for (const text of await bookCards(page).allInnerTexts()) expect(text.toLowerCase()).toContain(surname);

    await page.getByRole('checkbox', { name: /^English/ }).check();
    await expect(page).toHaveURL(/\?sort=price-desc&language=English$/);
    const shown = Number(/(\d+) books?/.exec((await filterStatus(page).textContent()) ?? '')?.[1]);
    expect(shown).toBeGreaterThan(0);
    await page.reload();
    await expect(filterStatus(page)).toContainText(`${shown} book`);
    await expect(page.getByRole('checkbox', { name: /^English/ })).toBeChecked();
  });

  test('on a later page of search results: a filter starts from page 1, and Clear all and back show the page the address names', async ({
    page,
  }) => {
    const searchStatus = page.getByRole('main').getByRole('status').filter({ hasText: 'found for' });
    await page.goto('/books/search/the?page=2');
    // The page's first search loads the index and a page of result fragments: on a busy two-core machine, seconds.
    await expect(searchStatus).toHaveText(/: 41–\d+, page 2 of \d+$/, { timeout: 20_000 });
    await page.getByRole('checkbox', { name: /^English/ }).check();
    await expect(page).toHaveURL(/\/books\/search\/the\?language=English$/);
    await expect(filterStatus(page)).toHaveText(/\d+ books?/);

    await page.getByRole('link', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(/\/books\/search\/the$/);
    await expect(searchStatus).toHaveText(/: 1–40, page 1 of \d+$/);
    await expect(bookCards(page)).toHaveCount(40);

    await page.goBack();
    await expect(page).toHaveURL(/\?language=English$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/books\/search\/the\?page=2$/);
    await expect(searchStatus).toHaveText(/: 41–\d+, page 2 of \d+$/);
  });

  test('paginates filtered results by 40 with Previous, numbers and Next in the address', async ({ page }) => {
    await page.goto('/books/?sort=price-asc');
    await expect(bookCards(page)).toHaveCount(40);
    const firstPage = await shownPrices(page);
    const nav = pagination(page);
    await expect(nav.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    await nav.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/books\/\?sort=price-asc&page=2$/);
    await expect(pagination(page).getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect.poll(async () => (await shownPrices(page))[0] ?? 0).toBeGreaterThanOrEqual(firstPage.at(-1) ?? Number.POSITIVE_INFINITY);
    await expect(pagination(page).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/books/?sort=price-asc');
    await page.goBack();
    await expect(pagination(page).getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => shownPrices(page)).toEqual(firstPage);
  });

  test('ignores values it does not know, and says so kindly when nothing matches', async ({ page, request }) => {
    const errors = watchErrors(page);
    const books = await allBooks(request);
    const categories = [...new Set(books.flatMap((book) => book.categories.map((c) => c.slug)))];
    const publishers = [...new Set(books.map((book) => book.publisher.slug))];
    const [category, publisher] =
      categories
        .flatMap((c) => publishers.map((p) => [c, p] as const))
        .find(([c, p]) => !books.some((book) => book.publisher.slug === p && book.categories.some((x) => x.slug === c))) ?? [];
    expect(category && publisher).toBeTruthy();
    // With no choice it knows, the listing is the prebuilt first page (25 to 60 books, decision 0017).
    await page.goto('/books/');
    const prebuilt = await bookCards(page).count();
    expect(prebuilt).toBeGreaterThanOrEqual(25);
    await page.goto('/books/?sort=cheapest&price=1-2&rating=9&page=x');
    await expect(bookCards(page)).toHaveCount(prebuilt);
    await expect(page.getByRole('radio', { name: 'Any price' })).toBeChecked();
    // A category and a publisher no book shares.
    await page.goto(`/books/?category=${category}&publisher=${publisher}`);
    await expect(page.getByText('No books match these filters.').first()).toBeVisible();
    await expect(bookCards(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'clear all filters' }).click();
    await expect(bookCards(page)).toHaveCount(prebuilt);
    expect(errors).toEqual([]);
  });

  test('on an author’s listing the side panel counts the author’s own books, and a category narrows the listing to it', async ({
    page,
    request,
  }) => {
    const books = await allBooks(request);
    const byWriter = new Map<number, { name: string; books: Book[] }>();
    for (const book of books) {
      for (const writer of book.writers)
        byWriter.set(writer.id, { name: writer.name, books: [...(byWriter.get(writer.id)?.books ?? []), book] });
    }
    // The writer with the most books, so the panel has several rows and the shop-wide counts would differ.
    const [id, writer] = [...byWriter].sort((a, b) => b[1].books.length - a[1].books.length)[0] ?? [0, { name: '', books: [] }];
    const own = countByCategory(writer.books);
    const shopWide = countByCategory(books);
    expect([...own].some(([name, count]) => count !== shopWide.get(name))).toBe(true);

    await page.goto(authorListingPath(id, writer.name));
    await expectPanel(page, own);
    const [category, count] = [...own].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
    await categoryPanel(page)
      .getByRole('link', { name: new RegExp(`^${category} \\(`) })
      .click();
    await expect(page).toHaveURL(/\?category=[a-z0-9-]+$/);
    await expect(filterStatus(page)).toContainText(`${count} book`);
    await expect(bookCards(page)).toHaveCount(Math.min(40, count));
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue(/^[a-z0-9-]+$/);
  });

  test('on the search results page the side panel counts the books found', async ({ page, request }) => {
    const books = await allBooks(request);
    const found = books.filter((book) => book.writers.some((writer) => writer.name === 'রবীন্দ্রনাথ ঠাকুর'));
    expect(found.length).toBeGreaterThan(1);
    await page.goto('/books/search/রবীন্দ্রনাথ');
    await expect(page.getByRole('main').getByRole('status').first()).toHaveText(`${found.length} books found for “রবীন্দ্রনাথ”`);
    await expectPanel(page, countByCategory(found));
    await page.goto('/books/search/qwxzvbnm');
    await expect(page.getByText('No books found for “qwxzvbnm”')).toBeVisible();
    await expect(categoryPanel(page)).toBeHidden();
  });

  test('the author and publisher choices offer the listing’s own, named, and narrow the books', async ({ page, request }) => {
    const books = await allBooks(request);
    const inCategory = books.filter((book) => book.categories.some((category) => category.slug === books[0]?.categories[0]?.slug));
    const slug = books[0]?.categories[0]?.slug ?? '';
    const writers = new Map<string, number>();
    for (const book of inCategory) for (const writer of book.writers) writers.set(writer.name, (writers.get(writer.name) ?? 0) + 1);
    const [name, count] = [...writers].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];

    await page.goto(`/books/categories/${slug}/`);
    const author = page.getByRole('combobox', { name: 'Author' });
    await author.focus();
    // Every author of this category's books is offered with their count, and no other.
    await expect(author.locator('option:not([hidden])')).toHaveCount(writers.size + 1);
    await author.selectOption({ label: `${name} (${count})` });
    await expect(page).toHaveURL(/\?author=\d+$/);
    await expect(filterStatus(page)).toContainText(`${count} book`);
    for (const text of await bookCards(page).allInnerTexts()) expect(text).toContain(name);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Author' })).toHaveValue(/^\d+$/);
    await expect(filterStatus(page)).toContainText(`${count} book`);
    await expect(page.getByRole('combobox', { name: 'Publisher' }).locator('option:not([hidden])')).not.toHaveCount(1);
  });

  test('sort is the first thing in the side column', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/books/');
    const sort = await page.getByRole('group', { name: 'Sort by' }).boundingBox();
    const panel = await categoryPanel(page).boundingBox();
    expect(sort && panel && sort.y < panel.y && Math.abs(sort.x - panel.x) < 20).toBe(true);
  });

  test('on a phone the filters fold behind a Filters button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/books/');
    const toggle = page.getByRole('button', { name: /^Filters/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('radio', { name: 'Best Seller' })).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('radio', { name: 'Best Seller' })).toBeVisible();
    // Open, the filters cover the results rather than pushing them down, and focus is in them.
    const close = page.getByRole('button', { name: 'Close' });
    await expect(close).toBeFocused();
    expect(await page.locator('#listing-filters-form').boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    await page.getByRole('checkbox', { name: /^English/ }).check();
    await expect(page).toHaveURL(/\?language=English$/);
    await expect(toggle).toHaveAccessibleName('Filters (1)');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(bookCards(page).first()).toBeInViewport();
    await expect(filterStatus(page)).toContainText('books');

    await toggle.click();
    await expect(close).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await close.click();
    await expect(page.getByRole('radio', { name: 'Best Seller' })).toBeHidden();
    await expect(page).toHaveURL(/\?language=English$/);
  });
});

test.describe('directory search boxes', () => {
  for (const text of ['রবীন্দ্রনাথ', 'rabindranath', 'robindronath']) {
    test(`finds Tagore on /authors/ for “${text}”`, async ({ page }) => {
      await page.goto('/authors/');
      await page.getByRole('searchbox', { name: 'লেখক খুঁজুন' }).fill(text);
      await expect(page.getByRole('list', { name: 'খোঁজার ফল' }).getByRole('link', { name: /রবীন্দ্রনাথ ঠাকুর/ })).toBeVisible();
    });
  }

  test('finds a Bangla category on /categories/ by its Banglish spelling', async ({ page }) => {
    await page.goto('/categories/');
    await page.getByRole('searchbox', { name: 'বিষয় খুঁজুন' }).fill('uponnash');
    await expect(page.getByRole('list', { name: 'খোঁজার ফল' }).getByRole('link', { name: /উপন্যাস/ })).toBeVisible();
  });
});
