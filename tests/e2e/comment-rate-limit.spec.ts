import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// The local API takes 5 comments in 10 minutes from one visitor (backend/lib/rate-limit.ts);
// the 6th is refused with 429 and the comment form says so in the shop's words.
//
// Every browser test reaches the API from 127.0.0.1, so the suite's API (playwright.config.ts) treats
// 127.0.0.1 as a trusted proxy whose own requests are not limited (TRUSTED_PROXIES, RATE_LIMIT_EXEMPT):
// the other specs comment, register and order as much as they like, and this one is a visitor of its
// own behind that "proxy", by the X-Forwarded-For its requests carry, with the production limit.

// Six comments through the form, on a machine that may be busy building: room for each.
test.describe.configure({ timeout: 120_000 });

const CONTENT_API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? '4100'}/content`;
const LIMIT = 5;

type PostSummary = { slug: string; comments_count: number };

/**
 * A post for this test alone: not one another spec picks (the first, the first without comments,
 * the last), and with room below the busiest post for the comments it adds, so the busiest stays so.
 */
async function quietCorner(request: APIRequestContext, which: number): Promise<string> {
  const response = await request.get(`${CONTENT_API}/blogs/posts?page=1&per_page=100`);
  expect(response.ok()).toBe(true);
  const posts = ((await response.json()) as { data: PostSummary[] }).data;
  const busiest = Math.max(...posts.map((post) => post.comments_count));
  const firstQuiet = posts.find((post) => post.comments_count === 0);
  const candidates = posts
    .slice(1, -1)
    .filter((post) => post !== firstQuiet && post.comments_count > 0 && post.comments_count + 2 * LIMIT < busiest);
  const post = candidates[which];
  if (!post) throw new Error('no post to comment on');
  return post.slug;
}

/** A visitor address of its own (TEST-NET-3), unique per test and per run. */
function visitorAddress(): string {
  return `203.0.113.${1 + Math.floor(Math.random() * 254)}`;
}

/** The page's comment posts go out as from `address`, as a proxy in front of the API would say. */
async function asVisitor(page: Page, address: string): Promise<void> {
  await page.route('**/content/blogs/posts/*/comments', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  );
}

async function openCommentForm(page: Page, path: string, formName: string, save: string) {
  await page.goto(path);
  const form = page.getByRole('form', { name: formName });
  await page.locator('#comment-form-root').scrollIntoViewIfNeeded();
  await expect(form.getByRole('button', { name: save })).toBeEnabled();
  return form;
}

const cases = [
  {
    locale: 'en',
    prefix: '',
    form: 'Leave a comment',
    labels: { comment: 'Comment', name: 'Name', email: 'Email', save: 'SAVE' },
    refused: 'Too many requests. Please try again in 10 minutes.',
    retry: 'Retry',
  },
  {
    locale: 'bn',
    prefix: '/bn',
    form: 'মন্তব্য করুন',
    labels: { comment: 'মন্তব্য', name: 'নাম', email: 'ইমেইল', save: 'পাঠান' },
    refused: 'অল্প সময়ে অনেকবার পাঠানো হয়েছে। ১০ মিনিট পরে আবার চেষ্টা করুন।',
    retry: 'আবার চেষ্টা করুন',
  },
] as const;

for (const [index, c] of cases.entries()) {
  test(`${c.locale}: the comment past the limit is refused in the shop's words and kept for later`, async ({ page, request }) => {
    const slug = await quietCorner(request, index);
    await asVisitor(page, visitorAddress());
    const form = await openCommentForm(page, `${c.prefix}/blog-details/${slug}/`, c.form, c.labels.save);
    const field = (label: string) => form.getByLabel(label, { exact: false }).first();
    const section = page.locator('#comments');
    const stamp = Date.now();

    const send = async (text: string) => {
      await field(c.labels.comment).fill(text);
      await field(c.labels.name).fill('Sabina Yasmin');
      await field(c.labels.email).fill('sabina@example.com');
      await form.getByRole('button', { name: c.labels.save }).click();
    };
    for (let n = 1; n <= LIMIT; n += 1) {
      const text = `Comment ${n} of a keen reader (${stamp}).`;
      await send(text);
      await expect(section.getByRole('listitem').filter({ hasText: text })).toHaveCount(1);
      await expect(field(c.labels.comment)).toHaveValue('');
    }

    const extra = `One comment too many (${stamp}).`;
    await send(extra);
    const alert = form.getByRole('alert');
    await expect(alert).toHaveText(c.refused);
    // The message says how long to wait: a Retry now could only be refused again.
    await expect(alert.getByRole('button', { name: c.retry })).toHaveCount(0);
    await expect(field(c.labels.comment)).toHaveValue(extra);
    await expect(form.getByRole('button', { name: c.labels.save })).toBeEnabled();
    await expect(section.getByText(extra)).toHaveCount(0);

    // The shop stored the five and not the sixth.
    const stored = await request.get(`${CONTENT_API}/blogs/posts/${slug}`);
    const comments = ((await stored.json()) as { comments: { comment: string }[] }).comments.map((comment) => comment.comment);
    expect(comments.filter((text) => text.includes(String(stamp)))).toHaveLength(LIMIT);
    expect(comments).not.toContain(extra);
  });
}
