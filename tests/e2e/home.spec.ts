import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { fillHomeBlocks } from './support/home-blocks.ts';

// The home page as a shopper sees it, against the seeded catalogue the test
// server was built from (the expectations are read from the same API).
const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? '4100'}`;

// The home page holds some two hundred book cards: role queries over it take
// a while on a busy machine, so these tests get more time than the default.
test.describe.configure({ timeout: 90_000 });

type Section = { title: string; products: { slug: string; name: string }[] };
type Sections = Record<string, Section>;
const SECTION_KEYS = [
  'section_one',
  'section_two',
  'section_three',
  'section_four',
  'section_five',
  'section_six',
  'section_seven',
  'section_eight',
  'section_nine',
  'section_ten',
  'section_eleven',
  'section_twelve',
];

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${API}${path}`);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** The strip of a carousel region: its first list. */
const track = (region: Locator) => region.getByRole('list').first();
const scrollLeft = (list: Locator) => list.evaluate((element) => element.scrollLeft);

/** Asserts the locators are laid out top to bottom in the given order. */
async function expectInOrder(items: [string, Locator][]): Promise<void> {
  let previous = -Infinity;
  let previousName = 'the top of the page';
  for (const [name, locator] of items) {
    // boundingBox waits for exactly one match (strict), so a missing or doubled block fails here.
    const box = await locator.boundingBox();
    expect(box, `${name} has a place on the page`).not.toBeNull();
    expect(box?.y ?? 0, `${name} comes after ${previousName}`).toBeGreaterThan(previous);
    previous = box?.y ?? 0;
    previousName = name;
  }
}

test('the blocks appear in order with their titles', async ({ page }) => {
  const sections = await getJson<Sections>(page, '/api/v1/homepage/section/products');
  const tabs = await getJson<Sections>(page, '/api/v1/homepage/tabs/products');
  const sides = await Promise.all(
    ['recently-sold', 'weekly-best-seller', 'latest-rated-product'].map((p) => getJson<Section>(page, `/api/v1/homepage/${p}`)),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/বইবাজার/);
  await fillHomeBlocks(page);

  const region = (name: string) => page.getByRole('region', { name, exact: true });
  const section = (index: number): [string, Locator] => {
    const title = sections[SECTION_KEYS[index] ?? '']?.title ?? '';
    return [`section ${index + 1} (${title})`, region(title)];
  };
  await expectInOrder([
    ['hero slider', region('বিশেষ আয়োজন')],
    ['info tiles', page.getByRole('region', { name: 'আমাদের সেবা' })],
    ['popular tabs', region('বাছাই করা বই')],
    ['one-column banner', page.getByRole('link', { name: /কবিতা/ }).filter({ hasText: 'বই দেখুন' })],
    section(0),
    section(1),
    section(2),
    ['author promo', page.getByRole('region').filter({ hasText: 'বেস্টসেলিং লেখক' })],
    section(3),
    section(4),
    section(5),
    ['two-column banner', page.getByRole('link', { name: /রহস্য ও থ্রিলার/ }).filter({ hasText: 'বই দেখুন' })],
    section(6),
    section(7),
    section(8),
    ['deals of the week', region('সপ্তাহের সেরা অফার')],
    section(9),
    section(10),
    section(11),
    ['popular authors', region('জনপ্রিয় লেখক')],
    ['recently sold', region(sides[0]?.title ?? '')],
    ['newsletter', region('নিউজলেটার')],
    ['testimonials', region('পাঠকের কথা')],
    ['blog', region('ব্লগ')],
    ['popular publishers', region('জনপ্রিয় প্রকাশনী')],
  ]);

  // The three tabs carry the API's titles; the side columns too.
  for (const key of ['tab_one', 'tab_two', 'tab_three']) {
    await expect(page.getByRole('radio', { name: tabs[key]?.title ?? '' })).toHaveCount(1);
  }
  for (const side of sides) {
    const column = region(side.title);
    await expect(column.getByRole('heading', { level: 2, name: side.title })).toBeVisible();
    await expect(column.getByRole('listitem')).toHaveCount(side.products.length);
  }
});

