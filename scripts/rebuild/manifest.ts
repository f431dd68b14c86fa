/** Content hashes of a build's files, and what changed between two builds. */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export type Manifest = Record<string, string>;

/** Where release `id`'s manifest lives, beside its folder. */
export const manifestPath = (releasesDir: string, id: string) => join(releasesDir, `${id}.manifest.json`);

/** Writes release `id`'s manifest whole, renamed into place: a reader never sees half of one. */
export function writeManifest(releasesDir: string, id: string, manifest: Manifest): void {
  const path = manifestPath(releasesDir, id);
  writeFileSync(`${path}.tmp`, JSON.stringify(manifest));
  renameSync(`${path}.tmp`, path);
}

/** A release's manifest file (`<release>.manifest.json`), or null when there is none or it is not a manifest. */
export function readManifest(path: string): Manifest | null {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Manifest) : null;
  } catch {
    return null;
  }
}

export function listFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

export function manifestOf(root: string, files = listFiles(root)): Manifest {
  const manifest: Manifest = {};
  for (const file of files) manifest[file] = createHash('sha256').update(readFileSync(join(root, file))).digest('hex');
  return manifest;
}

export type PageDiff = { added: string[]; changed: string[]; removed: string[] };

/** Pages (HTML files) added, changed and removed from `before` to `after`. */
export function diffPages(before: Manifest | null, after: Manifest): PageDiff {
  const isPage = (file: string) => file.endsWith('.html');
  const previous = before ?? {};
  const diff: PageDiff = { added: [], changed: [], removed: [] };
  for (const [file, hash] of Object.entries(after)) {
    if (!isPage(file)) continue;
    const old = previous[file];
    if (old === undefined) diff.added.push(file);
    else if (old !== hash) diff.changed.push(file);
  }
  for (const file of Object.keys(previous)) if (isPage(file) && !(file in after)) diff.removed.push(file);
  return diff;
}

/**
 * A live update's release: the live release's manifest (`manifest`, changed in place) with the files it
 * wrote (`written`, their new hashes) and dropped. Answers the pages' diff, as diffPages would from the
 * two manifests, at the cost of the changes alone.
 */
export function applyChanges(manifest: Manifest, written: Manifest, dropped: Iterable<string>): PageDiff {
  const isPage = (file: string) => file.endsWith('.html');
  const diff: PageDiff = { added: [], changed: [], removed: [] };
  for (const file of new Set(dropped)) {
    if (file in written || !(file in manifest)) continue;
    if (isPage(file)) diff.removed.push(file);
    Reflect.deleteProperty(manifest, file);
  }
  for (const [file, hash] of Object.entries(written)) {
    const old = manifest[file];
    if (isPage(file) && old === undefined) diff.added.push(file);
    else if (isPage(file) && old !== hash) diff.changed.push(file);
    manifest[file] = hash;
  }
  for (const list of [diff.added, diff.changed, diff.removed]) list.sort();
  return diff;
}

/** One hash for a whole tree (tests compare a published site before and after). */
export function treeHash(root: string): string {
  const hash = createHash('sha256');
  for (const [file, digest] of Object.entries(manifestOf(root))) hash.update(`${file}\0${digest}\n`);
  return hash.digest('hex');
}
