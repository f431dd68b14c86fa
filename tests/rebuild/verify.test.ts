/** The checks a build passes before it is published. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { badTextIn, fileForRoute, routeInFiles } from '../../publishing/rebuild/verify.ts';

describe('badTextIn', () => {
  it('finds undefined, NaN and [object Object] in visible text and attributes', () => {
    expect(badTextIn('<p>Price: Tk NaN</p>')).toContain('NaN');
    expect(badTextIn('<a href="/product-details/undefined/">book</a>')).toContain('undefined');
    expect(badTextIn('<img alt="[object Object]">')).toContain('[object Object]');
  });

  it('leaves scripts, styles and comments alone, and words that only contain the letters', () => {
    expect(badTextIn('<script>if (x === undefined) y = NaN;</script><p>ok</p>')).toBeNull();
    expect(badTextIn('<style>.a{}</style><!-- undefined --><p>Undefinedness is a word; Nanami</p>')).toBeNull();
  });
});

describe('routeInFiles', () => {
  it('finds a route in a file list exactly where the static host finds it on disk', () => {
    const files = ['index.html', 'books/index.html', 'books/page/2/index.html', 'sitemap.xml', 'about.html', 'লেখক/৭/index.html'];
    const root = mkdtempSync(join(tmpdir(), 'verify-'));
    try {
      for (const file of files) {
        mkdirSync(dirname(join(root, file)), { recursive: true });
        writeFileSync(join(root, file), 'x');
      }
      const list = new Set(files);
      const routes = [
        '/',
        '/books',
        '/books/',
        '/books/page/2/',
        '/books/page/3/',
        '/sitemap.xml',
        '/sitemap-2.xml',
        '/about',
        '/about/',
        '/লেখক/৭/',
        `/${encodeURIComponent('লেখক')}/${encodeURIComponent('৭')}/`,
        '/product-details/gone/',
        '/books/?page=2',
        '/missing.html',
      ];
      for (const route of routes) expect(routeInFiles(list, route), route).toBe(fileForRoute(root, route) !== null);
      expect(routes.filter((route) => routeInFiles(list, route))).toEqual([
        '/',
        '/books',
        '/books/',
        '/books/page/2/',
        '/sitemap.xml',
        '/about',
        '/about/',
        '/লেখক/৭/',
        `/${encodeURIComponent('লেখক')}/${encodeURIComponent('৭')}/`,
        '/books/?page=2',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
