import { describe, expect, it } from 'vitest';
import { headProblems, readHead } from '../../tools/html-check/head-metadata.ts';

const SITE = 'https://shop.example.com';

/** A page's <head> as the layout writes it, with what a test changes. */
function page(
  file: string,
  options: { title?: string; description?: string; canonical?: string; image?: string; extra?: string; ld?: unknown[] } = {},
): string {
  const title = options.title ?? `Title of ${file}`;
  const description = options.description ?? `Description of ${file}`;
  const image = options.image ?? `${SITE}/share.png`;
  const meta = (key: string, content: string) => `<meta ${key.startsWith('og:') ? 'property' : 'name'}="${key}" content="${content}">`;
  return [
    '<!DOCTYPE html><html><head>',
    `<title>${title}</title>`,
    meta('description', description),
    `<link rel="canonical" href="${options.canonical ?? `${SITE}/${file.replace(/index\.html$/, '')}`}">`,
    meta('og:title', title),
    meta('og:description', description),
    meta('og:url', `${SITE}/${file}`),
    meta('og:image', image),
    meta('og:image:alt', 'বইবাজার'),
    meta('twitter:card', 'summary_large_image'),
    meta('twitter:title', title),
    meta('twitter:description', description),
    meta('twitter:image', image),
    meta('twitter:image:alt', 'বইবাজার'),
    options.extra ?? '',
    ...(options.ld ?? []).map((thing) => `<script type="application/ld+json">${JSON.stringify(thing)}</script>`),
    '</head><body></body></html>',
  ].join('');
}

const problems = (files: Record<string, string>) => headProblems(Object.entries(files).map(([file, html]) => readHead(file, html)));

const HOME_LD = [
  { '@type': 'WebSite', potentialAction: { target: { urlTemplate: `${SITE}/books/search/{search_term_string}` } } },
  { '@type': 'Organization', logo: { url: `${SITE}/logo.png` } },
];
const BOOK_LD = [
  {
    '@type': ['Book', 'Product'],
    offers: { '@type': 'Offer', price: '450.00', priceCurrency: 'BDT', availability: 'https://schema.org/InStock' },
  },
];
const POST_LD = [
  {
    '@type': 'BlogPosting',
    image: `${SITE}/share.png`,
    datePublished: '2026-04-22T03:45:50.000Z',
    dateModified: '2026-04-22T03:45:50.000Z',
    publisher: { logo: { url: `${SITE}/logo.png` } },
  },
];

describe('the heads of a built site', () => {
  it('pass when every page has its sharing tags, its rich results and a title and description of its own', () => {
    expect(
      problems({
        'index.html': page('index.html', { ld: HOME_LD }),
        'product-details/gitanjali/index.html': page('product-details/gitanjali/index.html', { ld: BOOK_LD }),
        'blog-details/rokeya/index.html': page('blog-details/rokeya/index.html', { ld: POST_LD }),
      }),
    ).toEqual([]);
  });

  it('name a page without a sharing picture, and one shared with an SVG', () => {
    const bare = page('about/index.html').replace(/<meta property="og:image" [^>]*>/, '');
    expect(problems({ 'about/index.html': bare, 'cart/index.html': page('cart/index.html', { image: `${SITE}/covers/a.svg` }) })).toEqual([
      'about/index.html: no og:image',
      `cart/index.html: og:image is not a JPEG, PNG, GIF or WebP URL: ${SITE}/covers/a.svg`,
      `cart/index.html: twitter:image is not a JPEG, PNG, GIF or WebP URL: ${SITE}/covers/a.svg`,
    ]);
  });

  it('let a page and its twin in the other interface share a title, but not two pages of one interface', () => {
    expect(
      problems({
        'authors/index.html': page('authors/index.html', { title: 'লেখক | বইবাজার' }),
        'bn/authors/index.html': page('bn/authors/index.html', { title: 'লেখক | বইবাজার' }),
        'bn/blog/tag/poetry/index.html': page('bn/blog/tag/poetry/index.html', { title: 'কবিতা | বইবাজার' }),
        'bn/books/categories/poetry/index.html': page('bn/books/categories/poetry/index.html', { title: 'কবিতা | বইবাজার' }),
      }),
    ).toEqual(['2 pages share the title "কবিতা | বইবাজার": bn/blog/tag/poetry/index.html, bn/books/categories/poetry/index.html']);
  });

  it('name pages that share a title or a description, but not copies with one canonical URL, noindex pages or redirects', () => {
    expect(
      problems({
        'blog/tag/poetry/index.html': page('blog/tag/poetry/index.html', { title: 'কবিতা | বইবাজার' }),
        'books/categories/poetry/index.html': page('books/categories/poetry/index.html', { title: 'কবিতা | বইবাজার' }),
        'blog/index.html': page('blog/index.html', { description: 'বইবাজারের ব্লগ।' }),
        'blog/page/2/index.html': page('blog/page/2/index.html', { description: 'বইবাজারের ব্লগ।' }),
      }),
    ).toEqual([
      '2 pages share the title "কবিতা | বইবাজার": blog/tag/poetry/index.html, books/categories/poetry/index.html',
      '2 pages share the description "বইবাজারের ব্লগ।": blog/index.html, blog/page/2/index.html',
    ]);
    expect(
      problems({
        'about/index.html': page('about/index.html', { title: 'আমাদের কথা' }),
        'page/about/index.html': page('page/about/index.html', { title: 'আমাদের কথা', canonical: `${SITE}/about/` }),
        'cart/index.html': page('cart/index.html', { title: 'আমাদের কথা', extra: '<meta name="robots" content="noindex">' }),
        'authors/1/index.html':
          '<html><head><title>Redirecting</title><meta http-equiv="refresh" content="0; url=/x/"><meta name="robots" content="noindex"></head></html>',
      }),
    ).toEqual([]);
  });

  it('name the rich results a page type promises and lacks', () => {
    const encodedSearch = [
      { '@type': 'WebSite', potentialAction: { target: { urlTemplate: `${SITE}/books/search/%7Bsearch_term_string%7D` } } },
      HOME_LD[1],
    ];
    const bookOnly = [
      { '@type': 'Book', offers: { price: 'Tk 450.00', priceCurrency: 'BDT', availability: 'https://schema.org/InStock' } },
    ];
    const postWithoutDates = [{ '@type': 'BlogPosting', image: `${SITE}/share.png`, publisher: { name: 'বইবাজার' } }];
    expect(
      problems({
        'index.html': page('index.html', { ld: encodedSearch }),
        'product-details/a/index.html': page('product-details/a/index.html', { ld: bookOnly }),
        'blog-details/b/index.html': page('blog-details/b/index.html', { ld: postWithoutDates }),
      }),
    ).toEqual([
      'index.html: JSON-LD has no WebSite search action ending in a literal {search_term_string}',
      'product-details/a/index.html: JSON-LD has no Book that is also a Product',
      'product-details/a/index.html: JSON-LD has no Offer with a price in BDT and an availability',
      'blog-details/b/index.html: JSON-LD has no BlogPosting datePublished',
      'blog-details/b/index.html: JSON-LD has no BlogPosting dateModified',
      'blog-details/b/index.html: JSON-LD has no BlogPosting publisher logo',
    ]);
  });
});
