/**
 * Publishing releases: the live path (dist/ by default) is a symlink to one
 * release folder, switched with a single rename(2) of a freshly made symlink
 * over it, so a reader sees the old release or the new one, never a mix or
 * nothing. The publish history (releases.json) gives rollback its target;
 * pruning keeps the live release and the newest few others.
 */
import { existsSync, lstatSync, readFileSync, readlinkSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { removeState } from './incremental/state.ts';
import { manifestPath } from './release-manifest.ts';

export type Releases = { dir: string; live: string };

const HISTORY = 'releases.json';

export function readHistory(releases: Releases): string[] {
  try {
    const parsed: unknown = JSON.parse(readFileSync(join(releases.dir, HISTORY), 'utf8'));
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function writeHistory(releases: Releases, history: string[]): void {
  const path = join(releases.dir, HISTORY);
  writeFileSync(`${path}.tmp`, JSON.stringify(history.slice(-50)));
  renameSync(`${path}.tmp`, path);
}

/** The release the live path points at, or null (nothing published by a rebuild yet). */
export function liveRelease(releases: Releases): string | null {
  const info = lstatSync(releases.live, { throwIfNoEntry: false });
  if (!info?.isSymbolicLink()) return null;
  const target = resolve(dirname(releases.live), readlinkSync(releases.live));
  return dirname(target) === resolve(releases.dir) ? basename(target) : null;
}

/** Points the live path at a release in one rename; a real folder at the live path is first kept as a release. */
function switchTo(releases: Releases, id: string): void {
  const target = relative(dirname(releases.live), join(releases.dir, id));
  const next = `${releases.live}.next-${process.pid}`;
  rmSync(next, { force: true });
  symlinkSync(target, next, 'dir');
  const info = lstatSync(releases.live, { throwIfNoEntry: false });
  if (info && !info.isSymbolicLink()) {
    // First publish over a plain build folder: keep it as a release (rollback can go back to it).
    // rename(2) cannot put a symlink over a folder, so for this one switch the live path is absent
    // for the instant between the two renames.
    const migrated = `${id.split('-')[0]}-migrated`;
    renameSync(releases.live, join(releases.dir, migrated));
    writeHistory(releases, [...readHistory(releases), migrated]);
  }
  renameSync(next, releases.live);
}

export function publish(releases: Releases, id: string): void {
  switchTo(releases, id);
  writeHistory(releases, [...readHistory(releases), id]);
}

/**
 * Takes a release out of the publish history (a live update's pages-only release once
 * its search index is live too): rollback then goes back past the whole run, and the
 * next rebuild removes the folder as a leftover.
 */
export function forgetRelease(releases: Releases, id: string): void {
  writeHistory(
    releases,
    readHistory(releases).filter((entry) => entry !== id),
  );
}

/** Switches back to the release published before the live one; answers its id, or null when there is none. */
export function rollback(releases: Releases): { from: string | null; to: string } | null {
  const current = liveRelease(releases);
  const history = readHistory(releases);
  const target = [...history].reverse().find((id) => id !== current && existsSync(join(releases.dir, id)));
  if (!target) return null;
  switchTo(releases, target);
  writeHistory(releases, [...history, target]);
  return { from: current, to: target };
}

function remove(releases: Releases, id: string): void {
  rmSync(join(releases.dir, id), { recursive: true, force: true });
  rmSync(manifestPath(releases.dir, id), { force: true });
  removeState(releases.dir, id);
}

/**
 * Takes all but the live release and the newest `keep - 1` others (by publish
 * history) out of use: `dispose` removes them with their files, or keeps them
 * for reuse (incremental/spares.ts).
 */
export function prune(releases: Releases, keep: number, dispose: (id: string) => void = (id) => remove(releases, id)): string[] {
  const current = liveRelease(releases);
  const kept = new Set<string>(current ? [current] : []);
  for (const id of [...readHistory(releases)].reverse()) {
    if (kept.size >= keep) break;
    if (existsSync(join(releases.dir, id))) kept.add(id);
  }
  const removed: string[] = [];
  for (const id of new Set(readHistory(releases))) {
    if (kept.has(id) || !existsSync(join(releases.dir, id))) continue;
    dispose(id);
    removed.push(id);
  }
  return removed;
}
