import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fillHomeBlocks } from '../e2e/support/home-blocks.ts';
import { HOSTILE_LINKS, HOSTILE_POST_COUNT, type Manifest } from './hostile-records.ts';

/**
 * The site built from a database full of XSS vectors and naughty strings
 * (see serve-hostile.ts): on every page type, signed out and signed in, no
 * script of theirs runs, no element carries an event handler or a script
 * URL, and the layout holds at 390 px and 1280 px.
 */

const API = `http://127.0.0.1:${process.env.HOSTILE_API_PORT ?? '4130'}/api/v1`;
const PAGE_SLUGS = ['about', 'delivery', 'privacy', 'returns', 'terms'];
const WIDTHS = [390, 1280];

function manifest(): Manifest {
  return JSON.parse(readFileSync(resolve(process.env.HOSTILE_DATA_DIR ?? '.builds/hostile-data', 'manifest.json'), 'utf8')) as Manifest;
}

/**
 * The trap: a vector that runs sets window.__xss (the setter records it) or
 * opens an alert/confirm/prompt (a dialog event). Script errors are kept too,
 * for the failure message.
 */
async function armTraps(page: Page): Promise<{ dialogs: string[] }> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const hits: string[] = [];
    Object.defineProperty(window, '__xssHits', { value: hits });
    Object.defineProperty(window, '__xss', {
      configurable: false,
      get: () => undefined,
      set: (value: unknown) => {
        hits.push(`window.__xss = ${String(value)} in ${location.pathname}`);
      },
    });
  });
  return { dialogs };
}

type Findings = { hits: string[]; handlers: string[]; scriptUrls: string[]; payloadScripts: number; overflow: number; wide: string[] };

/** What the page holds after it settled: trap hits, on* attributes, script URLs, scripts carrying a payload, overflow. */
async function inspect(page: Page): Promise<Findings> {
  return page.evaluate(() => {
    const handlers: string[] = [];
    const scriptUrls: string[] = [];
    const urlAttributes = new Set([
      'href',
      'src',
      'action',
      'formaction',
      'xlink:href',
      'data',
      'poster',
      'background',
      'srcdoc',
      'dynsrc',
      'lowsrc',
    ]);
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith('on')) handlers.push(`<${element.localName} ${name}="${attribute.value.slice(0, 60)}">`);
        // Browsers skip control characters and spaces inside a scheme, so the check does too.
        // eslint-disable-next-line no-control-regex -- see above
        const squeezed = attribute.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
        if (urlAttributes.has(name) && /^(javascript|vbscript|livescript|data:text|data:image\/svg)/.test(squeezed)) {
          scriptUrls.push(`<${element.localName} ${name}="${attribute.value.slice(0, 60)}">`);
        }
      }
    }
    // Executable scripts (not JSON-LD) must never carry a payload's text.
    const payloadScripts = [...document.querySelectorAll('script')].filter(
      (script) => !/json/i.test(script.type) && /__xss|alert\(/.test(script.textContent ?? ''),
    ).length;
    const hits = (window as unknown as { __xssHits: string[] }).__xssHits;
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    // For the failure message: the innermost elements that reach past the window's right edge.
    const wide =
      overflow <= 0
        ? []
        : [...document.body.querySelectorAll('*')]
            .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
            .filter((element) => ![...element.children].some((child) => child.getBoundingClientRect().right > window.innerWidth + 1))
            .slice(0, 5)
            .map(
              (element) =>
                `<${element.localName} class="${element.getAttribute('class') ?? ''}"> ${(element.textContent ?? '').slice(0, 40)}`,
            );
    return { hits: [...hits], handlers, scriptUrls, payloadScripts, overflow, wide };
  });
}

