import { Hono, type Context } from 'hono';
import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { notFound } from '../lib/http.ts';
import { svgToWebp } from '../lib/raster.ts';
import { renderCover } from '../lib/svg-cover.ts';
import { renderPreviewPage, type PreviewBook } from '../lib/preview-pages.ts';
import { PICTURE_NAME, renderPicture } from '../lib/svg-picture.ts';

/** A picture's address: its name and the format, SVG (the drawing itself) or WebP (what the shop's pages show). */
const IMAGE_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(svg|webp)$/;

type Format = 'svg' | 'webp';
type CoverRow = { name: string; authors: string | null };
type PreviewRow = Omit<PreviewBook, 'slug' | 'authors'> & { authors: string | null; preview_pages: number };

/** A look-inside page's address: its number (no leading zero) and the format. */
const PAGE_FILE = /^([1-9][0-9]?)\.(svg|webp)$/;
const AUTHORS = `(SELECT group_concat(name, ', ') FROM (
                   SELECT a.name FROM product_authors pa JOIN authors a ON a.id = pa.author_id
                    WHERE pa.product_id = p.id ORDER BY pa.position, a.id))`;

const CONTENT_TYPE: Record<Format, string> = { svg: 'image/svg+xml; charset=utf-8', webp: 'image/webp' };

/**
 * Answers a picture with long-lived caching and an ETag; a matching If-None-Match gets a 304.
 * Matching is weak (RFC 9110): the gzipped SVG carries the tag as W/"…", which a browser sends back.
 * The CSP keeps an SVG opened on its own from running or loading anything.
 */
function imageResponse(c: Context, format: Format, body: string | Uint8Array<ArrayBuffer>): Response {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  const headers = {
    'Content-Type': CONTENT_TYPE[format],
    'Cache-Control': 'public, max-age=86400',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    ETag: etag,
  };
  const wanted = c.req.header('if-none-match') ?? '';
  if (wanted.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return c.body(null, 304, headers);
  return c.body(body, 200, headers);
}

/** The drawing in the format asked for; the logo's WebP is twice its size, for sharp text on phones. */
async function answer(c: Context, format: Format, svg: string, scale = 1): Promise<Response> {
  if (format === 'svg') return imageResponse(c, format, svg);
  const webp = await svgToWebp(svg, scale);
  return imageResponse(c, format, new Uint8Array(webp));
}

function parseFile(file: string, missing: string): { name: string; format: Format } {
  const match = IMAGE_FILE.exec(file);
  if (!match?.[1] || !match[2]) throw notFound(missing);
  return { name: match[1], format: match[2] as Format };
}

/** Book covers and look-inside pages drawn from the catalogue, and the decorative pictures of the home page, blog and pages. */
export function imageRoutes(db: DatabaseSync): Hono {
  const app = new Hono();

  app.get('/covers/:file', (c) => {
    const { name: slug, format } = parseFile(c.req.param('file'), 'No cover has this address.');
    const row = db.prepare(`SELECT p.name, ${AUTHORS} AS authors FROM products p WHERE p.slug = ?`).get(slug) as CoverRow | undefined;
    if (!row) throw notFound('No cover has this address.');
    return answer(c, format, renderCover({ slug, title: row.name, author: row.authors ?? '' }));
  });

  // Look inside (lib/preview-pages.ts): the pages the book's `files` list after its cover, and no others.
  app.get('/previews/:slug/:file', (c) => {
    const slug = c.req.param('slug');
    const match = PAGE_FILE.exec(c.req.param('file'));
    const page = Number(match?.[1]);
    const row = db
      .prepare(
        `SELECT p.name, ${AUTHORS} AS authors, pub.name AS publisher, p.language, p.year, p.description, p.preview_pages
           FROM products p JOIN publishers pub ON pub.id = p.publisher_id WHERE p.slug = ?`,
      )
      .get(slug) as PreviewRow | undefined;
    if (!match || !row || page > row.preview_pages) throw notFound('No page has this address.');
    const book: PreviewBook = { ...row, slug, authors: row.authors ?? '' };
    return answer(c, match[2] as Format, renderPreviewPage(book, page, row.preview_pages));
  });

  app.get('/images/:file', (c) => {
    const { name, format } = parseFile(c.req.param('file'), 'No picture has this name.');
    if (!PICTURE_NAME.test(name)) throw notFound('No picture has this name.');
    return answer(c, format, renderPicture(name), name === 'logo' ? 2 : 1);
  });

  return app;
}
