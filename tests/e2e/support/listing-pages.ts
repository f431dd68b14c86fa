import { expect, type Page } from '@playwright/test';

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';

/**
 * The address of a later page of a prebuilt book listing, found as a shopper
 * finds it: the numbered link ("Page 2", Bangla "পৃষ্ঠা ২") in the pagination
 * of the listing's first page. A later page is named by its first book
 * (/books/from/{slug}/, decision 0017), so a test cannot write its address
 * down. Leaves the browser on the listing's first page.
 */
export async function laterListingPage(page: Page, firstPath: string, number = 2): Promise<string> {
  const bangla = firstPath.startsWith('/bn/');
  await page.goto(firstPath);
  const shown = bangla ? [...String(number)].map((digit) => BANGLA_DIGITS[Number(digit)]).join('') : String(number);
  const nav = page.getByRole('navigation', { name: bangla ? 'পৃষ্ঠাসমূহ' : 'Pagination' });
  const link = nav.getByRole('link', { name: bangla ? `পৃষ্ঠা ${shown}` : `Page ${number}`, exact: true });
  await expect(link).toHaveText(shown);
  const href = (await link.getAttribute('href')) ?? '';
  const escaped = firstPath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  expect(href, `page ${number} of ${firstPath}`).toMatch(new RegExp(`^${escaped}from/[^/]+/$`));
  return href;
}