/**
 * Waits until a vector that would run has had its chance: every image the
 * browser loads (eager ones, and lazy ones in view) has loaded or failed, so an
 * onerror would have fired; two frames have been drawn, so autofocus and its
 * focus events have happened; and a task queued after the page's own
 * zero-delay timers has run.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Listen before anything else, so no load or error is missed while the rest is worked out.
    const pending = [...document.images]
      .filter((image) => !image.complete)
      .map((image) => ({
        image,
        done: new Promise((resolve) => {
          image.addEventListener('load', resolve, { once: true });
          image.addEventListener('error', resolve, { once: true });
        }),
      }));
    // A lazy image loads once it is in view; the observer's first answer says whether it is.
    const inView = (image: HTMLImageElement) =>
      new Promise<boolean>((resolve) => {
        const observer = new IntersectionObserver(([entry]) => {
          observer.disconnect();
          resolve(entry?.isIntersecting ?? false);
        });
        observer.observe(image);
      });
    await Promise.all(
      pending.map(async ({ image, done }) => {
        if (image.loading !== 'lazy' || (await inView(image))) await done;
      }),
    );
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Opens the path at each width and proves it is safe and whole; `ready` waits for the page's own content. */
async function checkPage(page: Page, path: string, ready?: (page: Page) => Promise<void>): Promise<void> {
  const { dialogs } = await armTraps(page);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await page.waitForLoadState('load');
    if (ready) await ready(page);
    await page.mouse.move(width / 2, 300);
    await settled(page);
    await expect(page.getByRole('banner').first()).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const found = await inspect(page);
    expect(found.hits, `${path} at ${width}px: a vector ran`).toEqual([]);
    expect(dialogs, `${path} at ${width}px: a dialog opened`).toEqual([]);
    expect(found.handlers, `${path} at ${width}px: event handler attributes`).toEqual([]);
    expect(found.scriptUrls, `${path} at ${width}px: script URLs`).toEqual([]);
    expect(found.payloadScripts, `${path} at ${width}px: scripts carrying a payload`).toBe(0);
    expect(found.overflow, `${path} at ${width}px: the page scrolls sideways past ${found.wide.join(' | ')}`).toBeLessThanOrEqual(0);
  }
}

test('the hostile records were written and counted', () => {
  const written = manifest();
  console.log(
    `[hostile] XSS vectors tried: ${written.vectors}; naughty strings tried: ${written.naughtyStrings}; ` +
      Object.entries(written.sent)
        .map(([what, n]) => `${what}: ${n.tried} sent, ${n.accepted} accepted, ${n.refused} refused`)
        .join('; '),
  );
  expect(written.vectors).toBeGreaterThanOrEqual(80);
  expect(written.naughtyStrings).toBe(485);
  for (const what of ['users', 'addresses', 'reviews', 'comments'] as const) expect(written.sent[what].accepted, what).toBeGreaterThan(0);
  expect(written.sent.badWebAddresses.refused, 'every non-http(s) web address is refused by the API').toBe(
    written.sent.badWebAddresses.tried,
  );
});

