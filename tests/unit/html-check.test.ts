import { describe, expect, it } from 'vitest';
import { pageType, representativeFiles } from '../../tools/html-check/pages.ts';
import { ASTRO_ISLAND_STYLE, isAstroIslandStyle, parseVnuReport, type VnuMessage } from '../../tools/html-check/vnu-messages.ts';

describe('the page types npm run test:html checks', () => {
  it('groups pages of one route and keeps paged listings apart', () => {
    expect(pageType('books/categories/novel/index.html')).toBe(pageType('books/categories/poetry/index.html'));
    expect(pageType('books/categories/novel/page/2/index.html')).not.toBe(pageType('books/categories/novel/index.html'));
    expect(pageType('books/page/2/index.html')).not.toBe(pageType('books/categories/novel/index.html'));
    expect(pageType('authors/7/index.html')).toBe(pageType('authors/12/index.html'));
    expect(pageType('authors/index.html')).not.toBe(pageType('authors/7/index.html'));
    expect(pageType('about/index.html')).not.toBe(pageType('cart/index.html'));
  });

  it('takes two files of each type, so every template is checked', () => {
    const files = [
      '404.html',
      'about/index.html',
      'product-details/a/index.html',
      'product-details/b/index.html',
      'product-details/c/index.html',
      'books/page/2/index.html',
    ];
    expect(representativeFiles(files)).toEqual([
      '404.html',
      'about/index.html',
      'product-details/a/index.html',
      'product-details/b/index.html',
      'books/page/2/index.html',
    ]);
  });
});

describe('the checker report', () => {
  const styleMessage: VnuMessage = {
    type: 'error',
    lastLine: 2,
    firstColumn: 11,
    lastColumn: 17,
    message: 'A “style” element in “body” must be the first child of its parent.',
  };

  it('lets through only Astro’s island style element at the reported place', () => {
    const line = `<h1>Cart</h1>${ASTRO_ISLAND_STYLE}<astro-island>`;
    const at = line.indexOf('<style>') + 1;
    expect(isAstroIslandStyle({ ...styleMessage, firstColumn: at }, () => line)).toBe(true);
    expect(isAstroIslandStyle({ ...styleMessage, firstColumn: at }, () => '<h1>Cart</h1><style>p{color:red}</style>')).toBe(false);
    expect(isAstroIslandStyle({ ...styleMessage, message: 'Stray end tag “div”.', firstColumn: at }, () => line)).toBe(false);
  });

  it('reads messages and refuses what is not a report', () => {
    expect(parseVnuReport('{"messages":[{"type":"error","message":"Stray end tag “div”.","lastLine":3}]}')).toHaveLength(1);
    expect(() => parseVnuReport('Exception in thread "main"')).toThrow(/did not answer with a JSON report/);
  });
});
