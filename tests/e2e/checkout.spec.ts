import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { toPaisa } from '#shared/money.ts';
import { authHeader, createAccount, openSignedIn, SHOP_API, type SignedInAccount } from './support/accounts.ts';
import { shownPaisa } from './support/shown-money.ts';

type Money = { amount: string; formatted: string };
type ApiBook = {
  id: number;
  slug: string;
  name: string;
  base_image: { path: string };
  writers: { id: number; name: string }[];
  price: Money;
  special_price: Money;
  selling_price: Money;
  in_stock: boolean;
};
type CartEntry = ApiBook & { quantity: number };

/** In-stock books from the API, one copy each, until the subtotal passes Tk 600 (over BOI50's minimum of Tk 500). */
async function cartOverSixHundred(request: APIRequestContext): Promise<CartEntry[]> {
  const response = await request.get(`${SHOP_API}/products?per_page=40`);
  expect(response.ok()).toBe(true);
  const { products } = (await response.json()) as { products: ApiBook[] };
  const cart: CartEntry[] = [];
  let subTotal = 0;
  for (const book of products.filter((candidate) => candidate.in_stock)) {
    if (subTotal > 60000) break;
    const { id, slug, name, base_image, writers, price, special_price, selling_price, in_stock } = book;
    cart.push({ id, slug, name, base_image, writers, price, special_price, selling_price, in_stock, quantity: 1 });
    subTotal += toPaisa(selling_price);
  }
  return cart;
}

/** Signs in with the given cart in localStorage "books" and opens /checkout. */
async function openCheckout(page: Page, account: SignedInAccount, cart: CartEntry[]) {
  await page.goto('/login');
  await page.evaluate((stored) => localStorage.setItem('books', stored), JSON.stringify(cart));
  await openSignedIn(page, account, '/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

async function saveAddressThroughApi(request: APIRequestContext, account: SignedInAccount) {
  const response = await request.post(`${SHOP_API}/user/addresses`, {
    headers: authHeader(account),
    data: { first_name: 'Nusrat', last_name: 'Jahan', address_1: '12 Lake Road', city: 'Dhaka', country: 'Bangladesh', zip: '1205' },
  });
  expect(response.status()).toBe(201);
}

async function ordersOf(request: APIRequestContext, account: SignedInAccount) {
  const response = await request.get(`${SHOP_API}/orders`, { headers: authHeader(account) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { id: number; total: { amount: string } }[] }).data;
}

const placeOrder = (page: Page) => page.getByRole('button', { name: 'Place order' });
const cartSubTotal = (cart: CartEntry[]) => cart.reduce((sum, item) => sum + toPaisa(item.selling_price) * item.quantity, 0);

/**
 * The order summary's figures as the page shows them, once the shipping shown
 * is the chosen method's price (`shipping`, read from its button).
 */
async function summaryOnPage(page: Page, shipping: number) {
  await expect.poll(() => shownPaisa(page.getByTestId('checkout-shipping'))).toBe(shipping);
  return {
    subTotal: await shownPaisa(page.getByTestId('checkout-subtotal')),
    discount: await shownPaisa(page.getByTestId('checkout-discount')),
    total: await shownPaisa(page.getByTestId('checkout-total')),
  };
}
const storedCartLength = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('books') ?? '[]') as unknown[]).length);

test('signed out, checkout says why it asks to sign in, keeps the cart and comes back to checkout', async ({ page, request }) => {
  const account = await createAccount(request, 'checkout-signin');
  const cart = await cartOverSixHundred(request);
  await page.goto('/cart');
  await page.evaluate((stored) => localStorage.setItem('books', stored), JSON.stringify(cart));
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/login\?next=%2Fcheckout&reason=checkout$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toHaveText('Sign in to check out — your cart is kept.');
  await main.getByLabel('Email').fill(account.email);
  await main.getByLabel('Password').fill(account.password);
  await main.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(placeOrder(page)).toBeVisible();
  expect(await storedCartLength(page)).toBe(cart.length);
});

test('a cart over the free-shipping threshold has Free Shipping chosen, the other methods still offered', async ({ page, request }) => {
  const account = await createAccount(request, 'checkout-free');
  const cart = await cartOverSixHundred(request);
  await openCheckout(page, account, cart);
  const free = page.getByRole('button', { name: /Free Shipping/ });
  await expect(free).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('checkout-shipping')).toHaveText('Tk 0.00');
  const inside = page.getByRole('button', { name: /Inside Dhaka/ });
  await expect(inside).toHaveAttribute('aria-pressed', 'false');
  await inside.click();
  await expect(inside).toHaveAttribute('aria-pressed', 'true');
  await expect(free).toHaveAttribute('aria-pressed', 'false');

  // No coupon: the total is the books and the delivery, to the paisa.
  const insideDhaka = await shownPaisa(inside.locator('span').last());
  expect(insideDhaka).toBeGreaterThan(0);
  const shown = await summaryOnPage(page, insideDhaka);
  expect(shown.subTotal).toBe(cartSubTotal(cart));
  expect(shown.discount).toBe(0);
  expect(shown.total).toBe(shown.subTotal + insideDhaka);
});

