import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Product } from '#shared/api/schemas/shop.ts';
import type * as ListingKinds from '#build/listing-kinds.ts';
import type * as ListingRoutes from '#build/listing-routes.ts';
import { book } from './fixtures.ts';

type Shelf = { slug: string; name: string };
const books = (count: number): Product[] => Array.from({ length: count }, (_, i) => book(i + 1));
// "poetry" fits one page; "novel" has later pages (and had three numbered ones, 40 a page).
const SHELVES: Record<string, { shelf: Shelf; products: Product[] }> = {
  poetry: { shelf: { slug: 'poetry', name: 'কবিতা' }, products: books(12) },
  novel: { shelf: { slug: 'novel', name: 'উপন্যাস' }, products: books(81) },
};

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'listing-routes-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The modules as a build with this render plan (null: a full build) imports them. */
async function importWithPlan<T>(plan: string[] | null, load: () => Promise<T>): Promise<T> {
  vi.resetModules();
  if (plan === null) vi.stubEnv('RENDER_PLAN', '');
  else {
    const file = join(dir, `plan-${Math.random().toString(36).slice(2)}.json`);
    writeFileSync(file, JSON.stringify(plan));
    vi.stubEnv('RENDER_PLAN', file);
  }
  return load();
}

async function shelfListing(plan: string[] | null) {
  const { defineListing } = await importWithPlan<typeof ListingRoutes>(plan, () => import('#build/listing-routes.ts'));
  const { listingChunks } = await import('#shared/listing-chunks.ts');
  const loaded: string[] = [];
  const listing = defineListing<Shelf, 'slug'>({
    params: ['slug'],
    routePattern: '/shelves/([^/]+)',
    label: 'Shelf',
    members: async () => Object.values(SHELVES).map(({ shelf }) => shelf),
    paramsOf: (shelf) => ({ slug: shelf.slug }),
    answer: ({ slug }) => `shop:shelves/${slug}`,
    books: async ({ slug }) => {
      loaded.push(slug);
      const { shelf, products } = SHELVES[slug] ?? { shelf: { slug, name: slug }, products: [] };
      return { member: shelf, products };
    },
    path: (shelf) => `/shelves/${shelf.slug}/`,
    name: (shelf) => shelf.name,
    title: (shelf) => `Books on the shelf ${shelf.name}`,
    description: (shelf, count) => `${shelf.name}: ${count} books`,
    emptyMessage: (shelf) => `No books in ${shelf.name} yet.`,
    scope: (shelf) => ({ key: 'category', value: shelf.slug }),
  });
  const novelPages = listingChunks((SHELVES.novel?.products ?? []).map((book) => book.slug));
  return { listing, loaded, novelPages };
}

