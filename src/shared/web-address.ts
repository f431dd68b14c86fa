/**
 * A shopper's web address (a comment's "web") when it is safe to link: an
 * absolute http(s) URL, returned normalised. Anything else (javascript:,
 * data:, relative paths, garbage) is null, and the page shows the name as
 * plain text. Control characters are refused first, because the URL parser
 * silently strips tabs and newlines ("java\tscript:" would otherwise pass).
 */
export function webAddress(web: string): string | null {
  const trimmed = web.trim();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (trimmed === '' || /[\u0000-\u001f\u007f]/.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.hostname === '') return null;
    return url.href;
  } catch {
    return null;
  }
}

/**
 * A link the shop's own data puts in an href (a slide's button, a banner): an
 * absolute http(s) URL as webAddress answers it, or a path on this site
 * ("/books/categories/kobita/"). A scheme-relative "//host" or "/\\host" (which
 * browsers read as another host), javascript:, data: and control characters are
 * null.
 */
export function siteLink(link: string): string | null {
  const trimmed = link.trim();
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) return null;
  if (/^\/(?![/\\])/.test(trimmed)) return trimmed;
  return webAddress(trimmed);
}

/** The rel every shopper-given link carries: no ranking credit, marked user content, no opener. */
export const SHOPPER_LINK_REL = 'nofollow ugc noopener';