test('the home page promises free shipping above the shop’s own threshold', async ({ page, request }) => {
  const info = (await (await request.get(SHOP_API.replace('/api/v1', '/content/informations'))).json()) as {
    free_shipping_over: { amount: string };
  };
  const taka = Number(info.free_shipping_over.amount).toLocaleString('en-US', { minimumFractionDigits: 2 });
  await page.goto('/');
  const tiles = page.getByRole('region', { name: 'আমাদের সেবা' });
  await expect(tiles.getByText('ফ্রি শিপিং', { exact: true })).toBeVisible();
  await expect(tiles.getByText(`Tk ${taka}-এর বেশি অর্ডারে`, { exact: true })).toBeVisible();
});

test('an empty cart shows an empty state with a link to the books', async ({ page, request }) => {
  const account = await createAccount(request, 'checkout-empty');
  await openSignedIn(page, account, '/checkout');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse books' })).toHaveAttribute('href', '/books/');
  await expect(placeOrder(page)).toHaveCount(0);
});

test('a full checkout with a new address, shipping, payment and the coupon BOI50', async ({ page, request }) => {
  const account = await createAccount(request, 'checkout-full');
  const cart = await cartOverSixHundred(request);
  await openCheckout(page, account, cart);

  // Billing details come from the signed-in customer.
  await expect(page.getByLabel('First name').first()).toHaveValue(account.first_name);
  await expect(page.getByLabel('Email address')).toHaveValue(account.email);
  await expect(page.getByText('You have no saved address yet. Add one below.')).toBeVisible();
  await expect(placeOrder(page)).toBeDisabled();
  // The cart is over the free-shipping threshold: Free Shipping is already chosen.
  await expect(page.getByRole('button', { name: /Free Shipping/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Choose a delivery address and a payment method to place your order.')).toBeVisible();

  // A new address: every field is required.
  await page.getByText('Add a new address', { exact: true }).click();
  const addressForm = page.getByRole('form', { name: 'Add a new address' });
  await addressForm.getByRole('button', { name: 'Save address' }).click();
  await expect(addressForm.getByText('*This field is required')).toHaveCount(6);
  await addressForm.getByLabel('First name').fill('Nusrat');
  await addressForm.getByLabel('Last name').fill('Jahan');
  await addressForm.getByLabel('Division').selectOption('Dhaka');
  await addressForm.getByLabel('District').selectOption('Dhaka');
  await addressForm.getByLabel('Area / Thana').fill('Dhanmondi');
  await addressForm.getByLabel('Street address').fill('12 Lake Road');
  await expect(addressForm.getByLabel('Country')).toHaveValue('Bangladesh');
  await addressForm.getByLabel('Postcode').fill('1205');
  await addressForm.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('New Address Added Successfully')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Nusrat Jahan/ })).toBeChecked();

  // The coupon.
  await page.getByText('Have a coupon? Click here to enter your code').click();
  await page.getByLabel('Coupon code').fill('NOPE');
  await page.getByRole('button', { name: 'Apply coupon' }).click();
  await expect(page.getByText('This coupon code is not valid.')).toBeVisible();
  await page.getByLabel('Coupon code').fill('BOI50');
  await page.getByRole('button', { name: 'Apply coupon' }).click();
  await expect(page.getByText(/Coupon BOI50 applied/)).toBeVisible();
  await expect(page.getByTestId('checkout-discount')).toHaveText('− Tk 50.00');

  // Shipping and payment; pressing a choice again clears it.
  await page.getByRole('button', { name: /Inside Dhaka/ }).click();
  await expect(placeOrder(page)).toBeDisabled();
  const cash = page.getByRole('button', { name: /Cash on Delivery/ });
  await cash.click();
  await expect(cash).toHaveAttribute('aria-pressed', 'true');
  await expect(placeOrder(page)).toBeEnabled();
  await cash.click();
  await expect(cash).toHaveAttribute('aria-pressed', 'false');
  await expect(placeOrder(page)).toBeDisabled();
  await expect(page.getByText('Choose a payment method to place your order.')).toBeVisible();
  await cash.press('Space');
  await expect(placeOrder(page)).toBeEnabled();

  // The total is subtotal + shipping − discount, to the paisa, each figure as the page shows it.
  const insideDhaka = await shownPaisa(
    page
      .getByRole('button', { name: /Inside Dhaka/ })
      .locator('span')
      .last(),
  );
  expect(insideDhaka).toBeGreaterThan(0);
  const shown = await summaryOnPage(page, insideDhaka);
  expect(shown.subTotal).toBe(cartSubTotal(cart));
  expect(shown.discount).toBe(5000);
  expect(shown.total).toBe(shown.subTotal + insideDhaka - shown.discount);
  await placeOrder(page).click();

  await expect(page.getByText('Order created Successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Thank you. Your order has been received.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View your orders' })).toHaveAttribute('href', '/profile?tab=orders');
  const orderNumber = (await page.getByTestId('order-number').innerText()).replace('#', '');

  const orders = await ordersOf(request, account);
  expect(orders).toHaveLength(1);
  expect(String(orders[0]?.id)).toBe(orderNumber);
  // The shop recorded the total the page showed.
  expect(toPaisa(orders[0]?.total ?? { amount: '' })).toBe(shown.total);
  expect(await storedCartLength(page)).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('coupon') ?? '')).toBe('');
});

