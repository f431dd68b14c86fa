import { describe, expect, it } from 'vitest';
import { layoutChunkName } from '#build/integrations/chunk-groups.ts';

const LAYOUT = '/shop/src/features/shell/BaseLayout.astro?astro&type=script&index=0&lang.ts';
const SEARCH_PAGE = '/shop/src/pages/books/search/index.astro?astro&type=script&index=0&lang.ts';
const HEADER_SEARCH = '/shop/src/features/search/header-search.ts';
const CHECKOUT = '/shop/src/features/checkout/CheckoutPage.tsx';

/** A module graph given as module → its static importers. */
function context(importers: Record<string, string[]>) {
  return { getModuleInfo: (id: string) => (id in importers ? { importers: importers[id] ?? [] } : null) };
}

describe('the base chunk of the layout script', () => {
  const graph = context({
    [LAYOUT]: [],
    [SEARCH_PAGE]: [],
    [CHECKOUT]: [],
    [HEADER_SEARCH]: [LAYOUT],
    '/shop/src/features/cart/cart-store.ts': [LAYOUT, CHECKOUT],
    '/shop/node_modules/nanostores/index.js': ['/shop/src/features/cart/cart-store.ts'],
    '/shop/src/shared/links.ts': [HEADER_SEARCH, SEARCH_PAGE],
    '/shop/src/features/search/search-page.ts': [SEARCH_PAGE],
    '/shop/src/features/checkout/CheckoutForm.tsx': [CHECKOUT],
    '/shop/src/shared/api/schemas/orders.ts': ['/shop/src/features/checkout/CheckoutForm.tsx'],
    // a cycle that only an island reaches
    '/shop/src/a.ts': ['/shop/src/b.ts', CHECKOUT],
    '/shop/src/b.ts': ['/shop/src/a.ts'],
    // a cycle that the layout reaches through one of its members
    '/shop/src/c.ts': ['/shop/src/d.ts'],
    '/shop/src/d.ts': ['/shop/src/c.ts', LAYOUT],
  });

  it('takes what the layout script imports, directly or through other modules', () => {
    const name = layoutChunkName();
    expect(name('/shop/src/features/cart/cart-store.ts', graph)).toBe('base');
    expect(name('/shop/node_modules/nanostores/index.js', graph)).toBe('base');
    expect(name('/shop/src/shared/links.ts', graph)).toBe('base');
    expect(name('/shop/src/c.ts', graph)).toBe('base');
  });

  it('leaves what only islands and other pages import to the per-page groups, and the scripts themselves to their entries', () => {
    const name = layoutChunkName();
    expect(name('/shop/src/features/search/search-page.ts', graph)).toBeNull();
    expect(name(SEARCH_PAGE, graph)).toBeNull();
    expect(name('/shop/src/features/checkout/CheckoutForm.tsx', graph)).toBeNull();
    expect(name('/shop/src/shared/api/schemas/orders.ts', graph)).toBeNull();
    expect(name('/shop/src/a.ts', graph)).toBeNull();
    expect(name('/shop/src/b.ts', graph)).toBeNull();
    expect(name(LAYOUT, graph)).toBeNull();
    expect(name(CHECKOUT, graph)).toBeNull();
  });

  it('decides a module the same way whichever module it is asked about first', () => {
    const first = layoutChunkName();
    expect(first('/shop/src/d.ts', graph)).toBe('base');
    expect(first('/shop/src/c.ts', graph)).toBe('base');
    const second = layoutChunkName();
    expect(second('/shop/src/b.ts', graph)).toBeNull();
    expect(second('/shop/src/a.ts', graph)).toBeNull();
  });

  it('looks up each module once, however many paths lead to it', () => {
    // 24 layers of two modules, each imported by both of the layer above: 2^24 paths from the bottom.
    const layers = 24;
    const importers: Record<string, string[]> = { [CHECKOUT]: [] };
    for (let layer = 0; layer < layers; layer += 1) {
      const above = layer === 0 ? [CHECKOUT] : [`/shop/src/l${layer - 1}a.ts`, `/shop/src/l${layer - 1}b.ts`];
      importers[`/shop/src/l${layer}a.ts`] = above;
      importers[`/shop/src/l${layer}b.ts`] = above;
    }
    let lookups = 0;
    const counted = { getModuleInfo: (id: string) => ((lookups += 1), context(importers).getModuleInfo(id)) };
    const name = layoutChunkName();
    for (const id of Object.keys(importers).reverse()) expect(name(id, counted)).toBeNull();
    expect(lookups).toBeLessThanOrEqual(Object.keys(importers).length);
  });
});
