/**
 * The routes a complete build must hold, derived from the API data the fetch
 * phase read (not from the build itself).
 */
import { sitemapRoutes, type RouteData } from '../../src/lib/site-routes.ts';

export { sitemapRoutes, type RouteData };

/** Every route the build must hold: the sitemap's, plus pages the sitemap leaves out on purpose. */
export function expectedRoutes(data: RouteData): string[] {
  return [
    ...new Set([
      ...sitemapRoutes(data),
      '/404.html',
      '/robots.txt',
      '/sitemap.xml',
      '/filters/names.json',
      '/home-books.json',
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
