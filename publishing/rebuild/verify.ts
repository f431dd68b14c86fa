/**
 * Checks a finished build before it is published: every expected route has its
 * file, no page shows `undefined`, `NaN` or `[object Object]` (in its text or
 * attributes), and the sitemap lists exactly the expected public pages, each of
 * which exists. Answers the problems found (empty: the build may go live).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sitemapLocs } from '#build/sitemap.ts';
import { sitemapRoutes, expectedRoutes, type RouteData } from './expected-routes.ts';

/** The file a static host answers a route with (the static server's lookup order). */
export function fileForRoute(root: string, route: string): string | null {
  const path = decodeURIComponent(route.split(/[?#]/)[0] ?? '/');
  const base = join(root, path);
  for (const candidate of [base, join(base, 'index.html'), `${base.replace(/\/$/, '')}.html`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The same lookup in a release's list of files (relative, '/'-separated): no system call per route. */
export function routeInFiles(files: { has: (file: string) => boolean }, route: string): boolean {
  const path = decodeURIComponent(route.split(/[?#]/)[0] ?? '/').replace(/^\/+/, '');
  const base = path.replace(/\/$/, '');
  return [path, base === '' ? 'index.html' : `${base}/index.html`, base === '' ? '' : `${base}.html`].some(
    (file) => file !== '' && files.has(file),
  );
}

const BAD_TEXT = /\bundefined\b|\bNaN\b|\[object Object\]/;

/** The page without its scripts and styles (their code may say `undefined` legitimately), comments dropped. */
export function visibleMarkup(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '');
}

export function badTextIn(html: string): string | null {
  const markup = visibleMarkup(html);
  const match = BAD_TEXT.exec(markup);
  if (!match) return null;
  return markup.slice(Math.max(0, match.index - 70), match.index + 30).replace(/\s+/g, ' ');
}

const MAX_LISTED = 10;

/**
 * The pages among `htmlFiles` that show undefined, NaN or [object Object], as one problem (none: an empty list).
 * All a live update checks when its routes did not change: the live release passed the route and sitemap
 * checks, and the update changed neither.
 */
export function badPages(root: string, htmlFiles: readonly string[]): string[] {
  const bad: string[] = [];
  for (const file of htmlFiles) {
    const found = badTextIn(readFileSync(join(root, file), 'utf8'));
    if (found) bad.push(`${file} (…${found}…)`);
  }
  return bad.length > 0 ? [`${bad.length} pages show undefined/NaN/[object Object]: ${bad.slice(0, MAX_LISTED).join('; ')}`] : [];
}

/**
 * `files`, when given, is the release's complete file list (a live update's
 * manifest: the live release's, which passed this check, with the changes
 * applied); routes are looked up in it instead of on disk, 500,000 system calls
 * fewer at 100,000 books.
 */
export function verifyBuild(
  root: string,
  data: RouteData,
  htmlFiles: readonly string[],
  siteUrl: string,
  files?: { has: (file: string) => boolean },
): string[] {
  const problems: string[] = [];
  const built = files ? (route: string) => routeInFiles(files, route) : (route: string) => fileForRoute(root, route) !== null;
  const missing = expectedRoutes(data).filter((route) => !built(route));
  if (missing.length > 0) problems.push(`${missing.length} expected routes missing: ${missing.slice(0, MAX_LISTED).join(', ')}`);

  problems.push(...badPages(root, htmlFiles));

  const sitemapFile = join(root, 'sitemap.xml');
  if (!existsSync(sitemapFile)) {
    problems.push('sitemap.xml is missing');
    return problems;
  }
  const site = new URL(siteUrl);
  const top = sitemapLocs(readFileSync(sitemapFile, 'utf8'));
  const locs: string[] = [];
  if (!top.index) locs.push(...top.locs);
  for (const part of top.index ? top.locs : []) {
    const file = fileForRoute(root, new URL(part).pathname);
    if (!file) problems.push(`the sitemap index lists ${part}, which was not built`);
    else locs.push(...sitemapLocs(readFileSync(file, 'utf8')).locs);
  }
  const listed = new Set<string>();
  for (const loc of locs) {
    const url = new URL(loc);
    if (url.origin !== site.origin) problems.push(`sitemap lists ${loc}, not on ${site.origin}`);
    listed.add(url.pathname);
  }
  const unbuilt = [...listed].filter((path) => !built(path));
  if (unbuilt.length > 0)
    problems.push(`sitemap lists ${unbuilt.length} pages that were not built: ${unbuilt.slice(0, MAX_LISTED).join(', ')}`);
  const expected = new Set(sitemapRoutes(data).map((route) => new URL(route, site).pathname));
  const absent = [...expected].filter((path) => !listed.has(path));
  if (absent.length > 0) problems.push(`sitemap leaves out ${absent.length} pages: ${absent.slice(0, MAX_LISTED).join(', ')}`);
  const extra = [...listed].filter((path) => !expected.has(path));
  if (extra.length > 0) problems.push(`sitemap lists ${extra.length} unexpected pages: ${extra.slice(0, MAX_LISTED).join(', ')}`);
  return problems;
}
