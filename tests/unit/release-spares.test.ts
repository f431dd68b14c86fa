import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { syncRelease } from '../../publishing/rebuild/incremental/assemble.ts';
import { fillPool, POOL_SIZE, releaseFrom, retire, spareIds } from '../../publishing/rebuild/incremental/spares.ts';
import { listFiles, manifestOf } from '../../publishing/rebuild/manifest.ts';
import { manifestPath, ReleaseManifest } from '../../publishing/rebuild/release-manifest.ts';

let releases: string;

/** Writes release `id` and its manifest; answers the manifest's path. */
function writeRelease(id: string, files: Record<string, string>): string {
  const folder = join(releases, id);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(folder, file)), { recursive: true });
    writeFileSync(join(folder, file), text);
  }
  ReleaseManifest.write(manifestPath(releases, id), manifestOf(folder));
  return manifestPath(releases, id);
}

/** What brings the folder of the manifest at `from` to the files of the one at `to`. */
function changesBetween(from: string, to: string) {
  const manifest = ReleaseManifest.open(from);
  if (!manifest) throw new Error(`no manifest at ${from}`);
  try {
    return manifest.changesTo(to);
  } finally {
    manifest.close();
  }
}

const contents = (folder: string) => Object.fromEntries(listFiles(folder).map((file) => [file, readFileSync(join(folder, file), 'utf8')]));

/** An older release and the live one: one page changed, one added, one removed, one page now a folder's index. */
const OLD = {
  'index.html': 'home v1',
  'product-details/gora/index.html': 'Gora Tk 300',
  'product-details/gone/index.html': 'a removed book',
  'books/page/2.html': 'a page that became a folder',
  'pagefind/fragment/a.pf_fragment': 'old fragment',
  'sitemap.xml': '<urlset>v1</urlset>',
};
const LIVE = {
  'index.html': 'home v1',
  'product-details/gora/index.html': 'Gora Tk 250',
  'product-details/নতুন-বই/index.html': 'a new book',
  'books/page/2.html/index.html': 'now a folder',
  'pagefind/fragment/b.pf_fragment': 'new fragment',
  'sitemap.xml': '<urlset>v1</urlset>',
};

beforeEach(() => {
  releases = mkdtempSync(join(tmpdir(), 'spares-'));
});

afterEach(() => {
  rmSync(releases, { recursive: true, force: true });
});

describe('syncRelease', () => {
  it('makes an older release hold exactly the live files, touching only those that differ', () => {
    const oldManifest = writeRelease('old', OLD);
    const liveManifest = writeRelease('live', LIVE);
    const unchangedBefore = statSync(join(releases, 'old', 'index.html')).ino;

    const touched = syncRelease(join(releases, 'live'), join(releases, 'old'), changesBetween(oldManifest, liveManifest));

    expect(contents(join(releases, 'old'))).toEqual(LIVE);
    // 3 removed, 4 linked in (changed, new, the folder's index, the new fragment); the 2 equal files untouched.
    expect(touched).toBe(7);
    expect(statSync(join(releases, 'old', 'index.html')).ino).toBe(unchangedBefore);
    expect(statSync(join(releases, 'old', 'product-details/gora/index.html')).ino).toBe(
      statSync(join(releases, 'live', 'product-details/gora/index.html')).ino,
    );
    // The live release is read, never written.
    expect(contents(join(releases, 'live'))).toEqual(LIVE);
    expect(existsSync(join(releases, 'old', 'product-details', 'gone'))).toBe(false);
  });
});

describe('the pool of spare releases', () => {
  it('serves a retired release for the next one, brought up to the live files', () => {
    writeRelease('20261125T100000Z-aaaaaa', OLD);
    const liveManifest = writeRelease('20261125T110000Z-bbbbbb', LIVE);
    retire(releases, '20261125T100000Z-aaaaaa');
    expect(spareIds(releases)).toEqual(['20261125T100000Z-aaaaaa']);
    expect(existsSync(join(releases, '20261125T100000Z-aaaaaa'))).toBe(false);

    const made = releaseFrom(releases, join(releases, '20261125T110000Z-bbbbbb'), liveManifest, join(releases, 'next'));

    expect(made).toEqual({ fromSpare: true, touched: 7 });
    expect(contents(join(releases, 'next'))).toEqual(LIVE);
    expect(spareIds(releases)).toEqual([]);
  });

  it('links every file when the pool is empty', () => {
    const liveManifest = writeRelease('live', LIVE);
    const made = releaseFrom(releases, join(releases, 'live'), liveManifest, join(releases, 'next'));
    expect(made).toEqual({ fromSpare: false, touched: Object.keys(LIVE).length });
    expect(contents(join(releases, 'next'))).toEqual(LIVE);
  });

  it('never uses a spare whose manifest is missing (a move that died halfway), and deletes it', () => {
    const liveManifest = writeRelease('live', LIVE);
    mkdirSync(join(releases, 'spares', '20261125T100000Z-aaaaaa', 'product-details'), { recursive: true });
    writeFileSync(join(releases, 'spares', '20261125T100000Z-aaaaaa', 'stale.html'), 'stale');

    expect(spareIds(releases)).toEqual([]);
    const made = releaseFrom(releases, join(releases, 'live'), liveManifest, join(releases, 'next'));
    expect(made.fromSpare).toBe(false);
    expect(contents(join(releases, 'next'))).toEqual(LIVE);
    expect(readdirSync(join(releases, 'spares'))).toEqual([]);
  });

  it('keeps the newest spares when full, and deletes a release retired without a manifest', () => {
    const ids = ['20261125T090000Z-aaaaaa', '20261125T100000Z-bbbbbb', '20261125T080000Z-cccccc', '20261125T110000Z-dddddd'];
    for (const id of ids) {
      writeRelease(id, OLD);
      retire(releases, id);
    }
    expect(spareIds(releases)).toEqual(['20261125T110000Z-dddddd', '20261125T100000Z-bbbbbb']);
    for (const id of ids) expect(existsSync(join(releases, id))).toBe(false);

    writeRelease('20261125T120000Z-eeeeee', OLD);
    rmSync(manifestPath(releases, '20261125T120000Z-eeeeee'));
    retire(releases, '20261125T120000Z-eeeeee');
    expect(existsSync(join(releases, '20261125T120000Z-eeeeee'))).toBe(false);
    expect(spareIds(releases)).toHaveLength(POOL_SIZE);
  });

  it('is filled from the live release, and each spare serves once', () => {
    const liveManifest = writeRelease('live', LIVE);
    let n = 0;
    expect(fillPool(releases, 'live', () => `20261125T12000${(n += 1)}Z-ffffff`)).toBe(POOL_SIZE);
    expect(fillPool(releases, 'live', () => 'never')).toBe(0);

    for (const target of ['pages', 'index']) {
      const made = releaseFrom(releases, join(releases, 'live'), liveManifest, join(releases, target));
      expect(made).toEqual({ fromSpare: true, touched: 0 });
      expect(contents(join(releases, target))).toEqual(LIVE);
    }
    expect(releaseFrom(releases, join(releases, 'live'), liveManifest, join(releases, 'third')).fromSpare).toBe(false);
  });
});
