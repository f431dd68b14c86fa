import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatTaka, toPaisa } from '#shared/money.ts';
import { authHeader, createAccount, openSignedIn, SHOP_API } from './support/accounts.ts';

test.describe.configure({ timeout: 90_000 });

type Money = { amount: string };
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

async function oneBook(request: APIRequestContext) {
  const response = await request.get(`${SHOP_API}/products?per_page=40`);
  const book = ((await response.json()) as { products: ApiBook[] }).products.find((candidate) => candidate.in_stock);
  if (!book) throw new Error('no book in stock');
  const { id, slug, name, base_image, writers, price, special_price, selling_price, in_stock } = book;
  return { id, slug, name, base_image, writers, price, special_price, selling_price, in_stock, quantity: 2 };
}

test('a Bangla checkout: Bangla choices, summary in ৳, a Bangla hint, and a confirmation whose links stay in /bn/', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, 'bangla-checkout');
  const saved = await request.post(`${SHOP_API}/user/addresses`, {
    headers: authHeader(account),
    data: { first_name: 'Nusrat', last_name: 'Jahan', address_1: '12 Lake Road', city: 'Dhaka', country: 'Bangladesh', zip: '1205' },
  });
  expect(saved.status()).toBe(201);
  const book = await oneBook(request);
  await page.goto('/bn/login');
  await page.evaluate((stored) => localStorage.setItem('books', stored), JSON.stringify([book]));
  await openSignedIn(page, account, '/bn/checkout');

  await expect(page.getByRole('heading', { level: 1, name: 'চেকআউট' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'বিলিংয়ের তথ্য' }).getByRole('textbox', { name: 'নামের প্রথম অংশ' })).toHaveValue('Nusrat');
  // The saved address reads in Bangla: district, country and postcode digits.
  await expect(page.getByRole('radio', { name: /12 Lake Road, ঢাকা ১২০৫, বাংলাদেশ/ })).toBeChecked({ timeout: 15_000 });

  const subtotal = toPaisa(book.selling_price) * 2;
  await expect(page.getByTestId('checkout-subtotal')).toHaveText(formatTaka(subtotal, 'bn'));
  await expect(page.getByText(`${book.name} × ২`)).toBeVisible();

  await expect(page.getByRole('button', { name: 'অর্ডার করুন' })).toBeDisabled();
  await expect(page.getByText(/^অর্ডার করতে .*পেমেন্ট পদ্ধতি বেছে নিন।$/)).toBeVisible();

  await page.getByRole('button', { name: /ক্যাশ অন ডেলিভারি/ }).click();
  const shipping = page.getByRole('region', { name: 'শিপিং পদ্ধতি' });
  if ((await shipping.getByRole('button', { pressed: true }).count()) === 0)
    await shipping.getByRole('button', { name: /ঢাকার ভেতরে/ }).click();
  await page.getByRole('button', { name: 'অর্ডার করুন' }).click();

  await expect(page.getByRole('heading', { name: 'ধন্যবাদ। আপনার অর্ডারটি গ্রহণ করা হয়েছে।' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('order-number')).toHaveText(/^#[০-৯]+$/);
  await expect(page.getByText(/^মোট: ৳ [০-৯,]+\.[০-৯]{2}$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'আপনার অর্ডারগুলো দেখুন' })).toHaveAttribute('href', '/bn/profile?tab=orders');
  await expect(page.getByRole('link', { name: 'কেনাকাটা চালিয়ে যান' })).toHaveAttribute('href', '/bn/books/');
});
