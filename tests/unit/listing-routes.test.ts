import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../src/lib/api/schemas/shop.ts';
import type * as ListingKinds from '../../src/components/listing/listing-kinds.ts';
import type * as ListingRoutes from '../../src/components/listing/listing-routes.ts';
import { book } from './fixtures.ts';

type Shelf = { slug: string; name: string };
const books = (count: number): Product[] => Array.from({ length: count }, (_, i) => book(i + 1));
// 40 books a page: "poetry" has one page, "novel" three.
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
  const { defineListing } = await importWithPlan<typeof ListingRoutes>(plan, () => import('../../src/components/listing/listing-routes.ts'));
  const loaded: string[] = [];
  const listing = defineListing({
    params: ['slug'],
    laterPagePattern: /^\/shelves\/([^/]+)\/page\/(\d+)$/,
    label: 'Shelf',
    members: async () => Object.values(SHELVES).map(({ shelf }) => shelf),
    paramsOf: (shelf) => ({ slug: shelf.slug }),
    books: async ({ slug }) => {
      loaded.push(slug);
      const { shelf, products } = SHELVES[slug] ?? { shelf: { slug, name: slug }, products: [] };
      return { member: shelf, products };
    },
    path: (shelf, page) => (page > 1 ? `/shelves/${shelf.slug}/page/${page}/` : `/shelves/${shelf.slug}/`),
    name: (shelf) => shelf.name,
    title: (shelf) => `Books on the shelf ${shelf.name}`,
    description: (shelf, count) => `${shelf.name}: ${count} books`,
    emptyMessage: (shelf) => `No books in ${shelf.name} yet.`,
    scope: (shelf) => ({ key: 'category', value: shelf.slug }),
  });
  return { listing, loaded };
}

describe('a listing kind as routes, in a full build', () => {
  it('has a first page for every member and a later page for each further 40 books', async () => {
    const { listing } = await shelfListing(null);
    expect(await listing.firstPagePaths()).toEqual([
      { params: { slug: 'poetry' }, props: { params: { slug: 'poetry' }, page: 1 } },
      { params: { slug: 'novel' }, props: { params: { slug: 'novel' }, page: 1 } },
    ]);
    expect(await listing.laterPagePaths()).toEqual([
      { params: { slug: 'novel', page: '2' }, props: { params: { slug: 'novel' }, page: 2 } },
      { params: { slug: 'novel', page: '3' }, props: { params: { slug: 'novel' }, page: 3 } },
    ]);
  });

  it('renders a page from its member, with the page number in the description only after page 1', async () => {
    const { listing } = await shelfListing(null);
    const first = await listing.page({ params: { slug: 'novel' }, page: 1 });
    expect(first).toMatchObject({
      name: 'উপন্যাস',
      title: 'Books on the shelf উপন্যাস',
      kind: 'Shelf',
      page: 1,
      description: 'উপন্যাস: 81 books.',
      emptyMessage: 'No books in উপন্যাস yet.',
      scope: { key: 'category', value: 'novel' },
    });
    expect(first.products).toHaveLength(81);
    expect(first.href(1)).toBe('/shelves/novel/');
    expect(first.href(3)).toBe('/shelves/novel/page/3/');
    expect((await listing.page({ params: { slug: 'novel' }, page: 2 })).description).toBe('উপন্যাস: 81 books (page 2).');
  });
});

describe('a listing kind as routes, in a live update (RENDER_PLAN)', () => {
  it('lists only the planned pages, and loads no listing to find the later ones', async () => {
    const { listing, loaded } = await shelfListing(['/shelves/novel/', '/shelves/novel/page/3/', '/shelves/gone/page/2', '/books/page/2']);
    expect(await listing.firstPagePaths()).toEqual([{ params: { slug: 'novel' }, props: { params: { slug: 'novel' }, page: 1 } }]);
    expect(await listing.laterPagePaths()).toEqual([
      { params: { slug: 'novel', page: '3' }, props: { params: { slug: 'novel' }, page: 3 } },
      { params: { slug: 'gone', page: '2' }, props: { params: { slug: 'gone' }, page: 2 } },
    ]);
    expect(loaded).toEqual([]);
  });
});

describe("the shop's listings match their own later pages in a render plan", () => {
  const author = encodeURIComponent('হুমায়ূন-আহমেদ');
  const plan = ['/books/page/4/', '/books/categories/novel/page/2/', '/books/publishers/nodi/page/3/', `/books/authors/7/${author}/page/2/`, '/books/categories/novel/'];

  it.each([
    ['allBooksListing', [{ params: { page: '4' }, props: { params: {}, page: 4 } }]],
    ['categoryListing', [{ params: { slug: 'novel', page: '2' }, props: { params: { slug: 'novel' }, page: 2 } }]],
    ['publisherListing', [{ params: { slug: 'nodi', page: '3' }, props: { params: { slug: 'nodi' }, page: 3 } }]],
    [
      'authorListing',
      [{ params: { id: '7', name: 'হুমায়ূন-আহমেদ', page: '2' }, props: { params: { id: '7', name: 'হুমায়ূন-আহমেদ' }, page: 2 } }],
    ],
  ] as const)('%s', async (name, expected) => {
    const kinds = await importWithPlan<typeof ListingKinds>(plan, () => import('../../src/components/listing/listing-kinds.ts'));
    expect(await kinds[name].laterPagePaths()).toEqual(expected);
  });
});
