import { expect, type Page } from '@playwright/test';

/**
 * Scrolls the home page down a screen at a time, as a reader would, until every
 * book strip that shows (a popular tab not chosen stays hidden) has been
 * filled from /home-books.json; then back to the top.
 */
export async function fillHomeBlocks(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
  });
  await expect(page.locator('[data-book-block]:not([data-filled]):visible')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}
