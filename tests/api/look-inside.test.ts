import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { ErrorBodySchema, PagedProductsSchema, ProductDetailResponseSchema } from './schemas.ts';
import { call, expectShape, startTestApi, type TestApi } from './harness.ts';
import { seededPreviewPages } from '../../backend/lib/preview-pages.ts';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api.close();
});

type Book = { slug: string; name: string; preview_pages: number };

function books(): Book[] {
  return api.db.prepare('SELECT slug, name, preview_pages FROM products ORDER BY id').all() as Book[];
}

function withPages(): Book {
  const book = books().find((row) => row.preview_pages > 0);
  if (!book) throw new Error('the seed gave no book pages to look inside');
  return book;
}

async function expect404(path: string): Promise<void> {
  const response = await call(`${api.shop}${path}`);
  expect(response.status, path).toBe(404);
  expect(expectShape(ErrorBodySchema, response.body).message).toBe('No page has this address.');
}

describe('look inside: the pages a book lists after its cover', () => {
  it('seeds pages for about two books in five, 6 to 10 each, chosen by the slug alone', () => {
    const all = books();
    const shown = all.filter((book) => book.preview_pages > 0);
    expect(shown.length / all.length).toBeGreaterThan(0.25);
    expect(shown.length / all.length).toBeLessThan(0.55);
    for (const book of all) {
      expect(book.preview_pages).toBe(seededPreviewPages(book.slug));
      if (book.preview_pages > 0) expect(book.preview_pages).toBeGreaterThanOrEqual(6);
      expect(book.preview_pages).toBeLessThanOrEqual(10);
    }
  });

  it('lists the cover, then each page in order, in the book and in every list', async () => {
    const book = withPages();
    const detail = expectShape(ProductDetailResponseSchema, (await call(`${api.shop}/products/${book.slug}`)).body).product;
    const paths = detail.files.map((file) => file.path);
    expect(paths[0]).toBe(detail.base_image.path);
    expect(paths.slice(1)).toEqual(Array.from({ length: book.preview_pages }, (_, i) => `${api.shop}/previews/${book.slug}/${i + 1}.webp`));
    const listed = expectShape(PagedProductsSchema, (await call(`${api.shop}/products?per_page=200`)).body).products;
    expect(listed.find((product) => product.slug === book.slug)?.files).toEqual(detail.files);
    const without = listed.find((product) => books().find((row) => row.slug === product.slug)?.preview_pages === 0);
    expect(without?.files).toEqual([without?.base_image]);
  });

  it('draws each page as a 600×900 WebP, cached a day, with the book’s title on the first', async () => {
    const book = withPages();
    for (const page of [1, 2, 3, book.preview_pages]) {
      const response = await fetch(`${api.shop}/previews/${book.slug}/${page}.webp`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
        format: 'webp',
        width: 600,
        height: 900,
      });
    }
    const svg = await (await fetch(`${api.shop}/previews/${book.slug}/1.svg`)).text();
    const root = new JSDOM('').window.document.createElement('div');
    root.innerHTML = svg.replace(/^<\?xml[^>]*>/, '');
    expect(root.textContent).toContain(book.name);
  });

  it('answers 404 for a page the book does not list, a book without pages and an unknown book', async () => {
    const book = withPages();
    const none = books().find((row) => row.preview_pages === 0);
    await expect404(`/previews/${book.slug}/${book.preview_pages + 1}.webp`);
    await expect404(`/previews/${book.slug}/0.webp`);
    await expect404(`/previews/${book.slug}/01.webp`);
    await expect404(`/previews/${book.slug}/1.png`);
    await expect404(`/previews/${none?.slug ?? 'x'}/1.webp`);
    await expect404('/previews/no-such-book/1.webp');
  });

  it('keeps a book to at most a dozen pages, and records a change of them in the feed', () => {
    const book = withPages();
    expect(() => api.db.prepare('UPDATE products SET preview_pages = ? WHERE slug = ?').run(13, book.slug)).toThrow(/CHECK/);
    const before = (api.db.prepare('SELECT MAX(seq) AS seq FROM changes').get() as { seq: number | null }).seq ?? 0;
    api.db.prepare('UPDATE products SET preview_pages = 0 WHERE slug = ?').run(book.slug);
    const change = api.db.prepare('SELECT kind, slug, fields FROM changes WHERE seq > ?').get(before) as {
      kind: string;
      slug: string;
      fields: string;
    };
    expect(change).toEqual({ kind: 'product', slug: book.slug, fields: '["preview_pages"]' });
    api.db.prepare('UPDATE products SET preview_pages = ? WHERE slug = ?').run(book.preview_pages, book.slug);
  });
});
