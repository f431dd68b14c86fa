/**
 * Making a release from the live one without touching it: every file is
 * hard-linked into the new folder (no copy, no write), and each file that
 * changes is written under a temporary name and renamed over its link, which
 * replaces the link and leaves the live release's file as it was. Nothing
 * here ever opens a linked file for writing.
 */
import { copyFileSync, linkSync, mkdirSync, readdirSync, renameSync, rmdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { FolderChanges } from '../release-manifest.ts';

/** Links every file of `from` into the new folder `to`; answers how many. */
export function linkRelease(from: string, to: string): number {
  let count = 0;
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    const target = join(to, relative(from, join(entry.parentPath, entry.name)));
    if (entry.isDirectory()) mkdirSync(target, { recursive: true });
    else if (entry.isFile()) {
      mkdirSync(dirname(target), { recursive: true });
      linkSync(join(entry.parentPath, entry.name), target);
      count += 1;
    }
  }
  return count;
}

let sequence = 0;
const temporaryName = (path: string) => `${path}.tmp-${process.pid}-${(sequence += 1)}`;

/** Puts a new file at `path` (copied from `source`, or the given bytes) by rename: a link there is replaced, never written into. */
export function putFile(path: string, content: { source: string } | { bytes: string | Uint8Array }): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = temporaryName(path);
  if ('source' in content) copyFileSync(content.source, temporary);
  else writeFileSync(temporary, content.bytes);
  renameSync(temporary, path);
}

/** Puts a link to `source` at `path` by rename, as putFile does with a copy. */
function putLink(path: string, source: string): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = temporaryName(path);
  linkSync(source, temporary);
  renameSync(temporary, path);
}

/**
 * Brings the folder `to` to the files of `from`, as their manifests' `changes` say: each file that
 * `from` lacks is removed, each one that differs or is missing is linked from `from` by rename.
 * Answers how many files it touched; the others are not looked at.
 */
export function syncRelease(from: string, to: string, changes: FolderChanges): number {
  // Removals first: a file that became a folder (or the reverse) is out of the way before its replacement comes.
  for (const file of changes.remove) dropFile(to, file);
  for (const file of changes.link) putLink(join(to, file), join(from, file));
  return changes.remove.length + changes.link.length;
}

/** Removes a file of the new release (only its link), and the folders it leaves empty up to `root`. */
export function dropFile(root: string, file: string): void {
  const path = join(root, file);
  try {
    unlinkSync(path);
  } catch {
    return;
  }
  for (let dir = dirname(path); dir !== root && dir.startsWith(root); dir = dirname(dir)) {
    try {
      rmdirSync(dir);
    } catch {
      break;
    }
  }
}
