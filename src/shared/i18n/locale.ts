/**
 * The shop's two interfaces: English at the specification's routes, Bangla
 * under /bn/. A path's language is read from its first segment only.
 */
export const LOCALES = ['en', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];

const BANGLA_PREFIX = '/bn';

/**
 * Whether a stored or linked value names an interface. A membership test of the two
 * names rather than a valibot picklist: every page reads the shopper's stored choice
 * before anything else, and valibot's shared chunk would add 3.3 KB gzip to each.
 */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** "/bn/books/" → "bn"; "/books/", "/bnx" → "en". */
export function localeOfPath(pathname: string): Locale {
  return pathname === BANGLA_PREFIX || pathname.startsWith(`${BANGLA_PREFIX}/`) ? 'bn' : 'en';
}

/** The same page in the given interface: "/books/" ↔ "/bn/books/", "/" ↔ "/bn/". */
export function pathInLocale(pathname: string, locale: Locale): string {
  const english = localeOfPath(pathname) === 'bn' ? pathname.slice(BANGLA_PREFIX.length) || '/' : pathname;
  if (locale === 'en') return english;
  return english === '/' ? `${BANGLA_PREFIX}/` : `${BANGLA_PREFIX}${english}`;
}

/**
 * A link as the given interface writes it: a path on this site gets the Bangla prefix;
 * another host ("https://…", "//…"), "mailto:", "tel:" and "#…" stay as they are.
 */
export function hrefInLocale(href: string, locale: Locale): string {
  return href.startsWith('/') && !href.startsWith('//') ? pathInLocale(href, locale) : href;
}
