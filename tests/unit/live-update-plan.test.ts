import { describe, expect, it } from 'vitest';
import { fileOfRoute, renderPlan } from '../../publishing/rebuild/incremental/plan.ts';
import { pagesShowing } from '../support/pages-showing.ts';

const bangla = 'হুমায়ূন-আহমেদ';

/** What each page of a small release shows. */
const pages: Record<string, string[]> = {
  '/': ['a:shop:homepage/slider', 'm:shop:homepage/sections', 'c:gora', 'c:chokher-bali'],
  '/books': ['m:shop:products', 'c:gora', 'c:chokher-bali', 'c:shesher-kobita'],
  '/books/page/2': ['m:shop:products', 'c:old-book'],
  '/categories/novel': ['m:shop:categories/novel', 'c:gora'],
  '/product-details/gora': ['a:shop:products/gora', 'c:chokher-bali'],
  '/product-details/chokher-bali': ['a:shop:products/chokher-bali', 'c:gora'],
  '/product-details/old-book': ['a:shop:products/old-book', 'c:gora'],
  [`/authors/7/${bangla}`]: [`m:shop:authors/7/${bangla}`, 'c:shesher-kobita'],
  '/about-us': ['a:content:pages/about-us'],
};
const routes = Object.keys(pages);

describe('renderPlan', () => {
  const cases: {
    name: string;
    changed: string[];
    before?: string[];
    after?: string[];
    render: string[];
    remove: string[];
    routesChanged: boolean;
  }[] = [
    { name: 'nothing changed', changed: [], render: [], remove: [], routesChanged: false },
    { name: 'a key no page shows', changed: ['a:shop:nobody'], render: [], remove: [], routesChanged: false },
    {
      name: 'a whole answer shown by one page',
      changed: ['a:content:pages/about-us'],
      render: ['/about-us'],
      remove: [],
      routesChanged: false,
    },
    {
      name: "a book's card: every page linking to it",
      changed: ['c:gora'],
      render: ['/', '/books', '/categories/novel', '/product-details/chokher-bali', '/product-details/old-book'],
      remove: [],
      routesChanged: false,
    },
    {
      name: 'several keys, the union of their pages, once each',
      changed: ['c:shesher-kobita', 'm:shop:products', 'a:shop:products/gora'],
      render: ['/books', '/books/page/2', `/authors/7/${bangla}`, '/product-details/gora'],
      remove: [],
      routesChanged: false,
    },
    {
      name: 'a new book: its page is added and rendered though no page recorded it',
      changed: ['m:shop:products'],
      after: [...routes, '/product-details/new-book'],
      render: ['/books', '/books/page/2', '/product-details/new-book'],
      remove: [],
      routesChanged: true,
    },
    {
      name: 'a removed book: its page is removed, never rendered, even though its keys changed',
      changed: ['a:shop:products/old-book', 'c:old-book', 'c:gora'],
      after: routes.filter((route) => route !== '/product-details/old-book'),
      render: ['/', '/books', '/books/page/2', '/categories/novel', '/product-details/chokher-bali'],
      remove: ['/product-details/old-book'],
      routesChanged: true,
    },
    {
      name: 'a page gone from the routes with nothing changed is removed only',
      changed: [],
      after: routes.filter((route) => route !== '/books/page/2'),
      render: [],
      remove: ['/books/page/2'],
      routesChanged: true,
    },
    {
      name: 'routes written with trailing slashes, index.html or a query are the same routes',
      changed: [],
      before: ['/', '/books/', '/about-us/index.html', '/404.html'],
      after: ['/index.html', '/books', '/about-us/', '/404'],
      render: [],
      remove: [],
      routesChanged: false,
    },
    {
      name: 'an added route is listed normalised (and a percent-encoded one decoded)',
      changed: [],
      before: ['/'],
      after: ['/', '/product-details/new-book/', `/authors/8/${encodeURIComponent(bangla)}/index.html`],
      render: [`/authors/8/${bangla}`, '/product-details/new-book'],
      remove: [],
      routesChanged: true,
    },
    {
      name: 'a removed route is listed normalised',
      changed: ['a:shop:products/old-book'],
      before: ['/', '/product-details/old-book/'],
      after: ['/'],
      render: [],
      remove: ['/product-details/old-book'],
      routesChanged: true,
    },
    {
      name: 'a route added and another removed together',
      changed: [],
      before: ['/', '/b', '/a'],
      after: ['/', '/c', '/d'],
      render: ['/c', '/d'],
      remove: ['/a', '/b'],
      routesChanged: true,
    },
  ];

  it.each(cases)('$name', ({ changed, before, after, render, remove, routesChanged }) => {
    const plan = renderPlan(pagesShowing(pages, changed), before ?? routes, after ?? routes);
    expect(plan.render).toEqual([...render].sort());
    expect(plan.remove).toEqual([...remove].sort());
    expect(plan.routesChanged).toBe(routesChanged);
  });

  it('answers its lists sorted, without duplicates', () => {
    const plan = renderPlan(pagesShowing(pages, ['c:gora', 'c:chokher-bali', 'c:shesher-kobita']), routes, [...routes, '/z-new', '/a-new']);
    expect(plan.render).toEqual([...plan.render].sort());
    expect(new Set(plan.render).size).toBe(plan.render.length);
    expect(plan.render).toContain('/a-new');
    expect(plan.render).toContain('/z-new');
  });

  it('never renders a route it removes', () => {
    const everything = new Set(Object.values(pages).flat());
    const after = routes.filter((_, i) => i % 2 === 0);
    const plan = renderPlan(pagesShowing(pages, everything), routes, after);
    expect(plan.remove.length).toBeGreaterThan(0);
    for (const route of plan.remove) expect(plan.render).not.toContain(route);
    expect([...plan.render].sort()).toEqual([...after].sort());
  });
});

describe('fileOfRoute (Astro directory format)', () => {
  const cases: [string, string][] = [
    ['/', 'index.html'],
    ['/404', '404.html'],
    ['/sitemap.xml', 'sitemap.xml'],
    ['/sitemap-2.xml', 'sitemap-2.xml'],
    ['/authors/search-index.json', 'authors/search-index.json'],
    ['/books', 'books/index.html'],
    ['/books/page/2', 'books/page/2/index.html'],
    ['/product-details/gora', 'product-details/gora/index.html'],
    [`/authors/7/${bangla}`, `authors/7/${bangla}/index.html`],
    [`/authors/7/${bangla}/page/3`, `authors/7/${bangla}/page/3/index.html`],
  ];
  it.each(cases)('%s → %s', (route, file) => {
    expect(fileOfRoute(route)).toBe(file);
  });
});
