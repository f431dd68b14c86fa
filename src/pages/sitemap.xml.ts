/**
 * /sitemap.xml: every public page of the site at its canonical address
 * (src/build/site-routes.ts), as absolute URLs on SITE_URL; past 50,000 URLs a
 * sitemap index of /sitemap-N.xml (src/build/sitemap.ts). The account and cart
 * pages, search results and the paths that only redirect are left out.
 */
import type { APIRoute } from 'astro';
import { buildRouteData } from '#build/site-route-data.ts';
import { sitemapEntries } from '#build/site-routes.ts';
import { sitemapFiles } from '#build/sitemap.ts';

export const GET: APIRoute = async ({ site, url }) => {
  const [file] = sitemapFiles(sitemapEntries(await buildRouteData()), site ?? new URL(url.origin));
  return new Response(file?.body ?? '', { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