test('the hero slides show both captions and a call to action', async ({ page }) => {
  const slides = await getJson<{ caption_1: string; caption_2: string; call_to_action_text: string; call_to_action_url: string }[]>(
    page,
    '/api/v1/homepage/slider',
  );
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'বিশেষ আয়োজন' });
  const first = slides[0];
  if (!first) throw new Error('the seed has no slides');
  await expect(hero.getByText(first.caption_1)).toBeVisible();
  await expect(hero.getByText(first.caption_2)).toBeVisible();
  await expect(hero.getByRole('link', { name: first.call_to_action_text })).toHaveAttribute('href', first.call_to_action_url);
  await expect(hero.getByRole('listitem')).toHaveCount(slides.length);
});

test('twelve section carousels each show their books', async ({ page }) => {
  const sections = await getJson<Sections>(page, '/api/v1/homepage/section/products');
  await page.goto('/');
  await fillHomeBlocks(page);
  for (const key of SECTION_KEYS) {
    const section = sections[key];
    if (!section) throw new Error(`no ${key}`);
    const region = page.getByRole('region', { name: section.title, exact: true });
    await expect(region.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
    await expect(track(region).locator(':scope > li')).toHaveCount(section.products.length);
    const first = section.products[0];
    if (first)
      await expect(region.getByRole('link', { name: first.name, exact: true }).first()).toHaveAttribute(
        'href',
        `/product-details/${first.slug}`,
      );
    await expect(region.getByText(/Tk \d/).first()).toBeVisible();
  }
});

test('the popular-books tabs switch with the mouse and the keyboard', async ({ page }) => {
  const tabs = await getJson<Sections>(page, '/api/v1/homepage/tabs/products');
  const [one = '', two = '', three = ''] = [tabs.tab_one, tabs.tab_two, tabs.tab_three].map((tab) => tab?.title ?? '');
  await page.goto('/');
  const block = page.locator('#popular');
  const panel = (name: string) => block.getByRole('region', { name, exact: true });

  await expect(block.getByRole('radio', { name: one })).toBeChecked();
  await expect(panel(one)).toBeVisible();
  await expect(panel(two)).toBeHidden();

  await block.getByRole('radiogroup').getByText(two, { exact: true }).click();
  await expect(block.getByRole('radio', { name: two })).toBeChecked();
  await expect(panel(two)).toBeVisible();
  await expect(panel(one)).toBeHidden();
  const firstNew = tabs.tab_two?.products[0];
  if (firstNew) await expect(panel(two).getByRole('link', { name: firstNew.name, exact: true }).first()).toBeVisible();

  await block.getByRole('radio', { name: two }).press('ArrowRight');
  await expect(block.getByRole('radio', { name: three })).toBeChecked();
  await expect(block.getByRole('radio', { name: three })).toBeFocused();
  await expect(panel(three)).toBeVisible();
  await expect(panel(two)).toBeHidden();
});

test('a carousel’s next button scrolls it, and previous brings it back', async ({ page }) => {
  const sections = await getJson<Sections>(page, '/api/v1/homepage/section/products');
  const title = sections.section_one?.title ?? '';
  await page.goto('/');
  const region = page.getByRole('region', { name: title, exact: true });
  const strip = track(region);
  await region.scrollIntoViewIfNeeded();
  await expect(strip.locator(':scope > li')).toHaveCount(sections.section_one?.products.length ?? 0);
  const previous = region.getByRole('button', { name: `পূর্ববর্তী: ${title}` });
  const next = region.getByRole('button', { name: `পরবর্তী: ${title}` });
  await expect(next).toBeVisible();
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  expect(await scrollLeft(strip)).toBe(0);

  await next.click();
  await expect.poll(() => scrollLeft(strip)).toBeGreaterThan(100);
  await expect(previous).toHaveAttribute('aria-disabled', 'false');

  await previous.click();
  await expect.poll(() => scrollLeft(strip)).toBe(0);
});

test('the side lists move on by themselves, but not while hovered or paused', async ({ page }) => {
  const side = await getJson<Section>(page, '/api/v1/homepage/recently-sold');
  await page.clock.install();
  await page.goto('/');
  const region = page.getByRole('region', { name: side.title, exact: true });
  const strip = track(region);
  await region.scrollIntoViewIfNeeded();
  await expect(strip.getByRole('listitem')).toHaveCount(side.products.length);
  await page.mouse.move(0, 0);

  const onePage = await strip.evaluate((element) => element.clientWidth);
  await page.clock.runFor(3100);
  await expect.poll(() => scrollLeft(strip)).toBeGreaterThanOrEqual(onePage - 1);

  // Hovering holds it still.
  await region.hover();
  const held = await scrollLeft(strip);
  await page.clock.runFor(7000);
  expect(await scrollLeft(strip)).toBe(held);
  await page.mouse.move(0, 0);

  // The pause button stops it for good.
  const pause = region.getByRole('button', { name: 'স্বয়ংক্রিয় স্লাইড থামান' });
  await pause.click();
  await expect(region.getByRole('button', { name: 'স্বয়ংক্রিয় স্লাইড চালু করুন' })).toBeVisible();
  await page.mouse.move(0, 0);
  await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const paused = await scrollLeft(strip);
  await page.clock.runFor(7000);
  expect(await scrollLeft(strip)).toBe(paused);
});

test('with reduced motion the side lists never move by themselves', async ({ page }) => {
  const side = await getJson<Section>(page, '/api/v1/homepage/weekly-best-seller');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/');
  const region = page.getByRole('region', { name: side.title, exact: true });
  await region.scrollIntoViewIfNeeded();
  await expect(track(region).getByRole('listitem')).toHaveCount(side.products.length);
  await page.mouse.move(0, 0);
  await page.clock.runFor(10_000);
  expect(await scrollLeft(track(region))).toBe(0);
  await expect(region.getByRole('button', { name: 'স্বয়ংক্রিয় স্লাইড থামান' })).toBeHidden();
  // The buttons still move it by hand.
  await region.getByRole('button', { name: `পরবর্তী: ${side.title}` }).click();
  await expect.poll(() => scrollLeft(track(region))).toBeGreaterThan(0);
});

test('popular authors come from the API and View All goes to /authors/', async ({ page }) => {
  const authors = await getJson<{ id: number; name: string }[]>(page, '/api/v1/authors');
  await page.goto('/');
  const region = page.getByRole('region', { name: 'জনপ্রিয় লেখক' });
  const links = track(region).getByRole('link');
  await expect(links).toHaveCount(8);
  for (const [index, author] of authors.slice(0, 8).entries()) {
    await expect(links.nth(index)).toContainText(author.name);
    await expect(links.nth(index)).toHaveAttribute('href', new RegExp(`^/books/authors/${author.id}/[^/]+/$`));
  }
  await region.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(/\/authors\/$/);
});

test('a blog card links to a post that exists', async ({ page }) => {
  const posts = await getJson<{ slug: string; name: string }[]>(page, '/content/blogs/sidebar/recents');
  await page.goto('/');
  const region = page.getByRole('region', { name: 'ব্লগ' });
  const cards = region.getByRole('article');
  await expect(cards).toHaveCount(posts.length);
  const first = posts[0];
  if (!first) throw new Error('the seed has no posts');
  const link = region.getByRole('link', { name: first.name });
  await expect(link).toHaveAttribute('href', `/blog-details/${first.slug}`);
  await expect(cards.first().locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/blog-details/${first.slug}/?$`));
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
});

test('popular publishers link to their listings', async ({ page }) => {
  const publishers = await getJson<{ slug: string; name: string }[]>(page, '/api/v1/publishers');
  await page.goto('/');
  const region = page.getByRole('region', { name: 'জনপ্রিয় প্রকাশনী' });
  const links = track(region).getByRole('link');
  await expect(links).toHaveCount(8);
  for (const [index, publisher] of publishers.slice(0, 8).entries()) {
    await expect(links.nth(index)).toContainText(publisher.name);
    await expect(links.nth(index)).toHaveAttribute('href', `/books/publishers/${publisher.slug}/`);
  }
  const first = publishers[0];
  if (!first) throw new Error('the seed has no publishers');
  const response = await page.request.get(`/books/publishers/${first.slug}/`);
  expect(response.status()).toBe(200);
  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`/books/publishers/${first.slug}/$`));
});

test('the newsletter box offers only controls that work', async ({ page }) => {
  const info = await getJson<{ store_email: string }>(page, '/content/informations');
  await page.goto('/');
  const box = page.getByRole('region', { name: 'নিউজলেটার' });
  await expect(box.getByRole('textbox')).toHaveCount(0);
  await expect(box.getByRole('button')).toHaveCount(0);
  await expect(box.getByRole('link', { name: 'যোগাযোগ করুন' })).toHaveAttribute('href', '/contact');
  await expect(box.getByRole('link', { name: info.store_email })).toHaveAttribute('href', new RegExp(`^mailto:${info.store_email}`));
});

test('the home page loads without console errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 800) {
      window.scrollTo(0, y);
      // Two frames: what comes into view has been seen (lazy images start, visible islands hydrate).
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  });
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('every kind of home block passes axe', async ({ page }) => {
  // One block of each kind (the twelve section carousels are one component):
  // axe over all two hundred book cards takes minutes.
  test.setTimeout(240_000);
  await page.goto('/');
  await fillHomeBlocks(page);
  const blocks = [
    '#hero',
    '.info-tiles',
    '#popular',
    '.one-column-banner',
    '#section-one',
    '.author-promo',
    '.two-column-banner',
    '#deals',
    '#popular-authors',
    '.side-columns',
    '#testimonials',
    '#blog',
    '#popular-publishers',
  ];
  const builder = new AxeBuilder({ page });
  for (const block of blocks) builder.include(block);
  const results = await builder.analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('no horizontal page overflow at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
});

test('without JavaScript the tabs still switch and the carousels still scroll', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const block = page.locator('#popular');
  const radios = block.getByRole('radio');
  await expect(radios).toHaveCount(3);
  const second = (await radios.nth(1).getAttribute('aria-controls')) ?? '';
  await block.locator('label').nth(1).click();
  await expect(radios.nth(1)).toBeChecked();
  await expect(page.locator(`#${second}`)).toBeVisible();
  await expect(page.locator('#popular-panel-1')).toBeHidden();
  // No buttons that could not work; the prebuilt strip scrolls by itself.
  await expect(page.getByRole('button', { name: /^পরবর্তী:/ })).toHaveCount(0);
  await block.locator('label').first().click();
  const strip = page.locator('#popular-1 [data-carousel-track]');
  await strip.evaluate((element) => element.scrollBy({ left: 400, behavior: 'instant' }));
  expect(await scrollLeft(strip)).toBeGreaterThan(0);
  // The strips filled in the browser list their books as links instead.
  const sections = await getJson<Sections>(page, '/api/v1/homepage/section/products');
  const first = sections.section_one?.products[0];
  if (!first) throw new Error('the seed has no books in section one');
  const region = page.getByRole('region', { name: sections.section_one?.title ?? '', exact: true });
  await expect(region.getByRole('link', { name: first.name, exact: true })).toHaveAttribute('href', `/product-details/${first.slug}`);
  await expect(region.getByRole('link')).toHaveCount(sections.section_one?.products.length ?? 0);
  await context.close();
});

test('the strips below the fold arrive as they come near, each book sent once', async ({ page }) => {
  const sections = await getJson<Sections>(page, '/api/v1/homepage/section/products');
  const last = sections.section_twelve;
  if (!last) throw new Error('no section twelve');
  await page.goto('/');
  // The page itself is light: one strip of prebuilt cards.
  const html = await (await page.request.get('/')).text();
  expect(html.match(/<article class="book-card/g)?.length ?? 0).toBeLessThanOrEqual(20);
  const region = page.getByRole('region', { name: last.title, exact: true });
  await expect(track(region).locator(':scope > li')).toHaveCount(0);

  const sent = page.waitForResponse((response) => new URL(response.url()).pathname === '/home-books.json');
  await region.scrollIntoViewIfNeeded();
  const file = (await (await sent).json()) as { books: { id: number }[] };
  const ids = file.books.map((book) => book.id);
  expect(new Set(ids).size).toBe(ids.length);
  await expect(track(region).locator(':scope > li')).toHaveCount(last.products.length);
  const first = last.products[0];
  if (first)
    await expect(region.getByRole('link', { name: first.name, exact: true }).first()).toHaveAttribute(
      'href',
      `/product-details/${first.slug}`,
    );
});

test('a strip whose books cannot be fetched says so, and Try again fills it', async ({ page }) => {
  const sections = await getJson<Sections>(page, '/api/v1/homepage/section/products');
  const five = sections.section_five;
  if (!five) throw new Error('no section five');
  let failing = true;
  await page.route('**/home-books.json', (route) => (failing ? route.fulfill({ status: 503, body: 'down' }) : route.fallback()));
  await page.goto('/');
  const region = page.getByRole('region', { name: five.title, exact: true });
  await region.scrollIntoViewIfNeeded();
  await expect(region.getByRole('status')).toHaveText(/বইগুলো আনা যায়নি।/);
  failing = false;
  await region.getByRole('button', { name: 'আবার চেষ্টা করুন' }).click();
  await expect(track(region).locator(':scope > li')).toHaveCount(five.products.length);
  await expect(region.getByRole('status')).toHaveCount(0);
});
