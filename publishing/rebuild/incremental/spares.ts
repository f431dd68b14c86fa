/**
 * Retired releases kept to be made into the next ones. Linking a whole release
 * file by file costs one system call per file: 28 s of a 78 s live update at
 * 100,000 books (226,667 files), and deleting a retired one about as much. A
 * retired release differs from the live one only in what the last few updates
 * changed, so bringing it up to date touches those files alone; its manifest
 * (the content hash of every file) says which.
 *
 * The pool is `<releases>/spares/`: each spare is a folder and its manifest,
 * moved in whole (folder first, manifest last) and taken out the same way, so a
 * spare without its manifest is a half-moved one and is deleted, never used.
 * Nothing in a spare is ever written: it is brought up to date by renaming new
 * links over its entries, as every release is assembled.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { manifestOfFolder, ReleaseManifest } from '../release-manifest.ts';
import { linkRelease, syncRelease } from './assemble.ts';
import { removeState } from './state.ts';

/** Two: a live update makes two releases (its pages, then the same with the new search index). */
export const POOL_SIZE = 2;

const poolDir = (releasesDir: string) => join(releasesDir, 'spares');
const SUFFIX = manifestOfFolder('');

/** The spares, newest first (release ids begin with their time); half-moved ones are deleted. */
export function spareIds(releasesDir: string): string[] {
  const pool = poolDir(releasesDir);
  if (!existsSync(pool)) return [];
  const names = readdirSync(pool);
  const whole = new Set(names.filter((name) => name.endsWith(SUFFIX)).map((name) => name.slice(0, -SUFFIX.length)));
  for (const name of names) {
    const id = name.endsWith(SUFFIX) ? name.slice(0, -SUFFIX.length) : name;
    if (!(whole.has(id) && existsSync(join(pool, id)))) rmSync(join(pool, name), { recursive: true, force: true });
  }
  return [...whole]
    .filter((id) => existsSync(join(pool, id)))
    .sort()
    .reverse();
}

/**
 * Moves a release that is no longer live nor in the publish history into the
 * pool (with its manifest), or deletes it when it has no manifest or the pool
 * is full. Its state file is deleted: a spare is never published as it is.
 */
export function retire(releasesDir: string, id: string): void {
  const folder = join(releasesDir, id);
  removeState(releasesDir, id);
  const spares = spareIds(releasesDir);
  // A full pool keeps its newest spares: the closer a spare is to the live release, the less it takes.
  const oldest = spares.length >= POOL_SIZE ? spares.at(-1) : undefined;
  if (!existsSync(manifestOfFolder(folder)) || (oldest !== undefined && oldest > id)) {
    rmSync(folder, { recursive: true, force: true });
    rmSync(manifestOfFolder(folder), { force: true });
    return;
  }
  if (oldest !== undefined) {
    rmSync(manifestOfFolder(join(poolDir(releasesDir), oldest)), { force: true });
    rmSync(join(poolDir(releasesDir), oldest), { recursive: true, force: true });
  }
  mkdirSync(poolDir(releasesDir), { recursive: true });
  renameSync(folder, join(poolDir(releasesDir), id));
  renameSync(manifestOfFolder(folder), manifestOfFolder(join(poolDir(releasesDir), id)));
}

/**
 * Makes the folder `to` hold exactly the files of the release folder `from`
 * (whose manifest is at `manifest`): from the newest spare when there is one,
 * touching only the files that differ, else by linking every file. Answers how
 * many files it linked or removed, and whether a spare served.
 */
export function releaseFrom(releasesDir: string, from: string, manifest: string, to: string): { touched: number; fromSpare: boolean } {
  for (const id of spareIds(releasesDir)) {
    const spare = join(poolDir(releasesDir), id);
    const spareManifest = ReleaseManifest.open(manifestOfFolder(spare));
    const changes = spareManifest?.changesTo(manifest);
    spareManifest?.close();
    // The manifest goes first: from here on the folder is no longer a spare, whatever happens.
    rmSync(manifestOfFolder(spare), { force: true });
    if (!changes) {
      rmSync(spare, { recursive: true, force: true });
      continue;
    }
    renameSync(spare, to);
    return { touched: syncRelease(from, to, changes), fromSpare: true };
  }
  return { touched: linkRelease(from, to), fromSpare: false };
}

/**
 * Fills the pool up to its size with links of the live release, so that the
 * next live update finds a spare for each of its two releases. Runs after the
 * publish (not part of the time to live); after the first live update, the
 * releases each update retires keep the pool full.
 */
export function fillPool(releasesDir: string, live: string, newId: () => string): number {
  let made = 0;
  while (spareIds(releasesDir).length < POOL_SIZE) {
    const id = newId();
    const folder = join(poolDir(releasesDir), id);
    mkdirSync(poolDir(releasesDir), { recursive: true });
    linkRelease(join(releasesDir, live), folder);
    ReleaseManifest.copy(manifestOfFolder(join(releasesDir, live)), manifestOfFolder(folder));
    made += 1;
  }
  return made;
}
