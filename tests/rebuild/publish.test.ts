/** Publishing releases by symlink: switch, first publish over a plain folder, rollback, prune. */
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { liveRelease, prune, publish, rollback, type Releases } from '../../publishing/rebuild/publish.ts';

let root: string;
let releases: Releases;

function release(id: string, text: string): void {
  mkdirSync(join(releases.dir, id), { recursive: true });
  writeFileSync(join(releases.dir, id, 'index.html'), text);
}
const served = () => readFileSync(join(releases.live, 'index.html'), 'utf8');

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'publish-'));
  releases = { dir: join(root, 'releases'), live: join(root, 'dist') };
  mkdirSync(releases.dir);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('publish', () => {
  it('points the live path at the new release, as a symlink', () => {
    release('r1', 'one');
    publish(releases, 'r1');
    expect(lstatSync(releases.live).isSymbolicLink()).toBe(true);
    expect(served()).toBe('one');
    release('r2', 'two');
    publish(releases, 'r2');
    expect(served()).toBe('two');
    expect(liveRelease(releases)).toBe('r2');
  });

  it('keeps a plain build folder found at the live path as a release, and rollback returns to it', () => {
    mkdirSync(releases.live);
    writeFileSync(join(releases.live, 'index.html'), 'plain build');
    release('20261122T080000Z-aaaaaa', 'new');
    publish(releases, '20261122T080000Z-aaaaaa');
    expect(served()).toBe('new');
    expect(rollback(releases)?.to).toBe('20261122T080000Z-migrated');
    expect(served()).toBe('plain build');
  });

  it('rollback goes to the release before the live one, and again further back', () => {
    for (const [id, text] of [
      ['r1', 'one'],
      ['r2', 'two'],
      ['r3', 'three'],
    ] as const) {
      release(id, text);
      publish(releases, id);
    }
    expect(rollback(releases)).toEqual({ from: 'r3', to: 'r2' });
    expect(served()).toBe('two');
  });

  it('rollback with nothing to go back to answers null and changes nothing', () => {
    release('r1', 'one');
    publish(releases, 'r1');
    expect(rollback(releases)).toBeNull();
    expect(served()).toBe('one');
  });

  it('prune keeps the live release and the newest others, never the live one removed', () => {
    for (const id of ['r1', 'r2', 'r3', 'r4']) {
      release(id, id);
      publish(releases, id);
    }
    rollback(releases); // live: r3
    expect(prune(releases, 2).sort()).toEqual(['r1', 'r2']);
    expect(existsSync(join(releases.dir, 'r3'))).toBe(true);
    expect(existsSync(join(releases.dir, 'r4'))).toBe(true);
    expect(served()).toBe('r3');
  });
});
