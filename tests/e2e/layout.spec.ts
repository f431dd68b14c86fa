import { expect, test, type Page } from '@playwright/test';

// What a shopper sees at the four widths the shop is checked at: no control
// cuts its own text, and the floating cart and wishlist buttons never lie over
// a button, a link or a field.

const WIDTHS = [360, 390, 768, 1366];
const PAGES = ['/', '/books/', '/product-details/gitanjali/', '/books/search/tagore', '/blog/'];

/** Controls whose text runs past their box (scrollWidth beyond clientWidth), by text. */
function clippedControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, a, [role="button"]')]
      .filter((element) => {
        // What a shopper can see: not a closed drawer's or menu's content, not an inline link's line box.
        if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
        if (getComputedStyle(element).display === 'inline') return false;
        return element.scrollWidth > element.clientWidth + 1;
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()} “${(element.textContent ?? '').trim().slice(0, 40)}” ${element.scrollWidth}>${element.clientWidth}`,
      ),
  );
}

/** Controls under the shown floating buttons at the current scroll position. */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const nav = document.querySelector<HTMLElement>('nav.floating');
    if (!nav || nav.hasAttribute('data-stepped-aside')) return [];
    const boxes = [...nav.querySelectorAll<HTMLElement>('a')].filter((link) => !link.hidden).map((link) => link.getBoundingClientRect());
    const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')]
      .filter((control) => !nav.contains(control) && control.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }))
      .filter((control) => boxes.some((box) => overlaps(box, control.getBoundingClientRect())))
      .map(
        (control) =>
          `${control.tagName.toLowerCase()} “${(control.textContent ?? control.getAttribute('aria-label') ?? '').trim().slice(0, 40)}”`,
      );
  });
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 800 : 900 } });

    for (const path of PAGES) {
      test(`${path}: no control cuts its text; the floating buttons cover none`, async ({ page }) => {
        test.slow(); // a whole page scrolled through, on a shared machine
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(await clippedControls(page)).toEqual([]);
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const step = Math.round((width < 800 ? 800 : 900) * 0.6);
        const covered: string[] = [];
        for (let y = 0; y <= height; y += step) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          // The buttons step aside on the next frame after a scroll.
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
          covered.push(...(await coveredControls(page)).map((what) => `at ${y}: ${what}`));
        }
        expect(covered).toEqual([]);
      });
    }
  });
}

test('the cart and checkout show no floating buttons: they would repeat the page', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Cart and wishlist' })).toHaveCount(0);
  await page.goto('/books/');
  await expect(page.getByRole('navigation', { name: 'Cart and wishlist' })).toHaveCount(1);
});
