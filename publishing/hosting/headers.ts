/**
 * How hosts cache the built site, and the files in it meant for hosts only. The
 * local static server sends it, and the nginx configuration and the _headers file
 * are rendered from it (publishing/hosting/), next to the site's security headers
 * (src/shared/security/security-headers.ts).
 */

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** HTML and unhashed files: keep a copy but ask (ETag) before using it. */
export const CACHE_REVALIDATE = 'no-cache';

/**
 * The paths whose files never change once written, so a browser keeps them a year
 * without asking. The one list the local server, nginx (the regex, as a location) and
 * the _headers file (`rule`: those hosts read no regex, only `*` and `:name` for one
 * path segment) are all rendered from; keep each rule matching what its regex matches.
 */
export const IMMUTABLE_PATHS: readonly { pattern: RegExp; rule: string }[] = [
  // Astro puts a content hash in every file name here.
  { pattern: /^\/_astro\//, rule: '/_astro/*' },
  // The quick search index (publishing/search/quick-index.ts) writes each index into a folder
  // named by its 12-hex content hash; a new index gets a new folder. Its manifest,
  // /search-index/index.json, names the current folder, so it is outside and revalidates.
  { pattern: /^\/search-index\/[0-9a-f]{12}\//, rule: '/search-index/:version/*' },
];

export function cacheControl(pathname: string): string {
  return IMMUTABLE_PATHS.some(({ pattern }) => pattern.test(pathname)) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

/** Host instructions written into the build: read by hosts, never served to visitors. */
export const HOST_FILES: readonly string[] = ['/_headers', '/_redirects'];
