import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { authHeader, createAccount, openSignedIn, SHOP_API, type SignedInAccount } from './support/accounts.ts';

// Each test registers a customer and waits on a hydrating island over a busy machine.
test.describe.configure({ timeout: 60_000 });

const main = (page: Page) => page.getByRole('main');
const panel = (page: Page) => main(page).getByRole('tabpanel');
const toasts = (page: Page) => page.locator('[data-toast-region]');

type Money = { amount: string };
type Product = {
  id: number;
  slug: string;
  name: string;
  in_stock: boolean;
  selling_price: Money;
  special_price: Money | null;
  price: Money;
};

/** "350.00" → "Tk 350.00", "1250.50" → "Tk 1,250.50", as the shop shows prices. */
function taka(amount: string): string {
  const [whole = '0', fraction = '00'] = amount.split('.');
  return `Tk ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}
const toPaisa = (amount: string) => Math.round(Number(amount) * 100);
const amount = (paisa: number) => `${Math.floor(paisa / 100)}.${String(paisa % 100).padStart(2, '0')}`;

async function addAddress(request: APIRequestContext, account: SignedInAccount, street = 'House 7, Road 3, Mirpur'): Promise<number> {
  const response = await request.post(`${SHOP_API}/user/addresses`, {
    headers: authHeader(account),
    data: { first_name: 'Rahim', last_name: 'Uddin', address_1: street, city: 'Dhaka', country: 'Bangladesh', zip: '1216' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { address: { id: number } }).address.id;
}

/** Places an order through the API with prices read from the catalogue, as the checkout does. */
async function placeOrder(request: APIRequestContext, account: SignedInAccount) {
  const list = await request.get(`${SHOP_API}/products?page=1`);
  const slugs = ((await list.json()) as { products: Product[] }).products
    .filter((p) => p.in_stock)
    .slice(0, 2)
    .map((p) => p.slug);
  const books: Product[] = [];
  for (const slug of slugs) {
    const response = await request.get(`${SHOP_API}/products/${slug}`);
    books.push(((await response.json()) as { product: Product }).product);
  }
  const lines = books.map((book, index) => {
    const qty = index + 1;
    const unit = toPaisa(book.selling_price.amount);
    return { book, qty, unit, total: unit * qty };
  });
  const subTotal = lines.reduce((sum, line) => sum + line.total, 0);
  const addressId = await addAddress(request, account);
  const shipping = await request.post(`${SHOP_API}/shipping-methods`, {
    headers: authHeader(account),
    data: { cart_total: amount(subTotal) },
  });
  const methods = ((await shipping.json()) as { data: { shipping_method: string; shipping_cost: Money }[] }).data;
  const method = methods.find((m) => toPaisa(m.shipping_cost.amount) > 0) ?? methods[0];
  if (!method) throw new Error('no shipping method');
  const payments = await request.post(`${SHOP_API}/payment-methods`, { headers: authHeader(account), data: [] });
  const payment = ((await payments.json()) as { data: { payment_method: string }[] }).data[0];
  if (!payment) throw new Error('no payment method');
  const shippingCost = toPaisa(method.shipping_cost.amount);
  const response = await request.post(`${SHOP_API}/orders`, {
    headers: authHeader(account),
    data: {
      billing_first_name: 'Rahim',
      billing_last_name: 'Uddin',
      billing_address_1: addressId,
      billing_city: 'Dhaka',
      billing_zip: '1216',
      billing_country: 'Bangladesh',
      customer_email: account.email,
      customer_phone: '01711000000',
      products: lines.map((line) => ({
        product_id: line.book.id,
        qty: line.qty,
        unit_price: amount(line.unit),
        line_total: amount(line.total),
      })),
      payment_method: payment.payment_method,
      sub_total: amount(subTotal),
      discount: '0.00',
      shipping_method: method.shipping_method,
      shipping_cost: amount(shippingCost),
      shipping_address_id: addressId,
      total: amount(subTotal + shippingCost),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { order } = (await response.json()) as { order: { id: number } };
  return { id: order.id, lines, subTotal, shippingCost, total: subTotal + shippingCost };
}

async function openTab(page: Page, name: string) {
  const tab = main(page).getByRole('tab', { name });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

test('every tab renders for a new account, and the open tab stays in the URL through a reload', async ({ page, request }) => {
  const account = await createAccount(request, 'profile-tabs');
  await openSignedIn(page, account, '/profile');
  await expect(page).toHaveURL(/\/profile\?tab=dashboard$/);
  await expect(panel(page).getByRole('heading', { name: `Hello ${account.first_name} ${account.last_name}` })).toBeVisible();

  await openTab(page, 'Orders');
  await expect(page).toHaveURL(/\?tab=orders$/);
  await expect(panel(page).getByText("You haven't placed any order yet.")).toBeVisible();

  await openTab(page, 'Download');
  await expect(panel(page).getByText('No downloads are available')).toBeVisible();

  await openTab(page, 'Payment Method');
  await expect(panel(page).getByRole('listitem').first()).toBeVisible();

  await openTab(page, 'Address');
  await expect(panel(page).getByText(/Addresses are added at checkout/)).toBeVisible();

  await openTab(page, 'Account Details');
  await expect(page).toHaveURL(/\?tab=account$/);
  await expect(panel(page).getByLabel('Email')).toHaveValue(account.email);

  // Arrow keys move between tabs.
  await main(page).getByRole('tab', { name: 'Account Details' }).press('ArrowLeft');
  await expect(main(page).getByRole('tab', { name: 'Address' })).toBeFocused();
  await expect(page).toHaveURL(/\?tab=address$/);

  await page.reload();
  await expect(main(page).getByRole('tab', { name: 'Address' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page).getByText(/Addresses are added at checkout/)).toBeVisible();
});

test('an order placed through the API shows in the list and in detail with its totals; Back returns', async ({ page, request }) => {
  const account = await createAccount(request, 'profile-orders');
  const order = await placeOrder(request, account);
  await openSignedIn(page, account, '/profile?tab=orders');

  const row = panel(page)
    .getByRole('row')
    .filter({ hasText: `#${order.id}` });
  await expect(row).toContainText(taka(amount(order.total)));
  await row.getByRole('button', { name: `View order #${order.id}` }).click();
  await expect(page).toHaveURL(new RegExp(`tab=orders&order=${order.id}$`));

  const detail = panel(page);
  await expect(detail.getByRole('heading', { name: `Order #${order.id}` })).toBeVisible();
  await expect(detail).toContainText('House 7, Road 3, Mirpur');
  await expect(detail).toContainText('01711000000');
  for (const line of order.lines) {
    const lineRow = detail.getByRole('row').filter({ hasText: line.book.name });
    await expect(lineRow).toContainText(String(line.qty));
    await expect(lineRow).toContainText(taka(amount(line.unit)));
    await expect(lineRow).toContainText(taka(amount(line.total)));
  }
  const totals = detail.locator('.order-totals');
  await expect(totals.getByText('Subtotal').locator('..')).toContainText(taka(amount(order.subTotal)));
  await expect(totals.getByText('Shipping').locator('..')).toContainText(taka(amount(order.shippingCost)));
  await expect(totals.getByText('Discount').locator('..')).toContainText('Tk 0.00');
  await expect(totals.getByText('Total', { exact: true }).locator('..')).toContainText(taka(amount(order.total)));

  // A shared link opens the same order.
  await page.reload();
  await expect(detail.getByRole('heading', { name: `Order #${order.id}` })).toBeVisible();

  await detail.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\?tab=orders$/);
  await expect(
    panel(page)
      .getByRole('row')
      .filter({ hasText: `#${order.id}` }),
  ).toBeVisible();
});

