/**
 * The public pages of the site (what the sitemap lists), from the API data,
 * with the storefront's own link and paging helpers: the sitemap endpoints
 * and the rebuild's checks and live updates all use this one list.
 */
import { archiveMonths } from '../components/blog/archive.ts';
import { POSTS_PER_PAGE, blogArchivePath, blogCategoryPath, blogPath, blogTagPath } from '../components/blog/blog-links.ts';
import { DIRECTORY_PER_PAGE } from '../components/people/directory.ts';
import { allBooksPath, authorListingPath, bookPath, categoryListingPath, pagePath, postPath, publisherListingPath, withPage } from './links.ts';
import { BOOKS_PER_PAGE, pageCount } from './pagination.ts';
import type { SitemapEntry } from './sitemap.ts';
import { pathInLocale } from './i18n/locale.ts';

/** What the routes depend on: the build's data, a full rebuild's, or a live update's. */
export type RouteData = {
  products: readonly { slug: string }[];
  authors: readonly { id: number; name: string }[];
  authorBookCounts: ReadonlyMap<number, number>;
  categories: readonly { slug: string }[];
  categoryBookCounts: ReadonlyMap<string, number>;
  publishers: readonly { slug: string }[];
  publisherBookCounts: ReadonlyMap<string, number>;
  posts: readonly { slug: string; created_at: string }[];
  blogCategories: readonly { slug: string }[];
  tags: readonly { slug: string }[];
  pageSlugs: readonly string[];
};

function paged(count: number, pathOf: (page: number) => string, perPage = BOOKS_PER_PAGE): string[] {
  return Array.from({ length: pageCount(count, perPage) }, (_, i) => pathOf(i + 1));
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
    ...paged(data.products.length, allBooksPath),
    ...data.products.map((book) => bookPath(book.slug)),
    ...paged(data.authors.length, (p) => withPage('/authors', p), DIRECTORY_PER_PAGE),
    ...paged(data.publishers.length, (p) => withPage('/publications', p), DIRECTORY_PER_PAGE),
    '/categories/',
    ...data.authors.flatMap((a) => paged(data.authorBookCounts.get(a.id) ?? 0, (p) => authorListingPath(a.id, a.name, p))),
    ...data.categories.flatMap((c) => paged(data.categoryBookCounts.get(c.slug) ?? 0, (p) => categoryListingPath(c.slug, p))),
    ...data.publishers.flatMap((pub) => paged(data.publisherBookCounts.get(pub.slug) ?? 0, (p) => publisherListingPath(pub.slug, p))),
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
