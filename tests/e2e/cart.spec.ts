import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAccount, openSignedIn, SHOP_API } from './support/accounts.ts';

/** Adds the first two in-stock books on /books/ to the cart; answers their names. */
async function addTwoBooks(page: Page) {
  await page.goto('/books/');
  const available = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Add to cart' }) });
  const names = [await available.nth(0).getByRole('heading').innerText(), await available.nth(1).getByRole('heading').innerText()];
  for (const name of names) {
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name, exact: true }) })
      .first();
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await expect(card.getByRole('button', { name: 'In cart ✓' })).toBeVisible();
  }
  return names as [string, string];
}

const headerCartCount = (page: Page) => page.getByRole('banner').locator('[data-cart-count]');

test('adding books updates the header and floating counts, and a repeat add changes nothing', async ({ page }) => {
  const [firstName] = await addTwoBooks(page);
  await expect(page.getByRole('status').getByText(`“${firstName}” added to cart`)).toBeVisible();
  await expect(headerCartCount(page)).toHaveText('2');
  await expect(page.getByRole('navigation', { name: 'Cart and wishlist' }).locator('[data-cart-count]')).toHaveText('2');
  // Clicking a book already in the cart goes to the cart instead of adding it again.
  await page.getByRole('button', { name: 'In cart ✓' }).first().click();
  await expect(page).toHaveURL(/\/cart\/?$/);
  await expect(page.getByRole('textbox', { name: /Quantity of/ })).toHaveCount(2);
  for (const input of await page.getByRole('textbox', { name: /Quantity of/ }).all()) await expect(input).toHaveValue('1');
});

test('the cart page changes quantities, keeps a bad typed value out, removes, and totals in Tk', async ({ page }) => {
  const [firstName, secondName] = await addTwoBooks(page);
  await page.goto('/cart');
  const table = page.getByRole('table', { name: 'Books in your cart' });
  await expect(table.getByRole('link', { name: firstName })).toBeVisible();
  const firstRow = table.getByRole('row').filter({ hasText: firstName });
  const minus = firstRow.getByRole('button', { name: `One less “${firstName}”` });
  const plus = firstRow.getByRole('button', { name: `One more “${firstName}”` });
  const quantity = firstRow.getByRole('textbox', { name: `Quantity of “${firstName}”` });

  await expect(minus).toBeDisabled(); // minus works only above 1
  await plus.click();
  await expect(quantity).toHaveValue('2');
  await expect(minus).toBeEnabled();
  await minus.click();
  await expect(quantity).toHaveValue('1');

  await quantity.fill('3');
  await expect(quantity).toHaveValue('3');
  await quantity.fill('abc');
  await quantity.press('Enter');
  await expect(firstRow.getByRole('alert')).toHaveText('Enter a whole number from 1 to 100.');
  await expect(quantity).toHaveValue('3');
  await quantity.fill('৪'); // Bangla digit four
  await quantity.press('Tab');
  await expect(quantity).toHaveValue('4');

  // The total is the sum of price × quantity, shown in Tk.
  const unitPrices = await table.getByRole('row').locator('td[data-label="Price"]').allInnerTexts();
  const paisa = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
  const expected = paisa(unitPrices[0] ?? '') * 4 + paisa(unitPrices[1] ?? '');
  const total = page.getByTestId('cart-total');
  await expect(total).toHaveText(/^Tk [\d,]+\.\d{2}$/);
  expect(paisa(await total.innerText())).toBe(expected);

  await table.getByRole('button', { name: `Remove “${secondName}”` }).click();
  await expect(table.getByRole('link', { name: secondName })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
  await table.getByRole('button', { name: `Remove “${firstName}”` }).click();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the cart survives a reload and follows another tab at once', async ({ page, context }) => {
  await addTwoBooks(page);
  await page.reload();
  await expect(headerCartCount(page)).toHaveText('2');
  const other = await context.newPage();
  await other.goto('/cart');
  await expect(other.getByRole('textbox', { name: /Quantity of/ })).toHaveCount(2);
  await other
    .getByRole('button', { name: /^One more/ })
    .first()
    .click();
  await expect(headerCartCount(page)).toHaveText('3');
  await other
    .getByRole('button', { name: /^Remove/ })
    .first()
    .click();
  await expect(headerCartCount(page)).toHaveText('1');
});

test('a corrupt cart in storage is an empty cart, not a broken page', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('books', '{"this is": not json'));
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(headerCartCount(page)).toHaveText('0');
  expect(errors).toEqual([]);
});

