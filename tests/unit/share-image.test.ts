import { describe, expect, it } from 'vitest';
import { organizationJsonLd } from '#shared/seo/organization.ts';
import { isRasterImage, shareImage } from '#shared/seo/share-image.ts';

const site = new URL('https://shop.example.com');

describe('the picture a page is shared with', () => {
  it('is the page’s own image when social networks take it', () => {
    for (const url of [
      'https://cdn.example.com/a.jpg',
      'https://cdn.example.com/a.JPEG',
      'https://cdn.example.com/b.png?v=2',
      'https://cdn.example.com/c.webp',
      'https://cdn.example.com/d.gif',
    ]) {
      expect(shareImage(site, { url, alt: 'গীতাঞ্জলি' })).toEqual({ url, alt: 'গীতাঞ্জলি' });
    }
  });

  it('is the shop’s picture, with its size and alt text, for an SVG cover, a page without an image, or no URL at all', () => {
    const shop = {
      url: 'https://shop.example.com/share.png',
      alt: 'বইবাজার — বাংলা ও ইংরেজি বইয়ের অনলাইন দোকান',
      width: 1200,
      height: 630,
    };
    expect(shareImage(site, { url: 'http://127.0.0.1:4000/api/v1/covers/gitanjali.svg', alt: 'গীতাঞ্জলি' })).toEqual(shop);
    expect(shareImage(site, { url: undefined, alt: 'About' })).toEqual(shop);
    expect(shareImage(site)).toEqual(shop);
    expect(isRasterImage('not a url.png')).toBe(false);
    expect(isRasterImage('https://cdn.example.com/png')).toBe(false);
  });

  it('names the shop as an Organization with a raster logo on the site', () => {
    expect(organizationJsonLd(site, 'বইবাজার')).toMatchObject({
      '@type': 'Organization',
      name: 'বইবাজার',
      url: 'https://shop.example.com/',
      logo: { '@type': 'ImageObject', url: 'https://shop.example.com/logo.png', width: 512, height: 512 },
    });
  });
});
