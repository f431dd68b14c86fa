/**
 * The rewrites a static host needs for this site, in one place: the local server
 * applies them, and the nginx configuration and the _redirects file are rendered
 * from them (publishing/hosting/), so no host keeps a hand-copied list.
 * Search results cannot be prebuilt (any text is a route), so every
 * /books/search/{text} is answered by the one search page, which reads the text
 * from the address.
 *
 * `from` uses the placeholder syntax of _redirects (`:name` is one path segment);
 * the regular expression every other host uses is derived from it.
 */
export interface Rewrite {
  readonly from: string;
  readonly to: string;
  /** `from` as an anchored regular expression on the decoded path (a trailing slash is allowed). */
  readonly pattern: RegExp;
}

function patternOf(from: string): RegExp {
  const source = from
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

function rewriteRule(from: string, to: string): Rewrite {
  return { from, to, pattern: patternOf(from) };
}

// Both interfaces: the Bangla one is the same pages under /bn/.
export const REWRITES: readonly Rewrite[] = [
  rewriteRule('/books/search/:text', '/books/search/index.html'),
  rewriteRule('/bn/books/search/:text', '/bn/books/search/index.html'),
];

/** Where each interface's not-found page lives: Astro writes the English one as /404.html, the Bangla one as an ordinary page. */
export const NOT_FOUND_PAGE = '/404.html';
export const BANGLA_NOT_FOUND = { prefix: '/bn/', page: '/bn/404/index.html' } as const;

/** The not-found page an unknown path gets: the Bangla one under /bn/, else the English one. */
export function notFoundPage(pathname: string): string {
  return pathname === '/bn' || pathname.startsWith(BANGLA_NOT_FOUND.prefix) ? BANGLA_NOT_FOUND.page : NOT_FOUND_PAGE;
}

export function rewrite(pathname: string): string | null {
  for (const { pattern, to } of REWRITES) if (pattern.test(pathname)) return to;
  return null;
}
