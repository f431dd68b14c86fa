/**
 * How hosts cache the built site, and the files in it meant for hosts only. The
 * local static server sends it, and the nginx configuration and the _headers file
 * are rendered from it (scripts/deploy/), next to the site's security headers
 * (src/lib/security/security-headers.ts).
 */

/** Astro puts a content hash in every file name under this prefix, so those files never change. */
export const IMMUTABLE_PREFIX = '/_astro/';
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** HTML and unhashed files: keep a copy but ask (ETag) before using it. */
export const CACHE_REVALIDATE = 'no-cache';

export function cacheControl(pathname: string): string {
  return pathname.startsWith(IMMUTABLE_PREFIX) ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

/** Host instructions written into the build: read by hosts, never served to visitors. */
export const HOST_FILES: readonly string[] = ['/_headers', '/_redirects'];
