import { describe, expect, it } from 'vitest';
import { preferredAddress } from '#shared/i18n/language-choice.ts';
import { hrefInLocale, localeOfPath, pathInLocale } from '#shared/i18n/locale.ts';
import { notFoundPage, rewrite } from '../../publishing/hosting/rewrites.ts';

const page = (path: string) => new URL(`https://shop.example.com${path}`);

describe('the remembered language', () => {
  it('opens the same page in the chosen interface when the shopper arrives from outside', () => {
    expect(preferredAddress({ url: page('/product-details/gitanjali?x=1#reviews'), referrer: '', choice: 'bn', pageLocale: 'en' })).toBe(
      '/bn/product-details/gitanjali?x=1#reviews',
    );
    expect(preferredAddress({ url: page('/bn/books/'), referrer: 'https://www.google.com/', choice: 'en', pageLocale: 'bn' })).toBe(
      '/books/',
    );
  });

  it('stays when nothing was chosen, the page is already in the chosen language, or the shopper came from the shop itself', () => {
    expect(preferredAddress({ url: page('/books/'), referrer: '', choice: '', pageLocale: 'en' })).toBeNull();
    expect(preferredAddress({ url: page('/bn/books/'), referrer: '', choice: 'bn', pageLocale: 'bn' })).toBeNull();
    expect(preferredAddress({ url: page('/books/'), referrer: 'https://shop.example.com/bn/', choice: 'bn', pageLocale: 'en' })).toBeNull();
    expect(preferredAddress({ url: page('/books/'), referrer: 'not a url', choice: 'bn', pageLocale: 'en' })).toBe('/bn/books/');
  });
});

describe('the interfaces’ addresses', () => {
  it('reads the language from the first segment only', () => {
    expect(localeOfPath('/bn')).toBe('bn');
    expect(localeOfPath('/bn/cart')).toBe('bn');
    expect(localeOfPath('/bnx')).toBe('en');
    expect(localeOfPath('/books/bn/')).toBe('en');
  });

  it('prefixes the site’s own paths only', () => {
    expect(hrefInLocale('/cart', 'bn')).toBe('/bn/cart');
    expect(hrefInLocale('/bn/cart', 'en')).toBe('/cart');
    expect(hrefInLocale('/', 'bn')).toBe('/bn/');
    for (const other of ['https://example.com/', '//cdn.example.com/a', 'mailto:a@b.c', 'tel:+880', '#main'])
      expect(hrefInLocale(other, 'bn')).toBe(other);
    expect(pathInLocale('/bn/', 'en')).toBe('/');
  });

  it('answers a Bangla search and an unknown Bangla path with the Bangla pages', () => {
    expect(rewrite('/bn/books/search/rabindranath')).toBe('/bn/books/search/index.html');
    expect(rewrite('/books/search/rabindranath')).toBe('/books/search/index.html');
    expect(notFoundPage('/bn/no-such-page')).toBe('/bn/404/index.html');
    expect(notFoundPage('/bn')).toBe('/bn/404/index.html');
    expect(notFoundPage('/no-such-page')).toBe('/404.html');
    expect(notFoundPage('/bnx')).toBe('/404.html');
  });
});
