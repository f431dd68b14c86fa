/** One step of a breadcrumb trail; the last step is the page itself. */
export type Crumb = { label: string; href: string };

/** Home / Books, the start of every book listing's trail. */
export const BOOKS_TRAIL: readonly Crumb[] = [
  { label: 'Home', href: '/' },
  { label: 'Books', href: '/books/' },
];

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