test('an address is edited (after a required-field error) and deleted after confirming', async ({ page, request }) => {
  const account = await createAccount(request, 'profile-address');
  await addAddress(request, account, 'House 1, Dhanmondi');
  await openSignedIn(page, account, '/profile?tab=address');

  await expect(panel(page).getByText('House 1, Dhanmondi')).toBeVisible();
  await panel(page).getByRole('button', { name: 'Edit Address' }).click();
  await expect(panel(page).getByRole('heading', { name: 'Edit Address' })).toBeVisible();
  // "street, area" in address_1 opens as the two fields; the district (city) names its division.
  const street = panel(page).getByLabel('Street Address');
  await expect(street).toHaveValue('House 1');
  await expect(panel(page).getByLabel('Area / Thana')).toHaveValue('Dhanmondi');
  await expect(panel(page).getByLabel('Division')).toHaveValue('Dhaka');
  await expect(panel(page).getByLabel('District')).toHaveValue('Dhaka');
  await street.fill('');
  await panel(page).getByLabel('Division').selectOption('Sylhet');
  await expect(panel(page).getByLabel('District')).toHaveValue('');
  await panel(page).getByLabel('District').selectOption('Moulvibazar');
  await panel(page).getByRole('button', { name: 'Update' }).click();
  await expect(panel(page).getByText('Street Address Required')).toBeVisible();
  await expect(street).toBeFocused();

  await street.fill('House 9');
  await panel(page).getByLabel('Area / Thana').fill('Banani');
  await panel(page).getByRole('button', { name: 'Update' }).click();
  await expect(toasts(page)).toContainText('Successfully updated');
  await expect(panel(page).getByText('House 9, Banani')).toBeVisible();
  await expect(panel(page).getByText('Moulvibazar 1216')).toBeVisible();
  await expect(panel(page).getByText('Sylhet, Bangladesh')).toBeVisible();

  await panel(page)
    .getByRole('button', { name: /^Delete the address/ })
    .click();
  await panel(page).getByRole('button', { name: 'Yes, delete' }).click();
  await expect(toasts(page)).toContainText('Successfully deleted');
  await expect(panel(page).getByText(/Addresses are added at checkout/)).toBeVisible();
  const left = await request.get(`${SHOP_API}/user/addresses`, { headers: authHeader(account) });
  expect(((await left.json()) as { data: unknown[] }).data).toEqual([]);
});

