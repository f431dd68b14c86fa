/** Content hashes of a build's files, and what changed between two builds (a release keeps its own: release-manifest.ts). */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export type Manifest = Record<string, string>;

/** The files a report counts as pages. */
export const isPage = (file: string) => file.endsWith('.html');

export function listFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

export function manifestOf(root: string, files = listFiles(root)): Manifest {
  const manifest: Manifest = {};
  for (const file of files)
    manifest[file] = createHash('sha256')
      .update(readFileSync(join(root, file)))
      .digest('hex');
  return manifest;
}

export type PageDiff = { added: string[]; changed: string[]; removed: string[] };

/** Pages (HTML files) added, changed and removed from `before` to `after`. */
export function diffPages(before: Manifest | null, after: Manifest): PageDiff {
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
