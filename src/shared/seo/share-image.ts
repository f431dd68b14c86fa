/**
 * The picture a page shows when it is shared. Social networks take JPEG, PNG,
 * GIF and WebP only (an SVG cover, as the bundled API draws them, is refused),
 * so a page whose own image is not one of those is shared with the shop's
 * picture (public/share.png), whose size is known.
 */
export type ShareImage = { url: string; alt: string; width?: number; height?: number };

const RASTER = /\.(?:jpe?g|png|gif|webp)$/i;

export const SHOP_SHARE_IMAGE = {
  path: '/share.png',
  width: 1200,
  height: 630,
  alt: 'বইবাজার — বাংলা ও ইংরেজি বইয়ের অনলাইন দোকান',
} as const;

export function isRasterImage(url: string): boolean {
  try {
    return RASTER.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

/** The page's own image when it can be shared (with its alt text), else the shop's picture. */
export function shareImage(site: URL, own?: { url: string | undefined; alt: string }): ShareImage {
  if (own?.url && isRasterImage(own.url)) return { url: own.url, alt: own.alt };
  const { path, width, height, alt } = SHOP_SHARE_IMAGE;
  return { url: new URL(path, site).href, alt, width, height };
}
