/**
 * The HTTP policy of the built site in one place: security headers, the page's
 * Content-Security-Policy directives and caching. The local static server sends
 * it, astro.config.mjs puts the page directives into every page's CSP <meta>
 * (next to Astro's script and style hashes), and the nginx configuration and the
 * _headers file are rendered from it (scripts/deploy/).
 *
 * Why two policies: a header CSP and a <meta> CSP both apply, and a resource must
 * pass both. Only the build knows the hashes of each page's inline scripts, so
 * script-src and style-src (and default-src, which would stand in for them) live
 * in the meta alone; the header carries what a meta cannot (frame-ancestors) and
 * what holds for every response, HTML or not.
 */

export interface ApiUrls {
  readonly shopApiUrl: string;
  readonly contentApiUrl: string;
}

/** The API base URLs a build uses, with the same defaults as astro.config.mjs. */
export function apiUrlsFromEnv(env: Record<string, string | undefined> = process.env): ApiUrls {
  const local = `http://127.0.0.1:${env.API_PORT ?? '4000'}`;
  return {
    shopApiUrl: env.SHOP_API_URL ?? `${local}/api/v1`,
    contentApiUrl: env.CONTENT_API_URL ?? `${local}/content`,
  };
}

/** The origins the browser talks to besides the site: book images and XHR go to the APIs. */
export function apiOrigins(urls: ApiUrls): string[] {
  return [...new Set([urls.shopApiUrl, urls.contentApiUrl].map((url) => new URL(url).origin))];
}

/** A fetch directive with its sources (typed so Astro's `security.csp.directives` accepts it). */
type FetchDirective = `${'default-src' | 'img-src' | 'connect-src' | 'font-src'} ${string}`;

/** What pages load from elsewhere: API images and API calls, nothing else external. */
function resourceDirectives(origins: readonly string[]): FetchDirective[] {
  const api = origins.join(' ');
  return [`img-src 'self' data: ${api}`, `connect-src 'self' ${api}`, "font-src 'self'"];
}

/** Directives of each page's <meta> CSP; Astro adds script-src and style-src with its hashes. */
export function pageCspDirectives(origins: readonly string[]): FetchDirective[] {
  return ["default-src 'self'", ...resourceDirectives(origins)];
}

/** The header CSP: never script-src/style-src/default-src, which would contradict the meta's hashes. */
export function headerCsp(origins: readonly string[]): string {
  return [
    ...resourceDirectives(origins),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // No inline event handlers anywhere: the meta's hashes cannot allow them, and this says so for every response.
    "script-src-attr 'none'",
  ].join('; ');
}

/** Headers every response carries, the 404 page included. */
export function securityHeaders(origins: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': headerCsp(origins),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    // frame-ancestors says the same to browsers that know CSP 2; this is for the ones that do not.
    'X-Frame-Options': 'DENY',
  };
}

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
