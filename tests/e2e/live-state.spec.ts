import { expect, test, type Page } from '@playwright/test';

// A first visit loads the cart's code only when there is a cart to show or on the first press
// (src/features/shell/live-state.ts): these are the ways that could leave a button dead.

const headerCartCount = (page: Page) => page.getByRole('banner').locator('[data-cart-count]');
const inStockCard = (page: Page) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Add to cart' }) })
    .first();

const bookCard = (page: Page, name: string) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .first();

test('on a first visit every button works, and a book out of stock cannot be added', async ({ page }) => {
  await page.goto('/books/');
  await expect(headerCartCount(page)).toHaveText('0');
  await expect(inStockCard(page).getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  await expect(page.getByRole('button', { name: /^Wishlist: / }).first()).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Out of stock' }).first()).toBeDisabled();
});

test('when the cart code does not arrive, the press says so, and the next one adds the book', async ({ page }) => {
  await page.goto('/books/');
  const name = await inStockCard(page).getByRole('heading').innerText();
  const card = bookCard(page, name);
  // The page has what it loaded; what it would fetch now fails, as on a connection that dropped.
  await page.route('**/_astro/*.js', (route) => route.abort('internetdisconnected'));
  await card.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').getByText('Could not reach the shop. Check your connection and try again.')).toBeVisible();
  await expect(headerCartCount(page)).toHaveText('0');

  await page.unroute('**/_astro/*.js');
  await card.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').getByText(`“${name}” added to cart`)).toBeVisible();
  await expect(headerCartCount(page)).toHaveText('1');
  await expect(card.getByRole('button', { name: 'In cart ✓' })).toBeVisible();
});

test('a book added in another tab shows in a tab that had no cart', async ({ context }) => {
  const reader = await context.newPage();
  await reader.goto('/books/');
  const name = await inStockCard(reader).getByRole('heading').innerText();
  await expect(headerCartCount(reader)).toHaveText('0');

  const other = await context.newPage();
  await other.goto('/books/');
  await bookCard(other, name).getByRole('button', { name: 'Add to cart' }).click();
  await expect(headerCartCount(other)).toHaveText('1');

  await expect(headerCartCount(reader)).toHaveText('1');
  await expect(bookCard(reader, name).getByRole('button', { name: 'In cart ✓' })).toBeVisible();
});

test('a cart kept from an earlier visit shows on arrival, in Bangla too', async ({ page }) => {
  await page.goto('/books/');
  await inStockCard(page).getByRole('button', { name: 'Add to cart' }).click();
  await expect(headerCartCount(page)).toHaveText('1');
  await page.goto('/bn/about');
  await expect(headerCartCount(page)).toHaveText('১');
});
