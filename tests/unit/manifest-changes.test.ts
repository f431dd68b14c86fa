/**
 * A live update's manifest is the live release's with its changes applied in
 * place (applyChanges); the pages' diff it answers must be the one diffPages
 * finds between the two whole manifests.
 */
import { describe, expect, it } from 'vitest';
import { applyChanges, diffPages, type Manifest } from '../../scripts/rebuild/manifest.ts';

const live = (): Manifest => ({
  'index.html': 'h-home',
  'books/index.html': 'h-books',
  'product-details/gora/index.html': 'h-gora',
  'product-details/devdas/index.html': 'h-devdas',
  'sitemap-1.xml': 'h-s1',
  'sitemap-2.xml': 'h-s2',
  '_astro/app.abc.js': 'h-js',
});

describe('a manifest with a live update’s changes', () => {
  it('holds what a whole manifest of the new release would, and the same page diff', () => {
    const before = live();
    const written = {
      'product-details/gora/index.html': 'h-gora-2',
      'books/index.html': 'h-books',
      'product-details/notun/index.html': 'h-notun',
      'sitemap-1.xml': 'h-s1b',
      '_astro/app.def.js': 'h-js2',
    };
    const dropped = ['product-details/devdas/index.html', 'sitemap-2.xml', 'not-there.html'];
    const expected: Manifest = { ...live(), ...written };
    delete expected['product-details/devdas/index.html'];
    delete expected['sitemap-2.xml'];

    const manifest = live();
    const diff = applyChanges(manifest, written, dropped);
    expect(manifest).toEqual(expected);
    const whole = diffPages(before, expected);
    expect(diff).toEqual({ added: [...whole.added].sort(), changed: [...whole.changed].sort(), removed: [...whole.removed].sort() });
    expect(diff).toEqual({ added: ['product-details/notun/index.html'], changed: ['product-details/gora/index.html'], removed: ['product-details/devdas/index.html'] });
  });

  it('a file dropped and written again (a page moved back) stays, as written', () => {
    const manifest = live();
    const diff = applyChanges(manifest, { 'product-details/devdas/index.html': 'h-devdas-2' }, ['product-details/devdas/index.html']);
    expect(manifest['product-details/devdas/index.html']).toBe('h-devdas-2');
    expect(diff).toEqual({ added: [], changed: ['product-details/devdas/index.html'], removed: [] });
  });
});
