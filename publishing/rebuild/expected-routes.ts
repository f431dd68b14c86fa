/**
 * The routes a complete build must hold, derived from the API data the fetch
 * phase read (not from the build itself).
 */
import { numberedListingPages, sitemapRoutes, type RouteData } from '#build/site-routes.ts';
import { pathInLocale } from '#shared/i18n/locale.ts';

export { sitemapRoutes, type RouteData };

/** Pages the sitemap leaves out on purpose, in each interface. */
function unlistedPages(data: RouteData): string[] {
  return [
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
    // The old numbered listing pages, which send the browser to the listing's first page (decision 0017).
    ...numberedListingPages(data),
  ];
}

/** Every route the build must hold: the sitemap's, the pages it leaves out in both interfaces, and the site's data files. */
export function expectedRoutes(data: RouteData): string[] {
  const unlisted = unlistedPages(data);
  return [
    ...new Set([
      ...sitemapRoutes(data),
      ...unlisted,
      ...unlisted.map((path) => pathInLocale(path, 'bn')),
      // Astro writes the English not-found page as /404.html, the static hosts' convention; its Bangla twin is an ordinary route.
      '/404.html',
      '/bn/404/',
      '/robots.txt',
      '/sitemap.xml',
      '/filters/names.json',
      '/home-books.json',
    ]),
  ];
}
