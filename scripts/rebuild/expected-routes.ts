/**
 * The routes a complete build must hold, derived from the API data the fetch
 * phase read (not from the build itself), with the storefront's own link and
 * paging helpers.
 */
import { archiveMonths } from '../../src/components/blog/archive.ts';
import { POSTS_PER_PAGE, blogArchivePath, blogCategoryPath, blogPath, blogTagPath } from '../../src/components/blog/blog-links.ts';
import { DIRECTORY_PER_PAGE } from '../../src/components/people/directory.ts';
import { allBooksPath, authorListingPath, bookPath, categoryListingPath, postPath, publisherListingPath, withPage } from '../../src/lib/links.ts';
import { BOOKS_PER_PAGE, pageCount } from '../../src/lib/pagination.ts';
import type { SiteData } from './fetch-phase.ts';

function paged(count: number, pathOf: (page: number) => string, perPage = BOOKS_PER_PAGE): string[] {
  return Array.from({ length: pageCount(count, perPage) }, (_, i) => pathOf(i + 1));
}

/** The pages the sitemap must list (every public, canonical page). */
export function sitemapRoutes(data: SiteData): string[] {
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
    ...data.pageSlugs.filter((slug) => slug !== 'about').map((slug) => `/page/${slug}`),
    '/about',
    '/contact',
  ];
}

/** Every route the build must hold: the sitemap's, plus pages the sitemap leaves out on purpose. */
export function expectedRoutes(data: SiteData): string[] {
  return [
    ...new Set([
      ...sitemapRoutes(data),
      '/404.html',
      '/robots.txt',
      '/sitemap.xml',
      '/books/search/',
      '/cart/',
      '/checkout/',
      '/profile/',
      '/wishlist/',
      '/login/',
      '/register/',
      '/page/about',
      ...data.authors.map((a) => `/authors/${a.id}`),
      ...data.publishers.map((p) => `/publishers/${p.slug}`),
    ]),
  ];
}
