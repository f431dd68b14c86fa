import { expect, type APIRequestContext } from '@playwright/test';
import { SHOP_API } from './accounts.ts';

/** The staff token the browser tests' API runs with (playwright.config.ts): the shop staff's writes. */
export const E2E_STAFF_TOKEN = 'staff-token-for-browser-tests-0123456789';

/** A staff write to a book (price, special_price, stock), as the shop's staff make it. */
export async function staffPatchBook(request: APIRequestContext, slug: string, data: Record<string, unknown>): Promise<void> {
  const response = await request.patch(`${SHOP_API}/staff/products/${slug}`, {
    data,
    headers: { Authorization: `Bearer ${E2E_STAFF_TOKEN}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
