import { Hono, type Context } from 'hono';
import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { notFound } from '../lib/http.ts';
import { renderCover } from '../lib/svg-cover.ts';
import { PICTURE_NAME, renderPicture } from '../lib/svg-picture.ts';

const COVER_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;

type CoverRow = { name: string; authors: string | null };

/**
 * Answers an SVG with long-lived caching and an ETag; a matching If-None-Match gets a 304.
 * Matching is weak (RFC 9110): the gzipped answer carries the tag as W/"…", which a browser sends back.
 * The CSP keeps a picture opened on its own from running or loading anything.
 */
function svgResponse(c: Context, svg: string): Response {
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`;
  const headers = {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=86400',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    ETag: etag,
  };
  const wanted = c.req.header('if-none-match') ?? '';
  if (wanted.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return c.body(null, 304, headers);
  return c.body(svg, 200, headers);
}

/** Book covers drawn from the catalogue, and the decorative pictures of the home page, blog and pages. */
export function imageRoutes(db: DatabaseSync): Hono {
  const app = new Hono();

  app.get('/covers/:file', (c) => {
    const slug = COVER_FILE.exec(c.req.param('file'))?.[1];
    if (!slug) throw notFound('No cover has this address.');
    const row = db
      .prepare(
        `SELECT p.name,
                (SELECT group_concat(name, ', ') FROM (
                   SELECT a.name FROM product_authors pa JOIN authors a ON a.id = pa.author_id
                    WHERE pa.product_id = p.id ORDER BY pa.position, a.id)) AS authors
           FROM products p WHERE p.slug = ?`,
      )
      .get(slug) as CoverRow | undefined;
    if (!row) throw notFound('No cover has this address.');
    return svgResponse(c, renderCover({ slug, title: row.name, author: row.authors ?? '' }));
  });

  app.get('/images/:file', (c) => {
    const file = c.req.param('file');
    const name = file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : '';
    if (!PICTURE_NAME.test(name)) throw notFound('No picture has this name.');
    return svgResponse(c, renderPicture(name));
  });

  return app;
}
