/**
 * /robots.txt: crawl everything except the account and cart pages (and search
 * results, which are endless), and point at the sitemap.
 */
import type { APIRoute } from 'astro';

const PRIVATE_PATHS = ['/cart', '/checkout', '/profile', '/wishlist', '/login', '/register', '/books/search/'];

export const GET: APIRoute = ({ site, url }) => {
  const base = site ?? new URL(url.origin);
  const body = [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', base).href}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