test('the cart tells the shopper when a price changed since the book was added', async ({ page }) => {
  await addTwoBooks(page);
  // Make the stored price stale, as if the shop changed it after the book was added.
  await page.evaluate(() => {
    const cart = JSON.parse(localStorage.getItem('books') ?? '[]') as { selling_price: { amount: string; formatted: string } }[];
    if (cart[0]) cart[0].selling_price = { amount: '1.00', formatted: 'Tk 1.00' };
    localStorage.setItem('books', JSON.stringify(cart));
  });
  await page.goto('/cart');
  await expect(page.getByText('Your cart was updated since you last saw it:')).toBeVisible();
  await expect(page.getByText(/has a new price\./)).toBeVisible();
  await expect(page.getByRole('table').getByText('Tk 1.00')).toHaveCount(0);
});

test.describe('the coupon box checks the code with the shop at once', () => {
  /** A signed-in customer with one book in the cart, on /cart. */
  async function openCartWith(page: Page, request: APIRequestContext, sellingAmount: (amount: number) => boolean) {
    const account = await createAccount(request, 'coupon');
    const response = await request.get(`${SHOP_API}/products?per_page=100`);
    type Money = { amount: string; formatted: string };
    type ApiBook = {
      id: number;
      slug: string;
      name: string;
      base_image: { path: string };
      writers: { id: number; name: string }[];
      price: Money;
      special_price: Money | null;
      selling_price: Money;
      in_stock: boolean;
    };
    const { products } = (await response.json()) as { products: ApiBook[] };
    const book = products.find((candidate) => candidate.in_stock && sellingAmount(Number(candidate.selling_price.amount)));
    if (!book) throw new Error('no book at that price');
    const { id, slug, name, base_image, writers, price, special_price, selling_price, in_stock } = book;
    await openSignedIn(page, account, '/cart');
    await page.evaluate(
      (stored) => localStorage.setItem('books', stored),
      JSON.stringify([{ id, slug, name, base_image, writers, price, special_price, selling_price, in_stock, quantity: 1 }]),
    );
    await page.reload();
    await expect(page.getByRole('button', { name: 'Apply coupon' })).toBeEnabled();
    return book;
  }
  const box = (page: Page) => page.getByLabel('Coupon code');

  test('an unknown code is refused under the box and not kept for checkout', async ({ page, request }) => {
    await openCartWith(page, request, (amount) => amount > 600);
    await box(page).fill('FAKE10');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(box(page)).toHaveAccessibleDescription('This coupon code is not valid.');
    await expect(page.getByText(/will be applied|applies/)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('coupon') ?? '')).toBe('');
  });

  test('a known code says what it takes off, or what subtotal it needs', async ({ page, request }) => {
    await openCartWith(page, request, (amount) => amount < 400);
    await box(page).fill('boi50');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'BOI50' })).toContainText(
      /Coupon BOI50 needs a subtotal above Tk 500\.00; your subtotal is Tk [\d,]+\.\d\d\./,
    );
    // Three copies bring the subtotal over the minimum: the same coupon now applies.
    await page
      .getByLabel(/quantity/i)
      .first()
      .fill('3');
    await page
      .getByLabel(/quantity/i)
      .first()
      .press('Tab');
    await expect(page.getByRole('status').filter({ hasText: 'BOI50' })).toHaveText(/Coupon BOI50 applies: Tk 50\.00 off at checkout\./);
    expect(await page.evaluate(() => localStorage.getItem('coupon'))).toBe('BOI50');
  });

  test('a visitor is asked to sign in to use a coupon', async ({ page }) => {
    await addTwoBooks(page);
    await page.goto('/cart');
    await box(page).fill('BOI50');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Fcart');
    await expect(page.getByText(/applies|will be applied/)).toHaveCount(0);
  });
});
