import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { htmlToText } from '#shared/text.ts';

// The authors, publications and categories screens, the blog, generic pages,
// about and the not-found screen, as a shopper sees them. What the pages should
// hold is read from the same local API the site was built from.
const API = `http://127.0.0.1:${process.env.E2E_API_PORT ?? '4100'}`;

type Named = { name: string; slug?: string; id?: number };
type PostSummary = { slug: string; name: string; comments_count: number; description: string };

const graphemes = (text: string) => [...new Intl.Segmenter('bn', { granularity: 'grapheme' }).segment(text)].length;

async function apiJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${API}${path}`);
  expect(response.ok(), `${path} answers`).toBe(true);
  return (await response.json()) as T;
}

async function allPosts(request: APIRequestContext): Promise<PostSummary[]> {
  return (await apiJson<{ data: PostSummary[] }>(request, '/content/blogs/posts?per_page=100')).data;
}

/** Follows a link and checks the page it opens exists (not the 404 screen). */
async function followTo(page: Page, link: ReturnType<Page['getByRole']>, path: RegExp): Promise<void> {
  const [response] = await Promise.all([page.waitForEvent('response', (r) => r.request().isNavigationRequest()), link.click()]);
  await expect(page).toHaveURL(path);
  expect(response.status()).toBe(200);
}

test.describe('authors', () => {
  test('shows the API’s authors twelve to a page, with working pages and listing links', async ({ page, request }) => {
    const authors = await apiJson<Named[]>(request, '/api/v1/authors');
    const pages = Math.ceil(authors.length / 12);
    expect(pages).toBeGreaterThan(1);

    await page.goto('/authors/');
    await expect(page.getByRole('heading', { level: 1, name: 'লেখক' })).toBeVisible();
    const grid = page.getByRole('list', { name: 'লেখকদের তালিকা' });
    await expect(grid.getByRole('listitem')).toHaveCount(12);
    const first = authors[0];
    if (!first) throw new Error('no authors');
    await expect(grid.getByRole('link', { name: new RegExp(first.name) })).toBeVisible();

    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    await expect(pagination.getByRole('link', { name: `Page ${pages}` })).toBeVisible();

    await followTo(page, pagination.getByRole('link', { name: 'Next' }), /\/authors\/page\/2\/?$/);
    const secondPage = page.getByRole('list', { name: 'লেখকদের তালিকা' }).getByRole('listitem');
    await expect(secondPage).toHaveCount(Math.min(12, authors.length - 12));
    const thirteenth = authors[12];
    if (!thirteenth) throw new Error('no 13th author');
    await expect(secondPage.first()).toContainText(thirteenth.name);

    await page.goto(`/authors/page/${pages}/`);
    await expect(page.getByRole('navigation', { name: 'Pagination' }).getByText('Next')).toHaveAttribute('aria-disabled', 'true');

    await page.goto('/authors/');
    const author = page.getByRole('list', { name: 'লেখকদের তালিকা' }).getByRole('link', { name: new RegExp(first.name) });
    await expect(author).toHaveAttribute('href', new RegExp(`^/books/authors/${first.id}/`));
    await followTo(page, author, new RegExp(`/books/authors/${first.id}/`));
  });

  test('the search box finds any author, by Bangla or Latin name', async ({ page }) => {
    await page.goto('/authors/');
    const search = page.getByRole('searchbox', { name: 'লেখক খুঁজুন' });
    await search.fill('tagore');
    const results = page.getByRole('list', { name: 'খোঁজার ফল' });
    await expect(results.getByRole('link', { name: /রবীন্দ্রনাথ ঠাকুর/ })).toBeVisible();
    await expect(page.getByRole('list', { name: 'লেখকদের তালিকা' })).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'পাওয়া গেছে' })).toBeVisible();

    await search.fill('নজরুল');
    await expect(results.getByRole('link', { name: /কাজী নজরুল ইসলাম/ })).toBeVisible();
    await results.getByRole('link', { name: /কাজী নজরুল ইসলাম/ }).click();
    await expect(page).toHaveURL(/\/books\/authors\/\d+\//);

    await page.goto('/authors/');
    await page.getByRole('searchbox', { name: 'লেখক খুঁজুন' }).fill('zzzz');
    await expect(page.getByText('কিছু পাওয়া যায়নি।')).toBeVisible();
    await page.getByRole('searchbox', { name: 'লেখক খুঁজুন' }).fill('');
    await expect(page.getByRole('list', { name: 'লেখকদের তালিকা' }).getByRole('listitem')).toHaveCount(12);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the authors screen pages by links and shows no search box that could not work', async ({ page }) => {
    await page.goto('/authors/');
    await expect(page.getByRole('list', { name: 'লেখকদের তালিকা' }).getByRole('listitem')).toHaveCount(12);
    await expect(page.getByRole('searchbox', { name: 'লেখক খুঁজুন' })).toBeHidden();
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/authors\/page\/2\/?$/);
  });

  test('a post shows its share links but no copy button', async ({ page, request }) => {
    const [post] = await allPosts(request);
    if (!post) throw new Error('no posts');
    await page.goto(`/blog-details/${post.slug}`);
    await expect(page.getByRole('link', { name: /Email/ })).toHaveAttribute('href', /^mailto:\?subject=/);
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeHidden();
  });
});

test('publications: a popular strip of eight and a grid of twelve, linking to publisher listings', async ({ page, request }) => {
  const publishers = await apiJson<Named[]>(request, '/api/v1/publishers');
  await page.goto('/publications/');
  await expect(page.getByRole('heading', { level: 1, name: 'প্রকাশনী' })).toBeVisible();
  const popular = page.getByRole('region', { name: 'জনপ্রিয় প্রকাশনী' });
  await expect(popular.getByRole('listitem')).toHaveCount(Math.min(8, publishers.length));
  const grid = page.getByRole('list', { name: 'প্রকাশনীর তালিকা' });
  await expect(grid.getByRole('listitem')).toHaveCount(Math.min(12, publishers.length));
  for (const link of await grid.getByRole('link').all()) await expect(link).toHaveAttribute('href', /^\/books\/publishers\/[a-z0-9-]+\/$/);

  const first = publishers[0];
  if (!first) throw new Error('no publishers');
  await followTo(page, grid.getByRole('link', { name: new RegExp(first.name) }), new RegExp(`/books/publishers/${first.slug}/?$`));

  if (publishers.length > 12) {
    await page.goto('/publications/page/2/');
    await expect(page.getByRole('list', { name: 'প্রকাশনীর তালিকা' }).getByRole('listitem')).toHaveCount(
      Math.min(12, publishers.length - 12),
    );
  }
});

test('categories: every category, each linked to its listing', async ({ page, request }) => {
  const categories = await apiJson<Named[]>(request, '/api/v1/categories');
  await page.goto('/categories/');
  const grid = page.getByRole('list', { name: 'বিষয়ের তালিকা' });
  await expect(grid.getByRole('link')).toHaveCount(categories.length);
  const first = categories[0];
  if (!first) throw new Error('no categories');
  const link = grid.getByRole('link', { name: new RegExp(`^${first.name}`) });
  await expect(link).toHaveAttribute('href', `/books/categories/${first.slug}/`);
  await followTo(page, link, new RegExp(`/books/categories/${first.slug}/?$`));
});

test.describe('blog', () => {
  test('lists posts newest first with excerpts, ten to a page; Read more opens the post', async ({ page, request }) => {
    const posts = await allPosts(request);
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'ব্লগ' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(Math.min(10, posts.length));
    const firstPost = posts[0];
    if (!firstPost) throw new Error('no posts');
    await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText(firstPost.name);

    // A post longer than 300 characters of text shows its first 300 and "..."; a shorter one shows whole.
    let cut = 0;
    for (const [index, post] of posts.slice(0, 10).entries()) {
      const text = htmlToText(post.description);
      const excerpt = cards.nth(index).locator('p');
      await expect(excerpt).toHaveCount(1);
      if (graphemes(text) > 300) {
        cut += 1;
        await expect(excerpt).toHaveText(/\.\.\.$/);
        const shown = (await excerpt.textContent()) ?? '';
        expect(graphemes(shown.slice(0, -3))).toBeLessThanOrEqual(300);
        expect(text.startsWith(shown.slice(0, -3))).toBe(true);
      } else {
        await expect(excerpt).toHaveText(text);
      }
    }
    expect(cut, 'some post on the first page is long enough to be cut').toBeGreaterThan(0);
    await expect(cards.first().getByRole('link', { name: /^(No Comments|1 Comment|\d+ Comments)$/ })).toBeVisible();

    await cards
      .first()
      .getByRole('link', { name: /Read more/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/blog-details/${firstPost.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: firstPost.name })).toBeVisible();
    await expect(page).toHaveTitle(`${firstPost.name} | বইবাজার`);

    if (posts.length > 10) {
      await page.goto('/blog');
      await followTo(page, page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }), /\/blog\/page\/2\/?$/);
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(Math.min(10, posts.length - 10));
    }
  });

  test('a post with many comments shows "{n} Comments" and every comment', async ({ page, request }) => {
    const posts = await allPosts(request);
    const busiest = [...posts].sort((a, b) => b.comments_count - a.comments_count)[0];
    if (!busiest || busiest.comments_count < 2) throw new Error('no post with comments');
    const detail = await apiJson<{ comments: { name: string; web: string; comment: string }[] }>(
      request,
      `/content/blogs/posts/${busiest.slug}`,
    );

    await page.goto(`/blog-details/${busiest.slug}`);
    const comments = page.getByRole('region', { name: `${busiest.comments_count} Comments` });
    await expect(comments.getByRole('heading', { level: 2 })).toHaveText(`${busiest.comments_count} Comments`);
    const items = comments.getByRole('listitem');
    await expect(items).toHaveCount(detail.comments.length);
    const first = detail.comments[0];
    if (!first) throw new Error('no comments');
    await expect(items.first()).toContainText(first.name);
    await expect(items.first()).toContainText(first.comment);
    await expect(items.first().locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}(,| at) \d{1,2}:\d{2}$/);
    // The comment form island mounts here; nothing of it shows in the prebuilt page.
    await expect(page.locator('#comment-form-root')).toBeAttached();

    // A commenter's web address is a link only when it is an http(s) URL, marked as user content.
    for (const [index, comment] of detail.comments.entries()) {
      const link = items.nth(index).getByRole('link', { name: comment.name });
      if (/^https?:\/\//.test(comment.web)) await expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
      else await expect(link).toHaveCount(0);
    }
  });

  test('a post with no comments says "No Comments"', async ({ page, request }) => {
    const quiet = (await allPosts(request)).find((post) => post.comments_count === 0);
    if (!quiet) throw new Error('no post without comments');
    await page.goto(`/blog-details/${quiet.slug}`);
    await expect(page.getByRole('heading', { level: 2, name: 'No Comments' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'No Comments' }).getByRole('listitem')).toHaveCount(0);
  });

  test('a post shows its categories and tags as links, and BlogPosting data', async ({ page, request }) => {
    const [post] = await allPosts(request);
    if (!post) throw new Error('no posts');
    const detail = await apiJson<{ post: { categories: Named[]; tags: Named[] } }>(request, `/content/blogs/posts/${post.slug}`);
    await page.goto(`/blog-details/${post.slug}`);
    const article = page.getByRole('main').getByRole('article');
    for (const category of detail.post.categories)
      await expect(article.getByRole('link', { name: category.name, exact: true })).toHaveAttribute(
        'href',
        `/blog/category/${category.slug}/`,
      );
    for (const tag of detail.post.tags)
      await expect(article.getByRole('link', { name: tag.name, exact: true })).toHaveAttribute('href', `/blog/tag/${tag.slug}/`);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const ld = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === 'BlogPosting');
    expect(ld?.headline).toBe(post.name);
    expect(ld?.datePublished).toBeTruthy();
  });

  test('the tag page is titled with the tag name and the brand', async ({ page, request }) => {
    const [tag] = await apiJson<Named[]>(request, '/content/blogs/tags');
    if (!tag) throw new Error('no tags');
    const tagged = await apiJson<{ posts: { data: PostSummary[] } }>(request, `/content/blogs/tags/${tag.slug}`);
    await page.goto(`/blog/tag/${tag.slug}`);
    await expect(page).toHaveTitle(`${tag.name} | বইবাজার`);
    await expect(page.getByRole('heading', { level: 1, name: tag.name })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(tagged.posts.data.length);
  });

  test('the side panel links to categories, archive months and tags that exist, and searches posts', async ({ page, request }) => {
    const posts = await allPosts(request);
    await page.goto('/blog');
    const panel = page.getByRole('complementary', { name: 'Blog' });
    await expect(panel.getByRole('heading', { name: 'Recent Posts' })).toBeVisible();

    await followTo(page, panel.getByRole('region', { name: 'Archive' }).getByRole('link').first(), /\/blog\/archive\/\d{4}-\d{2}\/$/);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

    const categories = page.getByRole('complementary', { name: 'Blog' }).getByRole('region', { name: 'Categories' });
    await followTo(page, categories.getByRole('link').first(), /\/blog\/category\/[a-z0-9-]+\/$/);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

    const target = posts[posts.length - 1];
    if (!target) throw new Error('no posts');
    await page.getByRole('searchbox', { name: 'Search posts' }).fill(target.name);
    await page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: target.name }).click();
    await expect(page).toHaveURL(new RegExp(`/blog-details/${target.slug}$`));
  });
});

test('a generic page and the about page render their HTML as markup, sanitized', async ({ page }) => {
  await page.goto('/page/delivery');
  await expect(page).toHaveTitle('ডেলিভারি তথ্য | বইবাজার');
  const article = page.getByRole('main').getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: 'ডেলিভারি তথ্য' })).toBeVisible();
  await expect(article.getByRole('table')).toBeVisible();
  await expect(article.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(article.getByRole('link', { name: 'রিটার্ন নীতি' })).toHaveAttribute('href', '/page/returns');
  await expect(article).not.toContainText('<p>');
  await expect(article.locator('script, style, iframe, [onerror], [onclick], [style]')).toHaveCount(0);

  await page.goto('/about');
  const about = page.getByRole('main').getByRole('article');
  await expect(about.getByRole('heading', { level: 1, name: 'আমাদের কথা' })).toBeVisible();
  await expect(about.locator('img').first()).toHaveAttribute('src', /^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/images\/page-about\.webp$/);
  await expect(about.getByRole('listitem').first()).toBeVisible();
  await expect(about.locator('script, style, iframe, [onerror], [onclick], [style]')).toHaveCount(0);
});

test('an unknown path shows the not-found screen with status 404', async ({ page }) => {
  const response = await page.goto('/blog-details/no-such-post');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page.getByText("Look like you're lost")).toBeVisible();
  await expect(page.getByText('the page you are looking for not available!')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
