import { describe, expect, it } from 'vitest';
import { sitemapEntries } from '#build/site-routes.ts';
import { SITEMAP_MAX_URLS, sitemapFiles, sitemapLocs } from '#build/sitemap.ts';

const base = new URL('https://boibazar.example/');
const bangla = 'হুমায়ূন-আহমেদ';
const abs = (path: string) => new URL(path, base).href;
/** Pages without a known change date, as most routes are. */
const entries = (paths: readonly string[]) => paths.map((path) => ({ path }));

describe('sitemapFiles: up to max URLs, one urlset', () => {
  it('the default limit is the sitemaps.org 50,000', () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
  });

  it('writes one /sitemap.xml urlset with every path once, as absolute URLs', () => {
    const paths = ['/', '/books', '/product-details/gora', '/books', '/'];
    const files = sitemapFiles(entries(paths), base);
    expect(files.map((file) => file.path)).toEqual(['/sitemap.xml']);
    const body = files[0]?.body ?? '';
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(body).not.toContain('<sitemapindex');
    const { index, locs } = sitemapLocs(body);
    expect(index).toBe(false);
    expect(locs).toEqual(['https://boibazar.example/', 'https://boibazar.example/books', 'https://boibazar.example/product-details/gora']);
  });

  it('exactly max URLs still fit in one file', () => {
    const paths = ['/a', '/b', '/c'];
    const files = sitemapFiles(entries(paths), base, 3);
    expect(files.map((file) => file.path)).toEqual(['/sitemap.xml']);
    expect(sitemapLocs(files[0]?.body ?? '').locs).toEqual(paths.map(abs));
  });

  it('duplicates count once towards the limit', () => {
    const files = sitemapFiles(entries(['/a', '/b', '/a', '/c', '/b']), base, 3);
    expect(files).toHaveLength(1);
  });

  it('escapes & in the XML and reads it back unescaped', () => {
    const files = sitemapFiles(entries(['/search?q=a&b=c', "/books/it's"]), base);
    const body = files[0]?.body ?? '';
    expect(body).toContain('<loc>https://boibazar.example/search?q=a&amp;b=c</loc>');
    expect(body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(sitemapLocs(body).locs).toEqual([abs('/search?q=a&b=c'), abs("/books/it's")]);
  });

  it('percent-encodes a Bangla path on the base', () => {
    const locs = sitemapLocs(sitemapFiles(entries([`/authors/7/${bangla}`]), base)[0]?.body ?? '').locs;
    expect(locs).toEqual([`https://boibazar.example/authors/7/${encodeURIComponent(bangla)}`]);
  });

  it('a path already percent-encoded and the same path in Bangla are one URL', () => {
    const files = sitemapFiles(entries([`/authors/7/${bangla}`, `/authors/7/${encodeURIComponent(bangla)}`]), base);
    expect(sitemapLocs(files[0]?.body ?? '').locs).toHaveLength(1);
  });

  it('an empty list is an empty urlset', () => {
    const files = sitemapFiles(entries([]), base);
    expect(files.map((file) => file.path)).toEqual(['/sitemap.xml']);
    expect(sitemapLocs(files[0]?.body ?? '')).toEqual({ index: false, locs: [] });
  });
});

describe('sitemapFiles: past max URLs, a sitemap index', () => {
  const paths = [
    '/',
    '/books',
    '/books/page/2',
    '/product-details/gora',
    '/product-details/chokher-bali',
    `/authors/7/${bangla}`,
    '/search?q=a&b',
  ];
  const files = sitemapFiles(entries([...paths, '/books', '/']), base, 3);
  const byPath = new Map(files.map((file) => [file.path, file.body]));

  it('writes /sitemap.xml as an index and the parts /sitemap-1.xml…', () => {
    expect(files.map((file) => file.path)).toEqual(['/sitemap.xml', '/sitemap-1.xml', '/sitemap-2.xml', '/sitemap-3.xml']);
    const index = byPath.get('/sitemap.xml') ?? '';
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(sitemapLocs(index)).toEqual({
      index: true,
      locs: ['https://boibazar.example/sitemap-1.xml', 'https://boibazar.example/sitemap-2.xml', 'https://boibazar.example/sitemap-3.xml'],
    });
  });

  it('each part is a urlset of at most max URLs', () => {
    for (const file of files.slice(1)) {
      const { index, locs } = sitemapLocs(file.body);
      expect(index).toBe(false);
      expect(file.body).toContain('<urlset');
      expect(locs.length).toBeGreaterThan(0);
      expect(locs.length).toBeLessThanOrEqual(3);
    }
  });

  it('lists every URL exactly once across the parts', () => {
    const all = files.slice(1).flatMap((file) => sitemapLocs(file.body).locs);
    expect(all).toHaveLength(paths.length);
    expect(new Set(all)).toEqual(new Set(paths.map(abs)));
  });

  it('puts the index parts on the base', () => {
    const other = new URL('http://127.0.0.1:4321');
    const index = sitemapFiles(entries(['/a', '/b', '/c', '/d']), other, 2)[0]?.body ?? '';
    expect(sitemapLocs(index).locs).toEqual(['http://127.0.0.1:4321/sitemap-1.xml', 'http://127.0.0.1:4321/sitemap-2.xml']);
  });
});

describe('sitemapLocs', () => {
  it('unescapes every XML entity, &amp; last', () => {
    const xml = '<urlset><url><loc>https://x.test/?a=1&amp;b=&lt;2&gt;&amp;c=&quot;&apos;&amp;lt;</loc></url></urlset>';
    expect(sitemapLocs(xml)).toEqual({ index: false, locs: [`https://x.test/?a=1&b=<2>&c="'&lt;`] });
  });
});

describe('lastmod', () => {
  it('goes with the pages whose change date is known, in a urlset and in an index’s parts', () => {
    const dated = [{ path: '/' }, { path: '/blog-details/rokeya', lastmod: '2026-04-22T03:45:50.000Z' }, { path: '/books/' }];
    const body = sitemapFiles(dated, base)[0]?.body ?? '';
    expect(body).toContain(`<url><loc>${abs('/blog-details/rokeya')}</loc><lastmod>2026-04-22T03:45:50.000Z</lastmod></url>`);
    expect(body).toContain(`<url><loc>${abs('/')}</loc></url>`);
    expect(body.match(/<lastmod>/g)).toHaveLength(1);
    const parts = sitemapFiles(dated, base, 2);
    expect(parts[2]?.body).not.toContain('<lastmod>');
    expect(parts[1]?.body).toContain('<lastmod>2026-04-22T03:45:50.000Z</lastmod>');
  });

  it('is a post’s date among the site’s routes', () => {
    const routes = sitemapEntries({
      products: [{ slug: 'gitanjali' }],
      authors: [],
      authorBooks: new Map(),
      categories: [],
      categoryBooks: new Map(),
      publishers: [],
      publisherBooks: new Map(),
      posts: [{ slug: 'rokeya', created_at: '2026-04-22T03:45:50.000Z' }],
      blogCategories: [],
      tags: [],
      pageSlugs: [],
    });
    expect(routes.find((entry) => entry.path === '/blog-details/rokeya')?.lastmod).toBe('2026-04-22T03:45:50.000Z');
    expect(routes.find((entry) => entry.path === '/product-details/gitanjali')).toEqual({
      path: '/product-details/gitanjali',
      lastmod: undefined,
    });
  });
});
