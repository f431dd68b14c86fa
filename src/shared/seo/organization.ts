/** The shop as search engines know it: one Organization, named from the home page and every post. */

/** The shop's logo as a raster (Organization.logo, publisher.logo): search engines want a bitmap. */
export const SHOP_LOGO = { path: '/logo.png', width: 512, height: 512 } as const;

/** The id the home page's WebSite and every post's publisher point to. */
export function organizationId(site: URL): string {
  return new URL('/#organization', site).href;
}

/** The schema.org Organization of the shop, with its raster logo. */
export function organizationJsonLd(site: URL, name: string): Record<string, unknown> {
  return {
    '@type': 'Organization',
    '@id': organizationId(site),
    name,
    url: new URL('/', site).href,
    logo: { '@type': 'ImageObject', url: new URL(SHOP_LOGO.path, site).href, width: SHOP_LOGO.width, height: SHOP_LOGO.height },
  };
}
