import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { notFound, publicOrigin } from '../../lib/http.ts';
import { NEWEST_FIRST, postIdBySlug, presentPosts } from '../../lib/posts.ts';
import { blogCategoryBySlug, listBlogCategories, listTags, postIdsInCategory, postIdsWithTag, tagBySlug } from '../../lib/blog-terms.ts';
import { listComments } from '../../lib/comments.ts';
import { lastPage, POST_PAGING, readPaging } from '../../lib/paging.ts';

const RECENT_POSTS = 5;

/** The blog's read side: categories, tags, post lists and a single post. */
export function blogRoutes(db: DatabaseSync): Hono {
  const app = new Hono();

  app.get('/blogs/categories', (c) => c.json(listBlogCategories(db)));

  app.get('/blogs/categories/:slug', (c) => {
    const category = blogCategoryBySlug(db, c.req.param('slug'));
    if (!category) throw notFound();
    const data = presentPosts(db, postIdsInCategory(db, category.id), publicOrigin(c));
    return c.json({
      category: { name: category.name, slug: category.slug, posts_count: category.posts_count },
      posts: { data },
    });
  });

  app.get('/blogs/tags', (c) => c.json(listTags(db)));

  app.get('/blogs/tags/:slug', (c) => {
    const tag = tagBySlug(db, c.req.param('slug'));
    if (!tag) throw notFound();
    const data = presentPosts(db, postIdsWithTag(db, tag.id), publicOrigin(c));
    return c.json({ tag: { name: tag.name, slug: tag.slug }, posts: { data } });
  });

  app.get('/blogs/sidebar/recents', (c) => {
    const ids = db.prepare(`SELECT p.id FROM posts p ORDER BY ${NEWEST_FIRST} LIMIT ?`).all(RECENT_POSTS) as { id: number }[];
    return c.json(
      presentPosts(
        db,
        ids.map((row) => row.id),
        publicOrigin(c),
      ),
    );
  });

  app.get('/blogs/posts', (c) => {
    const { page, perPage } = readPaging(c, POST_PAGING);
    const { total } = db.prepare('SELECT COUNT(*) AS total FROM posts').get() as { total: number };
    const ids = db.prepare(`SELECT p.id FROM posts p ORDER BY ${NEWEST_FIRST} LIMIT ? OFFSET ?`).all(perPage, (page - 1) * perPage) as {
      id: number;
    }[];
    return c.json({
      data: presentPosts(
        db,
        ids.map((row) => row.id),
        publicOrigin(c),
      ),
      current_page: page,
      last_page: lastPage(total, perPage),
      total,
    });
  });

  app.get('/blogs/posts/:slug', (c) => {
    const id = postIdBySlug(db, c.req.param('slug'));
    if (id === null) throw notFound();
    const [post] = presentPosts(db, [id], publicOrigin(c));
    if (!post) throw notFound();
    return c.json({ post, comments: listComments(db, id), categories: listBlogCategories(db), tags: listTags(db) });
  });

  return app;
}
