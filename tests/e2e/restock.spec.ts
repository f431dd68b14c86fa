import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAccount, openSignedIn, SHOP_API, type SignedInAccount } from './support/accounts.ts';
import { readDatabase } from './support/database.ts';
import { staffPatchBook } from './support/staff.ts';

// "Tell me when it is back" on a book out of stock: asked from the book's page (a visitor signs in
// first and comes back), withdrawn, met by a staff write of its stock, listed in My Account and
// written to the outbox for the shop's email or SMS sender.

type Book = { id: number; slug: string; name: string; in_stock: boolean };

/**
 * Books built out of stock, taken from the oldest (the other specs take books in stock from the
 * newest): each test puts its book back in stock and, afterwards, out of it again.
 */
async function outOfStockBook(request: APIRequestContext, which: number): Promise<Book> {
  const response = await request.get(`${SHOP_API}/products?per_page=200&page=2`);
  expect(response.ok()).toBe(true);
  const books = ((await response.json()) as { products: Book[] }).products.filter((book) => !book.in_stock);
  const book = books.at(-1 - which);
  if (!book) throw new Error('the seed has too few books out of stock among its oldest');
  return book;
}

type OutboxRow = { kind: string; user_id: number; payload: string };

function outboxOf(account: SignedInAccount): { kind: string; slug: string; email: string }[] {
  return readDatabase<OutboxRow>('SELECT kind, user_id, payload FROM outbox WHERE user_id = ? ORDER BY id', account.id).map((row) => {
    const payload = JSON.parse(row.payload) as { slug: string; email: string };
    return { kind: row.kind, slug: payload.slug, email: payload.email };
  });
}

const main = (page: Page) => page.getByRole('main');

test('a visitor signs in and comes back asked; the staff restock the book and My Account offers it, with the outbox row', async ({
  page,
  request,
}) => {
  const book = await outOfStockBook(request, 0);
  const account = await createAccount(request, 'restock');
  try {
    await page.goto(`/product-details/${book.slug}`);
    await expect(main(page).getByRole('button', { name: 'Out of stock' })).toBeDisabled();
    await main(page).getByRole('link', { name: 'Tell me when it is back' }).click();
    await expect(page).toHaveURL(/\/login\?next=/);
    await main(page).getByLabel('Email').fill(account.email);
    await main(page).getByLabel('Password').fill(account.password);
    await main(page).getByRole('button', { name: 'Login' }).click();

    // Back on the book, the press before signing in is asked for, once.
    await expect(page).toHaveURL(new RegExp(`/product-details/${book.slug}$`));
    await expect(main(page).getByRole('status').filter({ hasText: 'We will tell you when this book is back.' })).toBeVisible();
    await expect(main(page).getByText('1 reader waiting')).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Withdraw my request' })).toBeEnabled();
    await page.reload();
    await expect(main(page).getByRole('button', { name: 'Withdraw my request' })).toBeEnabled();
    expect(outboxOf(account)).toEqual([]);

    await page.goto('/profile?tab=restock');
    const tab = page.getByRole('tabpanel', { name: 'Restock requests' });
    await expect(tab.getByRole('link', { name: book.name })).toBeVisible();
    await expect(tab.getByText(/Waiting for stock · Asked on/)).toBeVisible();

    await staffPatchBook(request, book.slug, { stock: 7 });
    await page.reload();
    await expect(tab.getByText(/Back in stock · Back on/)).toBeVisible();
    const add = tab.getByRole('button', { name: `Add ${book.name} to cart` });
    await expect(add).toBeEnabled();
    await add.click();
    await expect(tab.getByRole('link', { name: /^In cart/ })).toBeFocused();
    expect(outboxOf(account)).toEqual([{ kind: 'restock', slug: book.slug, email: account.email }]);
  } finally {
    await staffPatchBook(request, book.slug, { stock: 0 });
  }
});

test('in Bangla: asks, withdraws and asks again in the shop’s words; a restock meets it once', async ({ page, request }) => {
  const book = await outOfStockBook(request, 1);
  const account = await createAccount(request, 'restock-bn');
  try {
    await openSignedIn(page, account, `/bn/product-details/${book.slug}`);
    const ask = main(page).getByRole('button', { name: 'ফিরে এলে জানান' });
    await ask.click();
    await expect(main(page).getByRole('status').filter({ hasText: 'বইটি ফিরে এলে আমরা আপনাকে জানাব।' })).toBeVisible();
    await expect(main(page).getByText('১ জন পাঠক অপেক্ষায়')).toBeVisible();
    await main(page).getByRole('button', { name: 'অনুরোধ তুলে নিন' }).click();
    await expect(main(page).getByRole('status').filter({ hasText: 'আপনার অনুরোধ তুলে নেওয়া হয়েছে।' })).toBeVisible();
    await expect(main(page).getByText('জন পাঠক অপেক্ষায়')).toBeHidden();

    // Withdrawn already, in another tab: the shop's refusal, in Bangla.
    await ask.click();
    await expect(main(page).getByRole('button', { name: 'অনুরোধ তুলে নিন' })).toBeEnabled();
    const gone = await request.delete(`${SHOP_API}/restock-requests/${book.id}`, { headers: { Authorization: `Bearer ${account.token}` } });
    expect(gone.ok()).toBe(true);
    await main(page).getByRole('button', { name: 'অনুরোধ তুলে নিন' }).click();
    await expect(main(page).getByRole('status')).toHaveText('এই বইটি ফিরে এলে জানানোর অনুরোধ আপনি করেননি।');
    await ask.click();
    await expect(main(page).getByRole('status').filter({ hasText: 'বইটি ফিরে এলে আমরা আপনাকে জানাব।' })).toBeVisible();

    await staffPatchBook(request, book.slug, { stock: 3 });
    await staffPatchBook(request, book.slug, { stock: 4 });
    await page.goto('/bn/profile?tab=restock');
    const tab = page.getByRole('tabpanel', { name: 'ফেরার অনুরোধ' });
    await expect(tab.getByText(/আবার স্টকে · ফিরেছে: /)).toBeVisible();
    await expect(tab.getByRole('button', { name: `কার্টে ${book.name} যোগ করুন` })).toBeEnabled();
    expect(outboxOf(account)).toEqual([{ kind: 'restock', slug: book.slug, email: account.email }]);
  } finally {
    await staffPatchBook(request, book.slug, { stock: 0 });
  }
});

test('a book in stock has no request to make', async ({ page, request }) => {
  const response = await request.get(`${SHOP_API}/products?per_page=20`);
  const book = ((await response.json()) as { products: Book[] }).products.find((candidate) => candidate.in_stock);
  if (!book) throw new Error('the seed has no book in stock');
  await page.goto(`/product-details/${book.slug}`);
  await expect(main(page).getByRole('button', { name: 'Add to cart' }).first()).toBeEnabled();
  await expect(main(page).getByText('Tell me when it is back')).toHaveCount(0);
});

test('against a shop without the extension, My Account has no restock tab', async ({ page, request }) => {
  const account = await createAccount(request, 'restock-none');
  await page.route('**/api/v1/restock-requests', (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not Found"}' }),
  );
  await openSignedIn(page, account, '/profile');
  const tabs = page.getByRole('tablist', { name: 'My Account' });
  await expect(tabs.getByRole('tab', { name: 'Orders' })).toBeVisible();
  // The shop has answered (the orders are drawn), and still no tab for it.
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(tabs.getByRole('tab')).toHaveCount(6);
  await expect(tabs.getByRole('tab', { name: 'Restock requests' })).toHaveCount(0);
});
