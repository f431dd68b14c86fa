import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAccount, openSignedIn, SHOP_API } from './support/accounts.ts';

// Each test may register a customer and wait for the island to hydrate.
test.describe.configure({ timeout: 60_000 });

type Book = { slug: string; name: string };

/** A book from the seeded catalogue, different per test so reviews never mix. */
async function book(request: APIRequestContext, index: number): Promise<Book> {
  const response = await request.get(`${SHOP_API}/products?page=1&per_page=40`);
  expect(response.ok()).toBe(true);
  const { products } = (await response.json()) as { products: Book[] };
  const chosen = products[index];
  if (!chosen) throw new Error(`no book at ${index}`);
  return chosen;
}

const reviews = (page: Page) => page.getByRole('region', { name: /^Reviews \(\d+\)$/ });

test('signed out, the reviews ask to log in and the Login link comes back to the book', async ({ page, request }) => {
  const { slug } = await book(request, 3);
  await page.goto(`/product-details/${slug}/`);
  const section = reviews(page);
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByText('Please login to write review')).toBeVisible();
  const login = section.getByRole('link', { name: 'Login' });
  const href = await login.getAttribute('href');
  expect(href).toMatch(/^\/login\?next=/);
  expect(new URL(href ?? '', 'http://x').searchParams.get('next')).toMatch(new RegExp(`^/product-details/${slug}/?#reviews$`));
  await expect(section.getByRole('button', { name: 'Write a Review' })).toHaveCount(0);
});

test('a signed-in customer writes a 4-star review and it appears in the reloaded list', async ({ page, request }) => {
  const account = await createAccount(request, 'reviewer');
  const { slug } = await book(request, 5);
  await openSignedIn(page, account, `/product-details/${slug}/`);
  const section = reviews(page);
  await section.scrollIntoViewIfNeeded();
  await section.getByRole('button', { name: 'Write a Review' }).click();
  const form = section.getByRole('form', { name: 'Write a Review' });
  await form.getByRole('radio', { name: '4 stars' }).check();
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
  const text = `Lovely translation, read it twice (${Date.now()}).`;
  await form.getByLabel('Your review').fill(text);
  await form.getByRole('button', { name: 'Submit Review' }).click();

  await expect(form).toHaveCount(0);
  await expect(section.getByRole('status').filter({ hasText: 'Your review has been added' })).toBeVisible();
  const mine = section.getByRole('listitem').filter({ hasText: text });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByText('Your review')).toBeVisible();
  await expect(mine.getByRole('heading', { name: `${account.first_name} ${account.last_name}` })).toBeVisible();
  await expect(mine.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
});

test('a review without a comment asks for a few words under the comment', async ({ page, request }) => {
  const account = await createAccount(request, 'reviewer');
  const { slug } = await book(request, 6);
  await openSignedIn(page, account, `/product-details/${slug}/`);
  const section = reviews(page);
  await section.scrollIntoViewIfNeeded();
  await section.getByRole('button', { name: 'Write a Review' }).click();
  const form = section.getByRole('form', { name: 'Write a Review' });
  await form.getByRole('radio', { name: '5 stars' }).check();
  await form.getByRole('button', { name: 'Submit Review' }).click();
  const comment = form.getByLabel('Your review');
  await expect(comment).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Write a few words about the book')).toBeVisible();
  await expect(comment).toHaveAccessibleDescription('Write a few words about the book');
  await expect(form.getByRole('button', { name: 'Submit Review' })).toBeEnabled();
});

test('a rating the shop refuses is explained in the shop’s words beside the stars, not the server’s', async ({ page, request }) => {
  const account = await createAccount(request, 'reviewer');
  const { slug } = await book(request, 7);
  // A star the API refuses (as a changed page could send): its 422 says "The rating must be between 1 and 5.".
  await page.route(`**/api/v1/reviews/${slug}`, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 422,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'The given data was invalid.', errors: { rating: ['The rating must be between 1 and 5.'] } }),
        })
      : route.continue(),
  );
  await openSignedIn(page, account, `/product-details/${slug}/`);
  const section = reviews(page);
  await section.scrollIntoViewIfNeeded();
  await section.getByRole('button', { name: 'Write a Review' }).click();
  const form = section.getByRole('form', { name: 'Write a Review' });
  const stars = form.getByRole('group', { name: 'Your rating' });
  await form.getByLabel('Your review').fill('A fine book.');
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(stars).toHaveAccessibleDescription('Choose a rating from 1 to 5 stars');
  await form.getByRole('radio', { name: '4 stars' }).check();
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(stars).toHaveAccessibleDescription('Choose a rating from 1 to 5 stars');
  await expect(form.getByText('The rating must be between 1 and 5.')).toHaveCount(0);
});
