/**
 * The rewrites a static host needs for this site, in one place: the local server
 * applies them, and the nginx configuration and the _redirects file are rendered
 * from them (scripts/deploy/), so no host keeps a hand-copied list.
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

export const REWRITES: readonly Rewrite[] = [rewriteRule('/books/search/:text', '/books/search/index.html')];

export function rewrite(pathname: string): string | null {
  for (const { pattern, to } of REWRITES) if (pattern.test(pathname)) return to;
  return null;
}
