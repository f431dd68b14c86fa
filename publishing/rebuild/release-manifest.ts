/**
 * A release's manifest (the content hash of every file) in an SQLite file beside
 * it, `<release>.manifest.db`, read by key.
 *
 * Why not JSON: at 100,000 books a manifest holds about 270,000 files (30 MB of
 * JSON). A live update read the live release's whole, a spare's whole to learn
 * which of its files differ, and wrote its two new releases' whole: about 3 s
 * each. It needs a few hundred entries: the files it wrote or dropped, the
 * expected routes looked up, and the files where a spare differs (a join
 * SQLite makes without a parse). A new release's manifest is a copy of the live
 * one's file with those rows changed, written under a temporary name and
 * renamed into place, so a reader never sees half of one.
 */
import { copyFileSync, existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { isPage, type Manifest, type PageDiff } from './manifest.ts';
import { inTransaction, openForWriting } from './sqlite-file.ts';

/** Where release `id`'s manifest lives, beside its folder. */
export const manifestPath = (releasesDir: string, id: string) => join(releasesDir, `${id}.manifest.db`);

/** A manifest file's name beside a release folder at `folder` (the pool of spares keeps them so too). */
export const manifestOfFolder = (folder: string) => `${folder}.manifest.db`;

const SCHEMA = 'CREATE TABLE files (path TEXT PRIMARY KEY, hash TEXT NOT NULL) WITHOUT ROWID;';

/** What brings a folder holding one manifest's files to another's: files to remove, files to link in. */
export type FolderChanges = { remove: string[]; link: string[] };

export class ReleaseManifest {
  private readonly db: DatabaseSync;
  /** Set while the file is a copy being changed: where it goes when saved. */
  private readonly target: string | null;
  /** Prepared once: the expected routes ask it once or twice each (200,000 times at 100,000 books). */
  private lookup: StatementSync | undefined;

  private constructor(db: DatabaseSync, target: string | null) {
    this.db = db;
    this.target = target;
  }

  /** Writes a whole manifest at `path` (a full build's). */
  static write(path: string, manifest: Manifest): void {
    ReleaseManifest.create(`${path}.tmp`, manifest).db.close();
    renameSync(`${path}.tmp`, path);
  }

  /** The manifest at `path`, to read; null when there is none or it is not a manifest. */
  static open(path: string): ReleaseManifest | null {
    if (!existsSync(path)) return null;
    let db: DatabaseSync | undefined;
    try {
      db = new DatabaseSync(path, { readOnly: true });
      db.prepare('SELECT 1 FROM files LIMIT 1').get();
      return new ReleaseManifest(db, null);
    } catch {
      db?.close();
      return null;
    }
  }

  /**
   * A new release's manifest, to change and then save at `path`: a copy of the manifest at `from`, or
   * (none there) the whole of `fallback()`. The copy is a file copy, not rows read and written.
   */
  static derive(from: string, path: string, fallback: () => Manifest): ReleaseManifest {
    const temporary = `${path}.tmp`;
    rmSync(temporary, { force: true });
    const source = ReleaseManifest.open(from);
    if (source) {
      source.close();
      copyFileSync(from, temporary);
      return new ReleaseManifest(openForWriting(temporary), path);
    }
    return new ReleaseManifest(ReleaseManifest.create(temporary, fallback()).db, path);
  }

  /** Copies the manifest at `from` to `path` whole (a spare made from the live release). */
  static copy(from: string, path: string): void {
    copyFileSync(from, `${path}.tmp`);
    renameSync(`${path}.tmp`, path);
  }

  static remove(path: string): void {
    rmSync(path, { force: true });
    rmSync(`${path}.tmp`, { force: true });
  }

  /** A new file at `path` holding `manifest`, open for writing. */
  private static create(path: string, manifest: Manifest): ReleaseManifest {
    rmSync(path, { force: true });
    const made = new ReleaseManifest(openForWriting(path), null);
    made.db.exec(SCHEMA);
    const insert = made.db.prepare('INSERT INTO files (path, hash) VALUES (?, ?)');
    inTransaction(made.db, () => {
      for (const [file, hash] of Object.entries(manifest)) insert.run(file, hash);
    });
    return made;
  }

  has(file: string): boolean {
    this.lookup ??= this.db.prepare('SELECT 1 FROM files WHERE path = ?');
    return this.lookup.get(file) !== undefined;
  }

  count(): number {
    return Number((this.db.prepare('SELECT count(*) AS n FROM files').get() as { n: number }).n);
  }

  /** Every entry (a full build's diff with the build before, and the purge list of one). */
  entries(): Manifest {
    const manifest: Manifest = {};
    for (const row of this.db.prepare('SELECT path, hash FROM files').all() as { path: string; hash: string }[])
      manifest[row.path] = row.hash;
    return manifest;
  }

  /** The files at or under any of `paths` (a folder replaced whole). */
  under(paths: readonly string[]): string[] {
    const select = this.db.prepare('SELECT path FROM files WHERE path = ? OR (path > ? AND path < ?)');
    // '0' follows '/': every path that starts with `path/` sorts between the two.
    return paths.flatMap((path) => (select.all(path, `${path}/`, `${path}0`) as { path: string }[]).map((row) => row.path));
  }

  /**
   * The files written (new hashes) and dropped, applied to this copy. Answers the pages' diff, as
   * diffPages would from the two whole manifests, at the cost of the changes alone. A file dropped and
   * written again stays, as written.
   */
  apply(written: Manifest, dropped: Iterable<string>): PageDiff {
    const diff: PageDiff = { added: [], changed: [], removed: [] };
    const read = this.db.prepare('SELECT hash FROM files WHERE path = ?');
    const remove = this.db.prepare('DELETE FROM files WHERE path = ?');
    const put = this.db.prepare('INSERT OR REPLACE INTO files (path, hash) VALUES (?, ?)');
    inTransaction(this.db, () => {
      for (const file of new Set(dropped)) {
        if (file in written) continue;
        if (Number(remove.run(file).changes) > 0 && isPage(file)) diff.removed.push(file);
      }
      for (const [file, hash] of Object.entries(written)) {
        const old = (read.get(file) as { hash: string } | undefined)?.hash;
        if (isPage(file) && old === undefined) diff.added.push(file);
        else if (isPage(file) && old !== hash) diff.changed.push(file);
        put.run(file, hash);
      }
    });
    for (const list of [diff.added, diff.changed, diff.removed]) list.sort();
    return diff;
  }

  /**
   * What brings a folder holding this manifest's files to hold those of the manifest at `target`: the
   * files `target` lacks, and those it has with another hash or this one lacks. Removals come first in
   * a sync, so a file that became a folder (or the reverse) is out of the way of its replacement.
   */
  changesTo(target: string): FolderChanges {
    this.db.exec(`ATTACH DATABASE '${target.replaceAll("'", "''")}' AS target`);
    try {
      const remove = this.db
        .prepare('SELECT here.path FROM main.files here LEFT JOIN target.files there ON there.path = here.path WHERE there.path IS NULL')
        .all() as { path: string }[];
      const link = this.db
        .prepare(
          'SELECT there.path FROM target.files there LEFT JOIN main.files here ON here.path = there.path WHERE here.hash IS NOT there.hash',
        )
        .all() as { path: string }[];
      return { remove: remove.map((row) => row.path), link: link.map((row) => row.path) };
    } finally {
      this.db.exec('DETACH DATABASE target');
    }
  }

  /** Closes a copy and renames it into place at the path it was derived for. */
  save(): void {
    if (this.target === null) throw new Error('only a derived manifest is saved');
    this.db.close();
    renameSync(`${this.target}.tmp`, this.target);
  }

  /** Closes without saving; a derived copy is deleted. */
  close(): void {
    if (!this.db.isOpen) return;
    this.db.close();
    if (this.target !== null) rmSync(`${this.target}.tmp`, { force: true });
  }
}

/** The whole manifest at `path` (a full build's diff with the release before, and its purge list), or null when there is none. */
export function readWhole(path: string): Manifest | null {
  const manifest = ReleaseManifest.open(path);
  try {
    return manifest?.entries() ?? null;
  } finally {
    manifest?.close();
  }
}
