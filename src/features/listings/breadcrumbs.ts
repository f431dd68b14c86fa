import { pathInLocale, type Locale } from '#shared/i18n/locale.ts';
import { listing } from '#shared/i18n/messages/listing.ts';

/** One step of a breadcrumb trail; the last step is the page itself. */
export type Crumb = { label: string; href: string };

/** Home / Books, the start of every book listing's trail, in the page's interface. */
export function booksTrail(locale: Locale): readonly Crumb[] {
  const t = listing[locale];
  return [
    { label: t.home, href: pathInLocale('/', locale) },
    { label: t.books, href: pathInLocale('/books/', locale) },
  ];
}

/** The schema.org BreadcrumbList of a trail, with absolute URLs. */
export function breadcrumbJsonLd(trail: readonly Crumb[], site: URL): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: new URL(crumb.href, site).href,
    })),
  };
}
