/**
 * The public pages of the site (what the sitemap lists), from the API data,
 * with the storefront's own link and paging helpers: the sitemap endpoints
 * and the rebuild's checks and live updates all use this one list.
 */
import { archiveMonths } from '#features/blog/archive.ts';
import { POSTS_PER_PAGE, blogArchivePath, blogCategoryPath, blogPath, blogTagPath } from '#features/blog/blog-links.ts';
import { DIRECTORY_PER_PAGE } from './directory.ts';
import {
  allBooksPath,
  authorListingPath,
  bookPath,
  categoryListingPath,
  listingFromPath,
  pagePath,
  postPath,
  publisherListingPath,
  withPage,
} from '#shared/links.ts';
import { pageCount } from '#shared/pagination.ts';
import { listingChunks, numberedLaterPages } from '#shared/listing-chunks.ts';
import type { SitemapEntry } from './sitemap.ts';
import { pathInLocale } from '#shared/i18n/locale.ts';

/** What the routes depend on: the build's data, a full rebuild's, or a live update's. */
export type RouteData = {
  products: readonly { slug: string }[];
  authors: readonly { id: number; name: string }[];
  /** Each listing's books (slugs, in order): where its pages start (listing-chunks.ts). */
  authorBooks: ReadonlyMap<number, readonly string[]>;
  categories: readonly { slug: string }[];
  categoryBooks: ReadonlyMap<string, readonly string[]>;
  publishers: readonly { slug: string }[];
  publisherBooks: ReadonlyMap<string, readonly string[]>;
  posts: readonly { slug: string; created_at: string }[];
  blogCategories: readonly { slug: string }[];
  tags: readonly { slug: string }[];
  pageSlugs: readonly string[];
};

function paged(count: number, pathOf: (page: number) => string, perPage: number): string[] {
  return Array.from({ length: pageCount(count, perPage) }, (_, i) => pathOf(i + 1));
}

/** A book listing's pages: its own path, then each later page by the book it starts at (listing-chunks.ts). */
function listingPages(path: string, slugs: readonly string[]): string[] {
  return listingChunks(slugs).map(({ from }) => (from === null ? path : listingFromPath(path, from)));
}

/** The old numbered addresses of the book listings (…/page/2/ on), which send the browser to the first page. */
export function numberedListingPages(data: RouteData): string[] {
  const numbered = (path: string, count: number) => numberedLaterPages(count).map((page) => withPage(path.replace(/\/$/, ''), page));
  return [
    ...numbered(allBooksPath(), data.products.length),
    ...data.authors.flatMap((a) => numbered(authorListingPath(a.id, a.name), data.authorBooks.get(a.id)?.length ?? 0)),
    ...data.categories.flatMap((c) => numbered(categoryListingPath(c.slug), data.categoryBooks.get(c.slug)?.length ?? 0)),
    ...data.publishers.flatMap((p) => numbered(publisherListingPath(p.slug), data.publisherBooks.get(p.slug)?.length ?? 0)),
  ];
}

/**
 * The sitemap's entries: its routes, a post's with its date as lastmod (the
 * content API gives posts their creation time only; the shop API gives books
 * none that follows their changes, so they carry none rather than a wrong one).
 */
export function sitemapEntries(data: RouteData): SitemapEntry[] {
  const postDates = new Map(data.posts.map((post) => [postPath(post.slug), post.created_at]));
  return sitemapRoutes(data).map((path) => ({ path, lastmod: postDates.get(pathInLocale(path, 'en')) }));
}

/** The pages the sitemap must list (every public, canonical page), in English and then in Bangla (under /bn/). */
export function sitemapRoutes(data: RouteData): string[] {
  const english = englishRoutes(data);
  return [...english, ...english.map((path) => pathInLocale(path, 'bn'))];
}

function englishRoutes(data: RouteData): string[] {
  return [
    '/',
    ...listingPages(
      allBooksPath(),
      data.products.map((book) => book.slug),
    ),
    ...data.products.map((book) => bookPath(book.slug)),
    ...paged(data.authors.length, (p) => withPage('/authors', p), DIRECTORY_PER_PAGE),
    ...paged(data.publishers.length, (p) => withPage('/publications', p), DIRECTORY_PER_PAGE),
    '/categories/',
    ...data.authors.flatMap((a) => listingPages(authorListingPath(a.id, a.name), data.authorBooks.get(a.id) ?? [])),
    ...data.categories.flatMap((c) => listingPages(categoryListingPath(c.slug), data.categoryBooks.get(c.slug) ?? [])),
    ...data.publishers.flatMap((pub) => listingPages(publisherListingPath(pub.slug), data.publisherBooks.get(pub.slug) ?? [])),
    ...paged(data.posts.length, blogPath, POSTS_PER_PAGE),
    ...data.posts.map((post) => postPath(post.slug)),
    ...data.blogCategories.map((c) => blogCategoryPath(c.slug)),
    ...data.tags.map((t) => blogTagPath(t.slug)),
    ...archiveMonths(data.posts).map(({ month }) => blogArchivePath(month)),
    // The about page's own route stands for it (its /page/about copy is not listed).
    ...data.pageSlugs.filter((slug) => slug !== 'about').map(pagePath),
    pagePath('about'),
    '/contact',
  ];
}