test.describe('signed out', () => {
  for (const path of [
    '/',
    '/blog',
    '/books',
    '/authors',
    '/books/search/%3Cimg%20src%3Dx%20onerror%3Dwindow.__xss%3D1%3E',
    '/%3Cscript%3Ewindow.__xss=1%3C/script%3E',
  ]) {
    test(`${decodeURIComponent(path)} is safe and whole`, async ({ page }) => {
      // The home page's strips below the fold are filled in the browser: all of them, before the page is read.
      await checkPage(page, path, path === '/' ? fillHomeBlocks : undefined);
    });
  }

  test('slides and banners with hostile links link nowhere: their pictures and words show, without the link', async ({ page }) => {
    await page.goto('/');
    const links = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    for (const bad of HOSTILE_LINKS) expect(links, bad).not.toContain(bad);
    expect(links.filter((href) => /^(\/\/|\/\\)/.test(href) || /evil\.example/.test(href))).toEqual([]);
    // The banners still show, as pictures without a link.
    await expect(page.locator('div.banner img').first()).toBeAttached();
  });

  test('the blog category and tag pages of the hostile posts are safe and whole', async ({ page }) => {
    const { categorySlug, tagSlug } = manifest();
    await checkPage(page, `/blog/category/${categorySlug}`);
    await checkPage(page, `/blog/tag/${tagSlug}`);
  });

  for (let index = 1; index <= HOSTILE_POST_COUNT; index += 1) {
    test(`hostile post ${index} with its comments is safe and whole`, async ({ page }) => {
      await checkPage(page, `/blog-details/hostile-post-${index}`);
    });
  }

  test('a comment shows a hostile text as text, and a non-http(s) web address never becomes a link', async ({ page }) => {
    await checkPage(page, '/blog-details/hostile-post-1');
    await expect(page.getByText('<script>window.__xss=1</script>', { exact: true }).first()).toBeVisible();
    for (const name of await page.getByText(/^Legacy web /).all()) {
      await expect(name).toBeVisible();
      expect(await name.evaluate((element) => element.closest('a'))).toBeNull();
    }
    expect(await page.getByText(/^Legacy web /).count()).toBeGreaterThan(0);
  });

  for (const slug of PAGE_SLUGS) {
    test(`page ${slug} is safe and whole`, async ({ page }) => {
      await checkPage(page, `/page/${slug}`);
    });
  }

  test('/about is safe and whole', async ({ page }) => {
    await checkPage(page, '/about');
  });

  test('the books with hostile descriptions, reviews and name are safe and whole', async ({ page }) => {
    const { products } = manifest();
    for (const slug of [products.vectors, ...products.naughty, products.renamed]) await checkPage(page, `/product-details/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('<img src=x onerror=window.__xss=1>');
  });
});

test.describe('signed in as a customer with a hostile name and addresses', () => {
  async function signIn(page: Page): Promise<void> {
    const { signIn, products } = manifest();
    const login = await page.request.post(`${API}/user`, { data: signIn });
    expect(login.ok()).toBe(true);
    const { token, user } = (await login.json()) as { token: string; user: Record<string, unknown> };
    const book = await page.request.get(`${API}/products/${products.renamed}`);
    const { product } = (await book.json()) as { product: Record<string, unknown> };
    await page.addInitScript(
      ([auth, cart]) => {
        localStorage.setItem('auth', auth);
        localStorage.setItem('books', cart);
      },
      [JSON.stringify({ isAuthenticated: true, token, user }), JSON.stringify([{ ...product, quantity: 2 }])] as const,
    );
  }

  test('the header, cart and wishlist are safe and whole', async ({ page }) => {
    await signIn(page);
    await checkPage(page, '/cart', async (p) => {
      await expect(p.getByRole('table')).toContainText('<img src=x onerror=window.__xss=1>');
    });
    await checkPage(page, '/wishlist');
  });

  test('the profile tabs are safe and whole', async ({ page }) => {
    await signIn(page);
    await checkPage(page, '/profile', async (p) => {
      await expect(p.getByText(/Hello/).first()).toBeVisible();
    });
    for (const tab of ['address', 'Account Details', 'Orders']) {
      await page.getByRole('tab', { name: tab }).click();
      const panel = page.getByRole('tabpanel', { name: tab });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      await settled(page);
      const found = await inspect(page);
      expect(found.hits, tab).toEqual([]);
      expect(found.handlers, tab).toEqual([]);
      expect(found.scriptUrls, tab).toEqual([]);
      expect(found.overflow, tab).toBeLessThanOrEqual(0);
    }
  });

  test('checkout with hostile saved addresses and book name is safe and whole', async ({ page }) => {
    await signIn(page);
    await checkPage(page, '/checkout', async (p) => {
      await expect(p.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      await expect(p.getByRole('radio').first()).toBeVisible();
    });
  });

  test('the review island on a book full of hostile reviews is safe and whole', async ({ page }) => {
    await signIn(page);
    const { products } = manifest();
    await checkPage(page, `/product-details/${products.vectors}`, async (p) => {
      const reviews = p.getByRole('region', { name: /^Reviews \(\d+\)$/ });
      // The island hydrates when visible, after 148 reviews: bring it into view.
      await reviews.locator('astro-island').scrollIntoViewIfNeeded();
      await reviews.getByRole('button', { name: 'Write a Review' }).click();
      await expect(reviews.getByRole('form', { name: 'Write a Review' })).toBeVisible();
    });
  });
});
