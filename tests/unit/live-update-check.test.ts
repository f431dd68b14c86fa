import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkPages } from '../../publishing/rebuild/incremental/assemble-pages.ts';
import type { RenderPlan } from '../../publishing/rebuild/incremental/plan.ts';
import { ReleaseManifest } from '../../publishing/rebuild/release-manifest.ts';

let root: string;
let release: string;
let manifest: ReleaseManifest;

/** A new release holding `files` (path → HTML), its manifest listing the same files. */
function releaseWith(files: Record<string, string>): void {
  for (const [file, html] of Object.entries(files)) {
    mkdirSync(dirname(join(release, file)), { recursive: true });
    writeFileSync(join(release, file), html);
  }
  const path = join(root, 'release.manifest.db');
  ReleaseManifest.write(path, Object.fromEntries(Object.keys(files).map((file) => [file, 'hash'])));
  const opened = ReleaseManifest.open(path);
  if (!opened) throw new Error('no manifest written');
  manifest = opened;
}

const check = (plan: Partial<RenderPlan>) =>
  checkPages({
    outDir: release,
    plan: { render: [], remove: [], add: [], routesChanged: true, ...plan },
    manifest,
    changed: new Set(),
    rendered: {},
    pagesShowing: () => [],
  });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'live-check-'));
  release = join(root, 'release');
});

afterEach(() => {
  manifest.close();
  rmSync(root, { recursive: true, force: true });
});

describe('checkPages, when a live update adds and removes routes', () => {
  it('passes a release that holds every added route and none of the removed ones', () => {
    releaseWith({ 'index.html': '<h1>home</h1>', 'product-details/gora/index.html': '<h1>Gora</h1>', 'robots.txt': 'User-agent: *' });
    expect(check({ add: ['/product-details/gora', '/robots.txt'], remove: ['/product-details/chokher-bali'] })).toEqual([]);
  });

  it('names an added route the release lacks, and a removed one it still holds', () => {
    releaseWith({ 'index.html': '<h1>home</h1>', 'product-details/chokher-bali/index.html': '<h1>Chokher Bali</h1>' });
    expect(check({ add: ['/product-details/gora'], remove: ['/product-details/chokher-bali'] })).toEqual([
      '1 routes added are missing: /product-details/gora',
      '1 routes removed are still there: /product-details/chokher-bali',
    ]);
  });
});
