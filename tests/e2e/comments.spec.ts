import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAccount, openSignedIn } from './support/accounts.ts';

test.describe.configure({ timeout: 60_000 });

const CONTENT_API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? '4100'}/content`;
type PostSummary = { slug: string; comments_count: number };

async function posts(request: APIRequestContext): Promise<PostSummary[]> {
  const response = await request.get(`${CONTENT_API}/blogs/posts?page=1&per_page=100`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: PostSummary[] }).data;
}

/** Opens a post and waits for its comment form to be ready (it loads when scrolled near). */
async function openCommentForm(page: Page, slug: string) {
  await page.goto(`/blog-details/${slug}/`);
  const form = page.getByRole('form', { name: 'Leave a comment' });
  await page.locator('#comment-form-root').scrollIntoViewIfNeeded();
  await expect(form.getByRole('button', { name: 'SAVE' })).toBeEnabled();
  return form;
}

const RED = 'rgb(180, 35, 24)';

test('empty required fields show the three server messages in red under comment, name and email', async ({ page, request }) => {
  const [post] = await posts(request);
  if (!post) throw new Error('no posts');
  const form = await openCommentForm(page, post.slug);
  await expect(form.getByText('We will not publish your email address. Required fields are marked*')).toBeVisible();
  await form.getByRole('button', { name: 'SAVE' }).click();
  for (const [label, message] of [
    ['Comment', 'Comment is required'],
    ['Name', 'Name is required'],
    ['Email', 'Email is required'],
  ] as const) {
    const field = form.getByLabel(label, { exact: false }).first();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message);
    await expect(form.getByText(message, { exact: true })).toHaveCSS('color', RED);
  }
  await expect(form.getByLabel('Web')).not.toHaveAttribute('aria-invalid', 'true');
});

test('a javascript: address is refused with the reason; a valid comment appears at once and the count label follows', async ({
  page,
  request,
}) => {
  const post = (await posts(request)).find((candidate) => candidate.comments_count === 0);
  if (!post) throw new Error('no post without comments');
  const form = await openCommentForm(page, post.slug);
  const section = page.locator('#comments');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('No Comments');

  const text = `A careful, generous piece (${Date.now()}).`;
  await form.getByLabel('Comment').fill(text);
  await form.getByLabel('Name').fill('Farhana Akter');
  await form.getByLabel('Email').fill('farhana@example.com');
  await form.getByLabel('Web').fill('javascript:alert(1)');
  await form.getByRole('button', { name: 'SAVE' }).click();
  // The API accepts only http(s) web addresses; what was typed stays for correcting.
  await expect(form.getByLabel('Web')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Web')).toHaveAccessibleDescription(/http:\/\/ or https:\/\//);
  await expect(form.getByLabel('Comment')).toHaveValue(text);
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('No Comments');
  await form.getByLabel('Web').fill('');
  await form.getByRole('button', { name: 'SAVE' }).click();

  const added = section.getByRole('listitem').filter({ hasText: text });
  await expect(added).toHaveCount(1);
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('1 Comment');
  await expect(added.getByText('Farhana Akter')).toBeVisible();
  await expect(added.getByRole('link')).toHaveCount(0);
  await expect(added.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  await expect(form.getByLabel('Comment')).toHaveValue('');
  await expect(form.getByLabel('Name')).toHaveValue('');

  await form.getByLabel('Comment').fill(`A second thought (${Date.now()}).`);
  await form.getByLabel('Name').fill('Tanvir Hasan');
  await form.getByLabel('Email').fill('tanvir@example.com');
  await form.getByLabel('Web').fill('https://example.com/tanvir');
  await form.getByRole('button', { name: 'SAVE' }).click();
  await expect(section.getByRole('heading', { level: 2 })).toHaveText('2 Comments');
  const link = section.getByRole('link', { name: 'Tanvir Hasan' });
  await expect(link).toHaveAttribute('href', 'https://example.com/tanvir');
  await expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
});

test('when the network fails the comment is kept and SAVE works again', async ({ page, request }) => {
  const [post] = await posts(request);
  if (!post) throw new Error('no posts');
  const form = await openCommentForm(page, post.slug);
  await page.route('**/comments', (route) => route.abort('internetdisconnected'));
  await form.getByLabel('Comment').fill('Kept when offline');
  await form.getByLabel('Name').fill('Rafiq');
  await form.getByLabel('Email').fill('rafiq@example.com');
  await form.getByRole('button', { name: 'SAVE' }).click();
  await expect(form.getByRole('alert')).toContainText('Your comment was not sent.');
  await expect(form.getByLabel('Comment')).toHaveValue('Kept when offline');
  await expect(form.getByRole('button', { name: 'SAVE' })).toBeEnabled();
});

test('a signed-in customer finds their name and email already in the form, again after commenting', async ({ page, request }) => {
  const account = await createAccount(request, 'commenter');
  const post = (await posts(request)).at(-1);
  if (!post) throw new Error('no posts');
  await openSignedIn(page, account, `/blog-details/${post.slug}/`);
  const form = await openCommentForm(page, post.slug);
  await expect(form.getByLabel('Name')).toHaveValue(`${account.first_name} ${account.last_name}`);
  await expect(form.getByLabel('Email')).toHaveValue(account.email);
  await form.getByLabel('Comment').fill('Signed in, and the form knew me.');
  await form.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText('Signed in, and the form knew me.')).toBeVisible();
  await expect(form.getByLabel('Comment')).toHaveValue('');
  await expect(form.getByLabel('Name')).toHaveValue(`${account.first_name} ${account.last_name}`);
  await expect(form.getByLabel('Email')).toHaveValue(account.email);
});
