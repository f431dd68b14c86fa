/**
 * The site's security policy: the Content-Security-Policy directives of every
 * page's <meta> (astro.config.mjs, next to Astro's script and style hashes) and
 * the security headers every response carries, whichever host serves the build
 * (the local static server, nginx and the _headers file, all in publishing/hosting/).
 *
 * Why two policies: a header CSP and a <meta> CSP both apply, and a resource must
 * pass both. Only the build knows the hashes of each page's inline scripts, so
 * script-src and style-src (and default-src, which would stand in for them) live
 * in the meta alone; the header carries what a meta cannot (frame-ancestors) and
 * what holds for every response, HTML or not.
 */

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
