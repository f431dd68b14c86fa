import { describe, expect, it } from 'vitest';
import { buildMainMenu } from '#features/shell/menu-model.ts';
import type { NavigationItem } from '#shared/api/schemas/shop.ts';
import { menuHref } from '#shared/links.ts';

const urlItem = (url: string) => ({ type: 'url', url, name: 'লিংক' });

// What a browser would open as another host or run as script, were it put in an href.
const HOSTILE = [
  '\\evil.example/login', // "/\evil.example/login" opens http://evil.example/login
  '//evil.example',
  ' //evil.example/path',
  '/\\evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '/\t/evil.example',
];

describe('menuHref: a url item reaches an href only through siteLink', () => {
  it.each(HOSTILE)('has no link for %j', (url) => {
    expect(menuHref(urlItem(url))).toBeNull();
  });

  it('keeps a relative path on this site, with or without its leading slash', () => {
    expect(menuHref(urlItem('contact'))).toBe('/contact');
    expect(menuHref(urlItem('/books/categories/kobita/'))).toBe('/books/categories/kobita/');
  });

  it('keeps an absolute address of the shop whole, rather than turning it into a path', () => {
    expect(menuHref(urlItem('https://boibazar.com.bd/books/'))).toBe('https://boibazar.com.bd/books/');
  });

  it('has no link for an item of another type whose address carries a control character', () => {
    expect(menuHref({ type: 'page', url: 'deli\nvery', name: 'ডেলিভারি' })).toBeNull();
  });
});

const nav = (name: string, url: string, children: NavigationItem[] = []): NavigationItem => ({ id: 1, name, type: 'url', url, children });
const sources = { authors: [], categories: [], publishers: [] };

describe('the main menu leaves out items whose address is refused', () => {
  it('drops them, children and all, and keeps the good ones', () => {
    const menu = buildMainMenu(
      [
        nav('ভালো', 'contact'),
        nav('খারাপ', '\\evil.example/login', [nav('শিশু', 'kids')]),
        nav('দূরের', '//evil.example'),
        nav('স্ক্রিপ্ট', 'javascript:alert(1)'),
      ],
      sources,
    );
    const labels = menu.map((entry) => entry.label);
    expect(labels).toContain('ভালো');
    for (const label of ['খারাপ', 'শিশু', 'দূরের', 'স্ক্রিপ্ট']) expect(labels).not.toContain(label);
    const hrefs = menu.flatMap((entry) =>
      entry.kind === 'link' ? [entry.href, ...entry.children.map((child) => child.href)] : [entry.href],
    );
    expect(hrefs.filter((href) => /evil|javascript/i.test(href))).toEqual([]);
  });

  it('drops a refused child and keeps its parent', () => {
    const [entry] = buildMainMenu([nav('মা', 'contact', [nav('খারাপ', '//evil.example'), nav('ভালো', 'about')])], sources).filter(
      (item) => item.label === 'মা',
    );
    expect(entry?.kind === 'link' && entry.children.map((child) => child.href)).toEqual(['/about']);
  });
});
