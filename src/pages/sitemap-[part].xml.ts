/** /sitemap-N.xml: the parts of a sitemap index, once the site has more than 50,000 URLs (src/build/sitemap.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { isPartialBuild } from '#build/render-plan.ts';
import { buildRouteData } from '#build/site-route-data.ts';
import { sitemapEntries } from '#build/site-routes.ts';
import { sitemapFiles } from '#build/sitemap.ts';

export const getStaticPaths = (async () => {
  // A live update writes the sitemap itself, from the same module (publishing/rebuild/incremental).
  if (isPartialBuild) return [];
  const files = sitemapFiles(sitemapEntries(await buildRouteData()), new URL(import.meta.env.SITE));
  return files
    .slice(1)
    .map((file) => ({ params: { part: file.path.slice('/sitemap-'.length, -'.xml'.length) }, props: { body: file.body } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response((props as { body: string }).body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
