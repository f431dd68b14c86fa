import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { absoluteImage, notFound, publicOrigin } from '../lib/http.ts';
import { presentProducts } from '../lib/products.ts';
import { loadSections, SECTION_KEYS, TAB_KEYS } from '../lib/home-sections.ts';
import { navigationTree } from '../lib/navigation-tree.ts';

/** Books in each of the three side columns of the home page. */
const COLUMN_SIZE = 10;
const DEFAULT_LOGO = '/api/v1/images/logo.webp';

type SlideRow = { file: string; caption_1: string; caption_2: string; call_to_action_text: string; call_to_action_url: string };
type BannerRow = { kind: string; file: string; url: string };
type Id = { id: number };

/** The home page: slider, banners, curated sections, the three columns, testimonials, menu and logo. */
export function homeRoutes(db: DatabaseSync): Hono {
  const app = new Hono();

  /** A column of books chosen by `sql` (which selects ids), under `title`. */
  function column(origin: string, title: string, sql: string) {
    const ids = (db.prepare(sql).all(COLUMN_SIZE) as Id[]).map((row) => row.id);
    return { title, products: presentProducts(db, ids, origin) };
  }

  function banners(origin: string): Map<string, { file: { path: string }; url: string }> {
    const rows = db.prepare('SELECT kind, file, url FROM banners').all() as BannerRow[];
    return new Map(rows.map((row) => [row.kind, { file: absoluteImage(origin, row.file), url: row.url }]));
  }

  app.get('/homepage/slider', (c) => {
    const origin = publicOrigin(c);
    const rows = db
      .prepare('SELECT file, caption_1, caption_2, call_to_action_text, call_to_action_url FROM slides ORDER BY position, id')
      .all() as SlideRow[];
    return c.json(rows.map((row) => ({ ...row, file: absoluteImage(origin, row.file) })));
  });

  app.get('/homepage/tabs/products', (c) => c.json(loadSections(db, TAB_KEYS, publicOrigin(c))));

  app.get('/homepage/section/products', (c) => c.json(loadSections(db, SECTION_KEYS, publicOrigin(c))));

  app.get('/homepage/one-column-banner', (c) => {
    const banner = banners(publicOrigin(c)).get('one');
    if (!banner) throw notFound('There is no one-column banner.');
    return c.json(banner);
  });

  app.get('/homepage/two-column-banner', (c) => {
    const all = banners(publicOrigin(c));
    const one = all.get('two_one');
    const two = all.get('two_two');
    if (!one || !two) throw notFound('There is no two-column banner.');
    return c.json({ one, two });
  });

  app.get('/homepage/recently-sold', (c) =>
    c.json(
      column(
        publicOrigin(c),
        'সম্প্রতি বিক্রিত',
        'SELECT id FROM products WHERE last_sold_at IS NOT NULL ORDER BY last_sold_at DESC, id DESC LIMIT ?',
      ),
    ),
  );

  app.get('/homepage/weekly-best-seller', (c) =>
    c.json(column(publicOrigin(c), 'সাপ্তাহিক বেস্টসেলার', 'SELECT id FROM products ORDER BY sold_count DESC, id ASC LIMIT ?')),
  );

  app.get('/homepage/latest-rated-product', (c) =>
    c.json(
      column(
        publicOrigin(c),
        'সর্বশেষ রেটিং পাওয়া বই',
        `SELECT product_id AS id FROM reviews GROUP BY product_id
          ORDER BY MAX(created_at) DESC, MAX(id) DESC LIMIT ?`,
      ),
    ),
  );

  app.get('/testimonials', (c) => c.json(db.prepare('SELECT id, text, name FROM testimonials ORDER BY id').all()));

  app.get('/navigation/primary', (c) => c.json(navigationTree(db, 'primary')));

  app.get('/assets/logo', (c) => {
    const row = db.prepare("SELECT value FROM settings WHERE key = 'logo'").get() as { value: string } | undefined;
    const path = row?.value || DEFAULT_LOGO;
    return c.json({ logo: /^https?:\/\//.test(path) ? { path } : absoluteImage(publicOrigin(c), path) });
  });

  return app;
}
