/**
 * /sitemap.xml: every prebuilt page of the site, as absolute URLs on the site's
 * address (SITE_URL), each at its canonical address (the same path helpers the
 * pages use). The account and cart pages (/cart, /checkout, /profile,
 * /wishlist, /login, /register) are left out, as are search results and the
 * alternative paths that only redirect (/authors/{id}, /publishers/{slug}).
 *
 * One sitemap holds at most 50,000 URLs. The site has about one URL per book
 * plus a few hundred others; past 50,000 it would need a sitemap index that
 * points at several sitemaps — not built while the catalogue is far below that.
 */
import type { APIRoute } from 'astro';
import {
  allPosts,
  allProducts,
  authorBooks,
  authors,
  blogCategories,
  categories,
  categoryBooks,
  pageSlugs,
  publisherBooks,
  publishers,
  tags,
} from '../lib/catalog.ts';
import { mapLimit } from '../lib/concurrency.ts';
import { allBooksPath, authorListingPath, bookPath, categoryListingPath, postPath, publisherListingPath, withPage } from '../lib/links.ts';
import { BOOKS_PER_PAGE, pageCount } from '../lib/pagination.ts';
import { DIRECTORY_PER_PAGE } from '../components/people/directory.ts';
import { POSTS_PER_PAGE, blogArchivePath, blogCategoryPath, blogPath, blogTagPath } from '../components/blog/blog-links.ts';
import { archiveMonths } from '../components/blog/archive.ts';

const FETCH_CONCURRENCY = 4;

/** Paths of a paged list: page 1 and every later page. */
function pagedPaths(itemCount: number, pathOf: (page: number) => string, perPage = BOOKS_PER_PAGE): string[] {
  return Array.from({ length: pageCount(itemCount, perPage) }, (_, i) => pathOf(i + 1));
}

/** /page/about is the same page as /about (its canonical), so only /about is listed. */
const PAGES_WITH_OWN_ROUTE = new Set(['about']);

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

async function sitePaths(): Promise<string[]> {
  const [books, authorList, categoryList, publisherList, posts, blogCategoryList, tagList, pages] = await Promise.all([
    allProducts(),
    authors(),
    categories(),
    publishers(),
    allPosts(),
    blogCategories(),
    tags(),
    pageSlugs(),
  ]);
  const [authorPages, categoryPages, publisherPages] = await Promise.all([
    mapLimit(authorList, FETCH_CONCURRENCY, async (a) =>
      pagedPaths((await authorBooks(a.id)).products.length, (p) => authorListingPath(a.id, a.name, p)),
    ),
    mapLimit(categoryList, FETCH_CONCURRENCY, async (c) =>
      pagedPaths((await categoryBooks(c.slug)).products.length, (p) => categoryListingPath(c.slug, p)),
    ),
    mapLimit(publisherList, FETCH_CONCURRENCY, async (pub) =>
      pagedPaths((await publisherBooks(pub.slug)).products.length, (p) => publisherListingPath(pub.slug, p)),
    ),
  ]);
  return [
    '/',
    ...pagedPaths(books.length, allBooksPath),
    ...books.map((book) => bookPath(book.slug)),
    ...pagedPaths(authorList.length, (p) => withPage('/authors', p), DIRECTORY_PER_PAGE),
    ...pagedPaths(publisherList.length, (p) => withPage('/publications', p), DIRECTORY_PER_PAGE),
    '/categories/',
    ...authorPages.flat(),
    ...categoryPages.flat(),
    ...publisherPages.flat(),
    ...pagedPaths(posts.length, blogPath, POSTS_PER_PAGE),
    ...posts.map((post) => postPath(post.slug)),
    ...blogCategoryList.map((category) => blogCategoryPath(category.slug)),
    ...tagList.map((tag) => blogTagPath(tag.slug)),
    ...archiveMonths(posts).map(({ month }) => blogArchivePath(month)),
    ...pages.filter((slug) => !PAGES_WITH_OWN_ROUTE.has(slug)).map((slug) => `/page/${slug}`),
    '/about',
    '/contact',
  ];}

export const GET: APIRoute = async ({ site, url }) => {
  const base = site ?? new URL(url.origin);
  const urls = [...new Set((await sitePaths()).map((path) => new URL(path, base).href))];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((href) => `  <url><loc>${escapeXml(href)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
