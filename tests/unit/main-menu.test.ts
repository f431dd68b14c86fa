import { describe, expect, it } from 'vitest';
import type { NavigationItem } from '#shared/api/schemas/shop.ts';
import { buildMainMenu, isCurrent, MEGA_MENU_SIZE } from '#features/shell/menu-model.ts';

let nextId = 1;
const nav = (name: string, type: string, url: string, children: NavigationItem[] = []): NavigationItem => ({
  id: nextId++,
  name,
  type,
  url,
  children,
});

const authors = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `লেখক ${i + 1}` }));
const categories = Array.from({ length: 12 }, (_, i) => ({ slug: `cat-${i + 1}`, name: `বিষয় ${i + 1}` }));
const publishers = Array.from({ length: 3 }, (_, i) => ({ slug: `pub-${i + 1}`, name: `প্রকাশনী ${i + 1}` }));
const sources = { authors, categories, publishers };

describe('buildMainMenu', () => {
  it('puts the fixed items around the navigation items, in order', () => {
    const menu = buildMainMenu([nav('উপন্যাস', 'category', 'novel'), nav('কবিতা', 'category', 'poetry')], sources);
    expect(menu.map((entry) => entry.label)).toEqual(['হোম', 'সব বই', 'জনপ্রিয় বই', 'উপন্যাস', 'কবিতা', 'লেখক', 'বিষয়', 'প্রকাশনী', 'ব্লগ']);
    expect(menu.map((entry) => entry.href)).toEqual([
      '/',
      '/books/',
      '/#popular',
      '/books/categories/novel/',
      '/books/categories/poetry/',
      '/authors/',
      '/categories/',
      '/publications/',
      '/blog/',
    ]);
  });

  it('keeps a navigation item’s children, mapped through the footer mapping', () => {
    const menu = buildMainMenu([nav('উপন্যাস', 'category', 'novel', [nav('অনুবাদ', 'category', 'translation')])], sources);
    const novel = menu.find((entry) => entry.label === 'উপন্যাস');
    expect(novel?.kind === 'link' ? novel.children : null).toEqual([
      { label: 'অনুবাদ', href: '/books/categories/translation/', children: [] },
    ]);
  });

  it('does not repeat a navigation item that leads where a fixed item leads', () => {
    const menu = buildMainMenu([nav('লেখক', 'url', 'authors'), nav('প্রকাশনী', 'url', 'publications'), nav('ব্লগ', 'url', 'blog')], sources);
    expect(menu.filter((entry) => entry.label === 'লেখক')).toHaveLength(1);
    expect(menu.filter((entry) => entry.href === '/blog/')).toHaveLength(1);
    // Only the seven fixed items remain.
    expect(menu).toHaveLength(7);
  });

  it('fills each mega menu with at most 9 items, linked to their listings, and a link to the whole list', () => {
    const menu = buildMainMenu([], sources);
    const mega = Object.fromEntries(menu.filter((entry) => entry.kind === 'mega').map((entry) => [entry.href, entry]));
    expect(MEGA_MENU_SIZE).toBe(9);
    expect(mega['/authors/']?.items).toHaveLength(9);
    expect(mega['/authors/']?.items[0]).toEqual({
      label: 'লেখক 1',
      href: `/books/authors/1/${encodeURIComponent('লেখক-1')}/`,
      children: [],
    });
    expect(mega['/categories/']?.items[8]?.href).toBe('/books/categories/cat-9/');
    expect(mega['/publications/']?.items.map((item) => item.href)).toEqual([
      '/books/publishers/pub-1/',
      '/books/publishers/pub-2/',
      '/books/publishers/pub-3/',
    ]);
    expect(mega['/publications/']?.viewAll.href).toBe('/publications/');
  });

  it('still has the fixed items when the navigation call failed (empty list)', () => {
    expect(buildMainMenu([], sources).map((entry) => entry.href)).toContain('/blog/');
  });

  it('leads every link of the Bangla interface to its Bangla page, and leaves other hosts alone', () => {
    const menu = buildMainMenu(
      [nav('উপন্যাস', 'category', 'novel', [nav('অনুবাদ', 'category', 'translation')]), nav('বাইরে', 'url', 'https://example.com/x')],
      sources,
      'bn',
    );
    const hrefs = menu.flatMap((entry) =>
      entry.kind === 'mega'
        ? [entry.href, entry.viewAll.href, ...entry.items.map((item) => item.href)]
        : [entry.href, ...entry.children.map((child) => child.href)],
    );
    expect(hrefs).toContain('/bn/');
    expect(hrefs).toContain('/bn/#popular');
    expect(hrefs).toContain('/bn/books/categories/translation/');
    expect(hrefs).toContain('/bn/authors/');
    expect(hrefs.filter((href) => !href.startsWith('/bn/'))).toEqual(hrefs.filter((href) => href.startsWith('http')));
  });
});

describe('isCurrent', () => {
  it('matches a path with or without its trailing slash, never a fragment link', () => {
    expect(isCurrent('/authors/', '/authors')).toBe(true);
    expect(isCurrent('/', '/')).toBe(true);
    expect(isCurrent('/blog', '/blog/')).toBe(true);
    expect(isCurrent('/books/', '/books/page/2/')).toBe(false);
    expect(isCurrent('/#popular', '/')).toBe(false);
  });
});
