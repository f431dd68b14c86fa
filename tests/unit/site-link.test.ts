import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { HttpUrlSchema, ImageSchema, SiteLinkSchema } from '#shared/api/schemas/common.ts';
import { siteLink } from '#shared/web-address.ts';
import { XSS_VECTORS } from '../fixtures/xss-vectors.ts';

describe('siteLink: what a slide or banner may link to', () => {
  it('takes http(s) addresses and paths on this site', () => {
    expect(siteLink('/books/categories/kobita/')).toBe('/books/categories/kobita/');
    expect(siteLink(' /about ')).toBe('/about');
    expect(siteLink('https://boibazar.com.bd/books/')).toBe('https://boibazar.com.bd/books/');
    expect(siteLink('http://127.0.0.1:4321/cart')).toBe('http://127.0.0.1:4321/cart');
  });

  it('refuses other schemes, other hosts in disguise, control characters and garbage', () => {
    for (const link of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/',
      '/\\evil.example/',
      'vbscript:msgbox(1)',
      '',
      'books',
      '/bo\nks',
      '/bo\tks',
    ]) {
      expect(siteLink(link), link).toBeNull();
    }
  });

  it('never lets an XSS vector through as a link', () => {
    for (const vector of XSS_VECTORS) {
      const link = siteLink(vector.html);
      if (link !== null) expect(/^(https?:\/\/|\/[^/\\])/.test(link), vector.html).toBe(true);
    }
  });
});

describe('the schemas at the API boundary', () => {
  it('turn a refused slide or banner link into no link', () => {
    expect(v.parse(SiteLinkSchema, 'javascript:alert(1)')).toBe('');
    expect(v.parse(SiteLinkSchema, '/books/')).toBe('/books/');
  });

  it('refuse an image that is not an http(s) address', () => {
    expect(v.safeParse(ImageSchema, { path: 'javascript:alert(1)' }).success).toBe(false);
    expect(v.safeParse(HttpUrlSchema, 'data:image/svg+xml,<svg onload=alert(1)>').success).toBe(false);
    expect(v.parse(ImageSchema, { path: 'http://127.0.0.1:4100/api/v1/covers/gitanjali.svg' }).path).toContain('/covers/gitanjali.svg');
  });
});
