import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { authHeader, createAccount, openSignedIn, SHOP_API, type SignedInAccount } from './support/accounts.ts';

// The Bangla login, sign-up and My Account pages: their texts, Bangla digits and dates, links that stay in /bn/,
// and a Bangladeshi address chosen by division and district in Bangla but kept with the English names.
test.describe.configure({ timeout: 60_000 });

const main = (page: Page) => page.getByRole('main');
const panel = (page: Page) => main(page).getByRole('tabpanel');
const toasts = (page: Page) => page.locator('[data-toast-region]');
const BANGLA_DATE = /^[০-৯]{1,2} (জানুয়ারি|ফেব্রুয়ারি|মার্চ|এপ্রিল|মে|জুন|জুলাই|আগস্ট|সেপ্টেম্বর|অক্টোবর|নভেম্বর|ডিসেম্বর) [০-৯]{4}$/;

type Money = { amount: string };
type Product = { id: number; slug: string; in_stock: boolean; selling_price: Money };

async function api<T>(request: APIRequestContext, account: SignedInAccount, path: string, data: unknown): Promise<T> {
  const response = await request.post(`${SHOP_API}${path}`, { headers: authHeader(account), data });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** An address in Dhaka and one order of one book, placed through the API. */
async function addressAndOrder(request: APIRequestContext, account: SignedInAccount): Promise<number> {
  const { address } = await api<{ address: { id: number } }>(request, account, '/user/addresses', {
    first_name: 'Rahim',
    last_name: 'Uddin',
    address_1: 'House 7, Road 3, Mirpur',
    city: 'Dhaka',
    country: 'Bangladesh',
    zip: '1216',
    state: 'Dhaka',
  });
  const list = (await (await request.get(`${SHOP_API}/products?page=1`)).json()) as { products: Product[] };
  const book = list.products.find((product) => product.in_stock);
  if (!book) throw new Error('no book in stock');
  const unit = book.selling_price.amount;
  const shipping = (
    await api<{ data: { shipping_method: string; shipping_cost: Money }[] }>(request, account, '/shipping-methods', { cart_total: unit })
  ).data[0];
  const payment = (await api<{ data: { payment_method: string }[] }>(request, account, '/payment-methods', [])).data[0];
  if (!shipping || !payment) throw new Error('no shipping or payment method');
  const total = ((Math.round(Number(unit) * 100) + Math.round(Number(shipping.shipping_cost.amount) * 100)) / 100).toFixed(2);
  const { order } = await api<{ order: { id: number } }>(request, account, '/orders', {
    billing_first_name: 'Rahim',
    billing_last_name: 'Uddin',
    billing_address_1: address.id,
    billing_city: 'Dhaka',
    billing_zip: '1216',
    billing_country: 'Bangladesh',
    customer_email: account.email,
    customer_phone: '01711000000',
    products: [{ product_id: book.id, qty: 1, unit_price: unit, line_total: unit }],
    payment_method: payment.payment_method,
    sub_total: unit,
    discount: '0.00',
    shipping_method: shipping.shipping_method,
    shipping_cost: shipping.shipping_cost.amount,
    shipping_address_id: address.id,
    total,
  });
  return order.id;
}

test('the Bangla login page speaks Bangla, says blank fields in Bangla and links to Bangla pages', async ({ page }) => {
  await page.goto('/bn/login');
  await expect(main(page).getByRole('heading', { level: 1, name: 'লগইন' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'নিবন্ধন করুন' })).toHaveAttribute('href', '/bn/register');
  await expect(main(page).getByRole('link', { name: 'পাসওয়ার্ড ভুলে গেছেন?' })).toHaveAttribute('href', '/bn/contact');
  await main(page).getByRole('button', { name: 'লগইন' }).click();
  await expect(main(page).getByLabel('ইমেইল')).toHaveAccessibleDescription('ইমেইল লিখুন');
  await expect(main(page).getByLabel('পাসওয়ার্ড')).toHaveAccessibleDescription('পাসওয়ার্ড লিখুন');
});

test('a wrong password is said in Bangla', async ({ page }) => {
  await page.goto('/bn/login');
  await main(page).getByLabel('ইমেইল').fill('nobody@example.com');
  await main(page).getByLabel('পাসওয়ার্ড').fill('wrong-password');
  await main(page).getByRole('button', { name: 'লগইন' }).click();
  await expect(main(page).getByRole('alert').filter({ hasText: 'ইমেইল বা পাসওয়ার্ড সঠিক নয়।' })).toBeVisible();
});

test('the Bangla sign-up page names its fields in Bangla and its links stay in /bn/', async ({ page }) => {
  await page.goto('/bn/register');
  await expect(main(page).getByRole('heading', { level: 1, name: 'নিবন্ধন' })).toBeVisible();
  await expect(main(page).getByLabel('পাসওয়ার্ড আবার লিখুন')).toBeVisible();
  await expect(main(page).getByRole('link', { name: /শর্তাবলি পড়ুন/ })).toHaveAttribute('href', '/bn/page/terms');
  await expect(main(page).getByRole('link', { name: 'লগইন' })).toHaveAttribute('href', '/bn/login');
  await main(page).getByLabel('আমি শর্তাবলিতে সম্মত').check();
  await main(page).getByRole('button', { name: 'নিবন্ধন করুন' }).click();
  await expect(main(page).getByLabel('ফোন')).toHaveAccessibleDescription('ফোন নম্বর লিখুন');
});

test('a signed-out visitor of the Bangla profile is sent to the Bangla login page', async ({ page }) => {
  await page.goto('/bn/profile');
  await expect(page).toHaveURL(/\/bn\/login\?next=%2Fbn%2Fprofile/);
});

test('My Account in Bangla: tabs, an order with Bangla digits, price and date', async ({ page, request }) => {
  const account = await createAccount(request, 'bangla-orders');
  const orderId = await addressAndOrder(request, account);
  await openSignedIn(page, account, '/bn/profile?tab=orders');
  await expect(page.getByRole('tab', { name: 'অর্ডার' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'অ্যাকাউন্টের তথ্য' })).toBeVisible();
  const row = panel(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') })
    .first();
  await expect(row.getByRole('cell').first()).toHaveText(BANGLA_DATE);
  await expect(row).toContainText('অপেক্ষমাণ');
  await expect(row).toContainText(/৳ [০-৯,]+\.[০-৯]{2}/);
  await expect(row).not.toContainText(/[0-9]/);

  const orderNumber = String(orderId).replace(/[0-9]/g, (digit) => String.fromCharCode(0x09e6 + Number(digit)));
  await panel(page)
    .getByRole('button', { name: `অর্ডার #${orderNumber} দেখুন` })
    .click();
  await expect(panel(page).getByRole('heading', { name: `অর্ডার #${orderNumber}` })).toBeVisible();
  await expect(panel(page).getByText('ঢাকা ১২১৬')).toBeVisible();
  await expect(panel(page).getByText('ক্যাশ অন ডেলিভারি')).toBeVisible();
  const bookLink = panel(page).getByRole('rowheader').getByRole('link');
  await expect(bookLink).toHaveAttribute('href', /^\/bn\/product-details\//);
});

test('an address edited in Bangla by division and district is kept with the English names', async ({ page, request }) => {
  const account = await createAccount(request, 'bangla-address');
  await api(request, account, '/user/addresses', {
    first_name: 'Rahim',
    last_name: 'Uddin',
    address_1: 'House 7, Mirpur',
    city: 'Dhaka',
    country: 'Bangladesh',
    zip: '1216',
    state: 'Dhaka',
  });
  await openSignedIn(page, account, '/bn/profile?tab=address');
  await expect(panel(page).getByText('ঢাকা ১২১৬')).toBeVisible();
  await expect(panel(page).getByText('ঢাকা বিভাগ, বাংলাদেশ')).toBeVisible();

  await panel(page).getByRole('button', { name: 'ঠিকানা সম্পাদনা' }).click();
  await expect(panel(page).getByLabel('পোস্টকোড')).toHaveValue('১২১৬');
  await panel(page).getByLabel('বিভাগ').selectOption({ label: 'সিলেট' });
  await panel(page).getByRole('button', { name: 'হালনাগাদ করুন' }).click();
  await expect(panel(page).getByLabel('জেলা')).toHaveAccessibleDescription('জেলা বেছে নিন');
  await panel(page).getByLabel('জেলা').selectOption({ label: 'মৌলভীবাজার' });
  await panel(page).getByRole('button', { name: 'হালনাগাদ করুন' }).click();
  await expect(toasts(page)).toContainText('সফলভাবে হালনাগাদ হয়েছে');
  await expect(panel(page).getByText('মৌলভীবাজার ১২১৬')).toBeVisible();
  await expect(panel(page).getByText('সিলেট বিভাগ, বাংলাদেশ')).toBeVisible();

  const saved = await request.get(`${SHOP_API}/user/addresses`, { headers: authHeader(account) });
  const [address] = ((await saved.json()) as { data: Record<string, string>[] }).data;
  expect(address).toMatchObject({
    city: 'Moulvibazar',
    state_name: 'Sylhet',
    zip: '1216',
    country_name: 'Bangladesh',
    address_1: 'House 7, Mirpur',
  });
});
