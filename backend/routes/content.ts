import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { siteRoutes } from './content/site.ts';
import { contactRoutes } from './content/contact.ts';
import { blogRoutes } from './content/blog.ts';
import { commentRoutes } from './content/comments.ts';
import { pageRoutes } from './content/pages.ts';

/** The content API (posts, pages, comments, menus), mounted at /content; shapes in src/shared/api/schemas/content.ts. */
export function contentRoutes(db: DatabaseSync): Hono {
  const app = new Hono();
  app.route('/', siteRoutes(db));
  app.route('/', contactRoutes(db));
  app.route('/', blogRoutes(db));
  app.route('/', commentRoutes(db));
  app.route('/', pageRoutes(db));
  return app;
}
