import type { Page } from '@playwright/test';

/** Both static search indexes the site writes: the quick index and Pagefind's. */
export const SEARCH_INDEX_FILES = ['**/search-index/**', '**/pagefind/**'];

/** Makes every search index file unreachable, as when the index cannot load. */
export async function blockSearchIndex(page: Page): Promise<void> {
  for (const files of SEARCH_INDEX_FILES) await page.route(files, (route) => route.abort('connectionrefused'));
}
