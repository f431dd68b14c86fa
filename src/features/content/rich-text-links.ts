/**
 * Links inside HTML from the content API (a page's body, a post's text) that
 * lead to this site's own pages: on a Bangla page they go to the Bangla twin,
 * so a reader is not dropped into the English interface mid-read. Addresses
 * elsewhere, fragments and the API's own files stay as they are.
 */
import { pathInLocale, type Locale } from '#shared/i18n/locale.ts';

/** Paths that are files, not pages: they have no Bangla twin. */
const NOT_A_PAGE = /^\/(?:_astro|api|content|storage|uploads)\/|\.[a-z0-9]{2,5}(?:[?#]|$)/i;

/** Sanitized HTML with its site-relative links (href="/…") moved into the locale's interface. */
export function linksInLocale(html: string, locale: Locale): string {
  if (locale === 'en') return html;
  return html.replace(/(<a\b[^>]*?\shref=")(\/(?!\/)[^"]*)"/gi, (whole, start: string, path: string) =>
    NOT_A_PAGE.test(path) ? whole : `${start}${pathInLocale(path, locale)}"`,
  );
}
