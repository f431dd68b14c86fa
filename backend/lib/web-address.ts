/**
 * Whether a shopper's web address (a comment's "web") may be stored: an absolute
 * http(s) URL with a host. The API's own check, apart from the storefront's
 * src/shared/web-address.ts that decides what becomes a link, so the contract tests
 * catch either side letting through what the other refuses. Control characters
 * are refused before parsing, because the URL parser silently drops tabs and
 * newlines ("java\tscript:" would otherwise parse as javascript:).
 */
export function isHttpAddress(web: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f\u007f]/.test(web)) return false;
  let url: URL;
  try {
    url = new URL(web.trim());
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== '';
}
