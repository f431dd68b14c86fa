import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { absoluteImage, notFound, publicOrigin } from '../../lib/http.ts';

type PageRow = { slug: string; name: string; image: string | null; html: string };

/** GET /pages/{slug} (PageSchema): the body is the rendered Markdown; 404 for an unknown slug. */
export function pageRoutes(db: DatabaseSync): Hono {
  const app = new Hono();

  app.get('/pages/:slug', (c) => {
    const row = db.prepare('SELECT slug, name, image, html FROM pages WHERE slug = ?').get(c.req.param('slug')) as PageRow | undefined;
    if (!row) throw notFound();
    return c.json({
      slug: row.slug,
      name: row.name,
      image: row.image ? absoluteImage(publicOrigin(c), row.image) : null,
      body: row.html,
    });
  });

  return app;
}
