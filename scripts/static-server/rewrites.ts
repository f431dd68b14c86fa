/**
 * The rewrites a static host needs for this site, in one place: the local server
 * applies them, and the nginx and _redirects configurations mirror them.
 * Search results cannot be prebuilt (any text is a route), so every
 * /books/search/{text} is answered by the one search page, which reads the text
 * from the address.
 */
export const REWRITES: readonly { pattern: RegExp; to: string }[] = [{ pattern: /^\/books\/search\/[^/]+\/?$/, to: '/books/search/index.html' }];

export function rewrite(pathname: string): string | null {
  for (const { pattern, to } of REWRITES) if (pattern.test(pathname)) return to;
  return null;
}