test('account details: required and mismatch messages, then an update that persists and renames the header', async ({ page, request }) => {
  const account = await createAccount(request, 'profile-account');
  await openSignedIn(page, account, '/profile?tab=account');
  const form = panel(page);
  const firstName = form.getByLabel('First Name');
  await expect(firstName).toHaveValue(account.first_name);

  await firstName.fill('');
  await form.getByLabel('Phone').fill('');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByText('First Name Required')).toBeVisible();
  await expect(form.getByText('Phone Number is Required')).toBeVisible();

  await firstName.fill('Farhana');
  await form.getByLabel('Phone').fill('01819998877');
  await form.getByLabel('New Password', { exact: true }).fill('a brand new secret');
  await form.getByLabel('Confirm New Password').fill('something else');
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByText('The password confirmation does not match.')).toBeVisible();

  await form.getByLabel('Confirm New Password').fill('a brand new secret');
  // A new password takes the current one (issue 32).
  await form.getByLabel('Current Password', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toasts(page)).toContainText('Successfully updated');
  await expect(page.getByRole('banner').getByText('Farhana', { exact: true })).toBeVisible();

  await page.reload();
  await expect(panel(page).getByLabel('First Name')).toHaveValue('Farhana');
  await expect(panel(page).getByLabel('Phone')).toHaveValue('01819998877');
  await expect(page.getByRole('banner').getByText('Farhana', { exact: true })).toBeVisible();
  const relogin = await request.post(`${SHOP_API}/user`, { data: { email: account.email, password: 'a brand new secret' } });
  expect(relogin.ok()).toBe(true);
});

test('a revoked sign-in sends the shopper to /login', async ({ page, request }) => {
  const account = await createAccount(request, 'profile-expired');
  const revoked = await request.delete(`${SHOP_API}/user/token`, { headers: authHeader(account) });
  expect(revoked.ok()).toBe(true);
  await openSignedIn(page, account, '/profile?tab=orders');
  await expect(page).toHaveURL(/\/login/, { timeout: 15_000 });
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}'))).toEqual({
    isAuthenticated: false,
    user: null,
    token: null,
  });
});