test('a tampered cart price is rejected with a 422, the cart is kept, and reloading prices lets the order through', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'checkout-422');
  await saveAddressThroughApi(request, account);
  const cart = await cartOverSixHundred(request);
  const first = cart[0];
  if (!first) throw new Error('no books');
  cart[0] = { ...first, selling_price: { amount: '1.00', formatted: 'Tk 1.00' }, special_price: { amount: '1.00', formatted: 'Tk 1.00' } };
  await openCheckout(page, account, cart);

  await expect(page.getByRole('radio', { name: /Nusrat Jahan/ })).toBeChecked();
  await page.getByRole('button', { name: /Outside Dhaka/ }).click();
  await page.getByRole('button', { name: /bKash/ }).click();
  await placeOrder(page).click();

  await expect(page.getByText('Fill up all credentials that are required')).toBeVisible();
  await expect(page.getByText(/Prices or totals have changed/)).toBeVisible();
  expect(await storedCartLength(page)).toBe(cart.length);
  expect(await ordersOf(request, account)).toHaveLength(0);

  await page.getByRole('button', { name: 'Reload current prices' }).click();
  await expect(page.getByText(/Prices or totals have changed/)).toHaveCount(0);
  await placeOrder(page).click();
  await expect(page.getByText('Order created Successfully')).toBeVisible();
  expect(await ordersOf(request, account)).toHaveLength(1);
});

test('a double click on Place order creates exactly one order', async ({ page, request }) => {
  const account = await createAccount(request, 'checkout-double');
  await saveAddressThroughApi(request, account);
  await openCheckout(page, account, await cartOverSixHundred(request));

  await expect(page.getByRole('radio', { name: /Nusrat Jahan/ })).toBeChecked();
  await page.getByRole('button', { name: /Inside Dhaka/ }).click();
  await page.getByRole('button', { name: /Cash on Delivery/ }).click();
  // Hold the order at the door until both clicks have landed, so the second lands while the first is on its way.
  let bothClicked = () => {};
  const clicked = new Promise<void>((resolve) => (bothClicked = resolve));
  await page.route('**/api/v1/orders', async (route) => {
    await clicked;
    await route.continue();
  });
  await placeOrder(page).dblclick();
  bothClicked();
  await expect(page.getByText('Order created Successfully')).toBeVisible();
  await expect(page.getByTestId('order-number')).toBeVisible();
  expect(await ordersOf(request, account)).toHaveLength(1);
});

test('a network failure keeps the cart and Retry sends the same idempotency key', async ({ page, request }) => {
  const account = await createAccount(request, 'checkout-retry');
  await saveAddressThroughApi(request, account);
  const cart = await cartOverSixHundred(request);
  await openCheckout(page, account, cart);
  await expect(page.getByRole('radio', { name: /Nusrat Jahan/ })).toBeChecked();
  await page.getByRole('button', { name: /Inside Dhaka/ }).click();
  await page.getByRole('button', { name: /bKash/ }).click();

  const keys: string[] = [];
  let failNext = true;
  await page.route('**/api/v1/orders', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (failNext) {
      failNext = false;
      // The order reaches the shop, but the answer is lost.
      await route.fetch();
      await route.abort('failed');
      return;
    }
    await route.continue();
  });
  await placeOrder(page).click();
  await expect(page.getByText(/Your order was not placed/)).toBeVisible();
  expect(await storedCartLength(page)).toBe(cart.length);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Order created Successfully')).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toBe(keys[1]);
  expect(await ordersOf(request, account)).toHaveLength(1);
});
