import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BlogCategoryListSchema,
  CategoryPostsSchema,
  ErrorBodySchema,
  PostPageSchema,
  PostResponseSchema,
  RecentPostsSchema,
  TagListSchema,
  TagPostsSchema,
  type Post,
} from './schemas.ts';
import { call, expectShape, startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
/** Every post, newest first, as the API lists them. */
let allPosts: Post[];

beforeAll(async () => {
  api = await startTestApi({ books: 20 });
  allPosts = expectShape(PostPageSchema, (await call(`${api.content}/blogs/posts?per_page=100`)).body).data;
});

afterAll(async () => {
  await api.close();
});

function postCount(): number {
  return (api.db.prepare('SELECT COUNT(*) AS n FROM posts').get() as { n: number }).n;
}

function isNewestFirst(posts: Post[]): boolean {
  return posts.every((post, i) => i === 0 || (posts[i - 1]?.created_at ?? '') >= post.created_at);
}

describe('GET /content/blogs/posts', () => {
  it('answers the first 10 posts, newest first, by default', async () => {
    const res = await call(`${api.content}/blogs/posts`);
    expect(res.status).toBe(200);
    const page = expectShape(PostPageSchema, res.body);
    const total = postCount();
    expect(total).toBeGreaterThan(10);
    expect(page).toMatchObject({ current_page: 1, last_page: Math.ceil(total / 10), total });
    expect(page.data).toHaveLength(10);
    expect(isNewestFirst(page.data)).toBe(true);
    expect(page.data).toEqual(allPosts.slice(0, 10));
  });

  it('pages through every post exactly once', async () => {
    const total = postCount();
    const perPage = 7;
    const lastPage = Math.ceil(total / perPage);
    const seen: Post[] = [];
    for (let n = 1; n <= lastPage; n += 1) {
      const page = expectShape(PostPageSchema, (await call(`${api.content}/blogs/posts?page=${n}&per_page=${perPage}`)).body);
      expect(page).toMatchObject({ current_page: n, last_page: lastPage, total });
      expect(page.data.length).toBe(n < lastPage ? perPage : total - perPage * (lastPage - 1));
      seen.push(...page.data);
    }
    expect(seen.map((post) => post.slug)).toEqual(allPosts.map((post) => post.slug));
    expect(allPosts).toHaveLength(total);
  });

  it('answers an empty page past the last one', async () => {
    const page = expectShape(PostPageSchema, (await call(`${api.content}/blogs/posts?page=99&per_page=10`)).body);
    expect(page.data).toEqual([]);
    expect(page.current_page).toBe(99);
    expect(page.total).toBe(postCount());
  });

  it.each(['per_page=0', 'per_page=101', 'per_page=abc', 'page=0', 'page=-1', 'page=1.5'])('answers 422 JSON for %s', async (query) => {
    const res = await call(`${api.content}/blogs/posts?${query}`);
    expect(res.status).toBe(422);
    const body = expectShape(ErrorBodySchema, res.body);
    expect(Object.keys(body.errors ?? {})).toEqual([query.split('=')[0]]);
  });

  it('sends the stored HTML, the author and absolute images', async () => {
    const rows = api.db.prepare('SELECT slug, author, image, html FROM posts').all() as {
      slug: string;
      author: string;
      image: string | null;
      html: string;
    }[];
    const bySlug = new Map(allPosts.map((post) => [post.slug, post]));
    expect(rows.some((row) => row.image === null)).toBe(true);
    expect(rows.some((row) => row.image !== null)).toBe(true);
    for (const row of rows) {
      const post = bySlug.get(row.slug);
      expect(post?.description).toBe(row.html);
      expect(post?.author).toBe(row.author);
      expect(post?.image).toEqual(row.image === null ? '' : { path: `${api.origin}${row.image}` });
    }
  });
});

describe('GET /content/blogs/sidebar/recents', () => {
  it('answers the 5 newest posts', async () => {
    const res = await call(`${api.content}/blogs/sidebar/recents`);
    expect(res.status).toBe(200);
    expect(expectShape(RecentPostsSchema, res.body)).toEqual(allPosts.slice(0, 5));
  });
});

describe('blog categories', () => {
  it('lists every category with its number of posts', async () => {
    const res = await call(`${api.content}/blogs/categories`);
    expect(res.status).toBe(200);
    const categories = expectShape(BlogCategoryListSchema, res.body);
    expect(categories.length).toBeGreaterThan(1);
    for (const category of categories) {
      const counted = allPosts.filter((post) => post.categories.some((c) => c.slug === category.slug)).length;
      expect(category.posts_count).toBe(counted);
    }
  });

  it('answers each category page with exactly its posts, newest first', async () => {
    const categories = expectShape(BlogCategoryListSchema, (await call(`${api.content}/blogs/categories`)).body);
    for (const category of categories) {
      const res = await call(`${api.content}/blogs/categories/${category.slug}`);
      expect(res.status).toBe(200);
      const page = expectShape(CategoryPostsSchema, res.body);
      expect(page.category).toEqual(category);
      expect(page.posts.data).toHaveLength(category.posts_count);
      expect(page.posts.data.every((post) => post.categories.some((c) => c.slug === category.slug))).toBe(true);
      expect(isNewestFirst(page.posts.data)).toBe(true);
    }
  });

  it('answers 404 JSON for an unknown category', async () => {
    const res = await call(`${api.content}/blogs/categories/no-such-category`);
    expect(res.status).toBe(404);
    expectShape(ErrorBodySchema, res.body);
  });
});

describe('blog tags', () => {
  it('lists every tag', async () => {
    const res = await call(`${api.content}/blogs/tags`);
    expect(res.status).toBe(200);
    const tags = expectShape(TagListSchema, res.body);
    const { n } = api.db.prepare('SELECT COUNT(*) AS n FROM tags').get() as { n: number };
    expect(tags).toHaveLength(n);
    expect(n).toBeGreaterThan(1);
  });

  it('answers each tag page with exactly its posts, newest first', async () => {
    const tags = expectShape(TagListSchema, (await call(`${api.content}/blogs/tags`)).body);
    for (const tag of tags) {
      const res = await call(`${api.content}/blogs/tags/${tag.slug}`);
      expect(res.status).toBe(200);
      const page = expectShape(TagPostsSchema, res.body);
      expect(page.tag).toEqual(tag);
      const tagged = allPosts.filter((post) => post.tags.some((t) => t.slug === tag.slug));
      expect(page.posts.data).toEqual(tagged);
      expect(isNewestFirst(page.posts.data)).toBe(true);
    }
  });

  it('answers 404 JSON for an unknown tag', async () => {
    const res = await call(`${api.content}/blogs/tags/no-such-tag`);
    expect(res.status).toBe(404);
    expectShape(ErrorBodySchema, res.body);
  });
});

describe('GET /content/blogs/posts/{slug}', () => {
  it('answers the post, its comments oldest first and the sidebar lists', async () => {
    const [first] = allPosts;
    if (!first) throw new Error('no posts');
    const res = await call(`${api.content}/blogs/posts/${first.slug}`);
    expect(res.status).toBe(200);
    const body = expectShape(PostResponseSchema, res.body);
    expect(body.post).toEqual(first);
    expect(body.comments.every((c, i) => i === 0 || (body.comments[i - 1]?.created_at ?? '') <= c.created_at)).toBe(true);
    const categories = expectShape(BlogCategoryListSchema, (await call(`${api.content}/blogs/categories`)).body);
    const tags = expectShape(TagListSchema, (await call(`${api.content}/blogs/tags`)).body);
    expect(body.categories).toEqual(categories);
    expect(body.tags).toEqual(tags);
  });

  it('has posts with no, one and many comments, each counted right', async () => {
    const counts = new Set<string>();
    for (const listed of allPosts) {
      const body = expectShape(PostResponseSchema, (await call(`${api.content}/blogs/posts/${listed.slug}`)).body);
      expect(body.post.comments_count).toBe(body.comments.length);
      expect(listed.comments_count).toBe(body.comments.length);
      counts.add(body.comments.length === 0 ? 'none' : body.comments.length === 1 ? 'one' : 'many');
    }
    expect([...counts].sort()).toEqual(['many', 'none', 'one']);
  });

  it('never sends a commenter email', async () => {
    const emails = (api.db.prepare('SELECT DISTINCT email FROM comments').all() as { email: string }[]).map((r) => r.email);
    expect(emails.length).toBeGreaterThan(0);
    for (const post of allPosts.filter((p) => p.comments_count > 0)) {
      const raw = await (await fetch(`${api.content}/blogs/posts/${post.slug}`)).text();
      for (const email of emails) expect(raw).not.toContain(email);
    }
  });

  it('answers 404 JSON for an unknown post', async () => {
    const res = await call(`${api.content}/blogs/posts/no-such-post`);
    expect(res.status).toBe(404);
    expectShape(ErrorBodySchema, res.body);
  });
});