describe('a listing kind as routes, in a full build', () => {
  it('has a first page for every member and a later page for each book a page starts at', async () => {
    const { listing, novelPages } = await shelfListing(null);
    expect(await listing.firstPagePaths()).toEqual([
      { params: { slug: 'poetry' }, props: { params: { slug: 'poetry' }, from: null } },
      { params: { slug: 'novel' }, props: { params: { slug: 'novel' }, from: null } },
    ]);
    const later = novelPages
      .slice(1)
      .map(({ from }) => ({ params: { slug: 'novel', book: from }, props: { params: { slug: 'novel' }, from } }));
    expect(later.length).toBeGreaterThan(0);
    expect(await listing.laterPagePaths()).toEqual(later);
  });

  it('keeps the old numbered pages, 40 books a page, as addresses that send the browser on', async () => {
    const { listing } = await shelfListing(null);
    expect(await listing.numberedPagePaths()).toEqual([{ params: { slug: 'novel', page: '2' } }, { params: { slug: 'novel', page: '3' } }]);
  });

  it('renders the first page with the whole listing, its count and every page by number', async () => {
    const { listing, novelPages } = await shelfListing(null);
    const first = await listing.page({ params: { slug: 'novel' }, from: null });
    expect(first).toMatchObject({
      name: 'উপন্যাস',
      title: 'Books on the shelf উপন্যাস',
      kind: 'Shelf',
      description: 'উপন্যাস: 81 books.',
      emptyMessage: 'No books in উপন্যাস yet.',
      scope: { key: 'category', value: 'novel' },
      crumb: null,
      firstHref: '/shelves/novel/',
      href: '/shelves/novel/',
    });
    expect(first.listingProducts).toHaveLength(81);
    expect(first.products.map((book) => book.slug)).toEqual(SHELVES.novel?.products.slice(0, novelPages[0]?.end).map((book) => book.slug));
    expect(first.pager).toEqual({
      kind: 'numbered',
      hrefs: ['/shelves/novel/', ...novelPages.slice(1).map(({ from }) => `/shelves/novel/from/${from}/`)],
    });
  });

  it('renders a later page with its own books, named by the first, its neighbours and no count, in either interface', async () => {
    const { listing, novelPages } = await shelfListing(null);
    const second = novelPages[1];
    if (!second?.from) throw new Error('the novels need a second page');
    const page = await listing.page({ params: { slug: 'novel' }, from: second.from }, 'bn');
    const firstBook = SHELVES.novel?.products[second.start];
    expect(page.products.map((book) => book.slug)).toEqual(
      SHELVES.novel?.products.slice(second.start, second.end).map((book) => book.slug),
    );
    expect(page.listingProducts).toBeNull();
    expect(page.title).toBe(`Books on the shelf উপন্যাস — “${firstBook?.name}” থেকে`);
    expect(page.crumb).toBe(`“${firstBook?.name}” থেকে`);
    expect(page.href).toBe(`/bn/shelves/novel/from/${second.from}/`);
    expect(page.pager).toMatchObject({ kind: 'neighbours', previous: '/bn/shelves/novel/', first: '/bn/shelves/novel/' });
    expect(page.description).not.toMatch(/81/);
  });

  it('fails the build for a later page no book starts', async () => {
    const { listing } = await shelfListing(null);
    await expect(listing.page({ params: { slug: 'novel' }, from: 'book-9999' })).rejects.toThrow(/no page starts at book-9999/);
  });
});

describe('a listing kind as routes, in a live update (RENDER_PLAN)', () => {
  it('lists only the planned pages, and loads no listing to find the later ones', async () => {
    const { listing, loaded } = await shelfListing([
      '/shelves/novel/',
      '/shelves/novel/from/book-50/',
      '/shelves/gone/page/2',
      '/shelves/novel/page/3',
      '/books/page/2',
    ]);
    expect(await listing.firstPagePaths()).toEqual([{ params: { slug: 'novel' }, props: { params: { slug: 'novel' }, from: null } }]);
    expect(await listing.laterPagePaths()).toEqual([
      { params: { slug: 'novel', book: 'book-50' }, props: { params: { slug: 'novel' }, from: 'book-50' } },
    ]);
    expect(await listing.numberedPagePaths()).toEqual([{ params: { slug: 'gone', page: '2' } }, { params: { slug: 'novel', page: '3' } }]);
    expect(loaded).toEqual([]);
  });
});

describe("the shop's listings match their own later pages in a render plan", () => {
  const author = encodeURIComponent('হুমায়ূন-আহমেদ');
  const plan = [
    '/books/from/gitanjali/',
    '/books/categories/novel/from/pother-panchali/',
    '/books/publishers/nodi/from/kobita/',
    `/books/authors/7/${author}/from/himu/`,
    '/books/categories/novel/',
  ];

  it.each([
    ['allBooksListing', [{ params: { book: 'gitanjali' }, props: { params: {}, from: 'gitanjali' } }]],
    [
      'categoryListing',
      [{ params: { slug: 'novel', book: 'pother-panchali' }, props: { params: { slug: 'novel' }, from: 'pother-panchali' } }],
    ],
    ['publisherListing', [{ params: { slug: 'nodi', book: 'kobita' }, props: { params: { slug: 'nodi' }, from: 'kobita' } }]],
    [
      'authorListing',
      [{ params: { id: '7', name: 'হুমায়ূন-আহমেদ', book: 'himu' }, props: { params: { id: '7', name: 'হুমায়ূন-আহমেদ' }, from: 'himu' } }],
    ],
  ] as const)('%s', async (name, expected) => {
    const kinds = await importWithPlan<typeof ListingKinds>(plan, () => import('#build/listing-kinds.ts'));
    expect(await kinds[name].laterPagePaths()).toEqual(expected);
  });
});
