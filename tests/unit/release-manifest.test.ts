/**
 * A live update's manifest is a copy of the live release's file with its
 * changes applied (ReleaseManifest.apply); what it then holds, and the pages'
 * diff it answers, must be what a whole manifest of the new release and
 * diffPages between the two would say.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { diffPages, type Manifest } from '../../publishing/rebuild/manifest.ts';
import { readWhole, ReleaseManifest } from '../../publishing/rebuild/release-manifest.ts';

const live = (): Manifest => ({
  'index.html': 'h-home',
  'books/index.html': 'h-books',
  'product-details/gora/index.html': 'h-gora',
  'product-details/devdas/index.html': 'h-devdas',
  'sitemap-1.xml': 'h-s1',
  'sitemap-2.xml': 'h-s2',
  '_astro/app.abc.js': 'h-js',
  'pagefind/fragment/a.pf_fragment': 'h-fa',
  'pagefind/index/b.pf_index': 'h-ib',
  'pagefind-extra/x.json': 'h-x',
});

let dir: string;
let livePath: string;
let nextPath: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'manifest-'));
  livePath = join(dir, 'live.manifest.db');
  nextPath = join(dir, 'next.manifest.db');
  ReleaseManifest.write(livePath, live());
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** The live manifest copied, `work` done on the copy, the copy saved; answers what `work` answered. */
function derived<T>(work: (manifest: ReleaseManifest) => T): T {
  const manifest = ReleaseManifest.derive(livePath, nextPath, () => ({}));
  try {
    const answer = work(manifest);
    manifest.save();
    return answer;
  } finally {
    manifest.close();
  }
}

describe('a manifest with a live update’s changes', () => {
  it('holds what a whole manifest of the new release would, and the same page diff; the live one is untouched', () => {
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

    const diff = derived((manifest) => manifest.apply(written, dropped));

    expect(readWhole(nextPath)).toEqual(expected);
    expect(readWhole(livePath)).toEqual(live());
    const whole = diffPages(live(), expected);
    expect(diff).toEqual({ added: [...whole.added].sort(), changed: [...whole.changed].sort(), removed: [...whole.removed].sort() });
    expect(diff).toEqual({
      added: ['product-details/notun/index.html'],
      changed: ['product-details/gora/index.html'],
      removed: ['product-details/devdas/index.html'],
    });
  });

  it('a file dropped and written again (a page moved back) stays, as written', () => {
    const diff = derived((manifest) =>
      manifest.apply({ 'product-details/devdas/index.html': 'h-devdas-2' }, ['product-details/devdas/index.html']),
    );
    expect(readWhole(nextPath)?.['product-details/devdas/index.html']).toBe('h-devdas-2');
    expect(diff).toEqual({ added: [], changed: ['product-details/devdas/index.html'], removed: [] });
  });

  it('looks files up, counts them, and finds those under a folder, not those of a folder whose name starts the same', () => {
    derived((manifest) => {
      expect(manifest.has('books/index.html')).toBe(true);
      expect(manifest.has('books')).toBe(false);
      expect(manifest.count()).toBe(Object.keys(live()).length);
      expect(manifest.under(['pagefind']).sort()).toEqual(['pagefind/fragment/a.pf_fragment', 'pagefind/index/b.pf_index']);
      expect(manifest.under(['sitemap-1.xml'])).toEqual(['sitemap-1.xml']);
    });
  });

  it('is saved whole or not at all: closed unsaved, nothing is left; with no live manifest, the fallback is used', () => {
    const manifest = ReleaseManifest.derive(livePath, nextPath, () => ({}));
    manifest.apply({ 'x.html': 'h' }, []);
    manifest.close();
    expect(existsSync(nextPath)).toBe(false);
    expect(existsSync(`${nextPath}.tmp`)).toBe(false);

    const fresh = ReleaseManifest.derive(join(dir, 'missing.manifest.db'), nextPath, () => ({ 'only.html': 'h-only' }));
    fresh.save();
    expect(readWhole(nextPath)).toEqual({ 'only.html': 'h-only' });
  });

  it('says which files bring a folder of one manifest to another’s: those to remove, those to link in', () => {
    derived((manifest) => manifest.apply({ 'product-details/gora/index.html': 'h-gora-2', 'new.html': 'h-new' }, ['sitemap-2.xml']));
    const spare = ReleaseManifest.open(livePath);
    expect(spare?.changesTo(nextPath)).toEqual({ remove: ['sitemap-2.xml'], link: ['new.html', 'product-details/gora/index.html'] });
    spare?.close();
  });

  it('a file that is not a manifest reads as none', () => {
    ReleaseManifest.copy(join(import.meta.dirname, 'release-manifest.test.ts'), join(dir, 'bad.manifest.db'));
    expect(ReleaseManifest.open(join(dir, 'bad.manifest.db'))).toBeNull();
    expect(readWhole(join(dir, 'absent.manifest.db'))).toBeNull();
  });
});
