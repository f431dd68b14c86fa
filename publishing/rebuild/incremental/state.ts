/**
 * What a release remembers for the next live update, in an SQLite file beside
 * it (`<id>.state.db`): the feed cursor its data is current to (none without a
 * feed), the code fingerprint it was built with, the facts of every API answer
 * it read, which keys each page shows, the routes it must hold, and what its
 * main search index holds of each book. The cursor moves only with a publish,
 * so a rebuild that dies before publishing loses nothing: the next one reads
 * the same changes again.
 *
 * Why a database and not a JSON file (docs/decisions/0018-release-state-by-key.md): at 100,000 books
 * the JSON state was 168 MB, read and parsed whole before a live update could start and written
 * whole after it. A live update needs a few hundred rows of it: the answers a change reaches, the
 * pages that show a changed key (an index lookup), and the rows it changes. A new release's state
 * is a copy of the live one's file with those rows updated, never the live file changed in place
 * (a file can be a hard link shared with another release: shareState).
 */
import { copyFileSync, linkSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { BaseEntry, SearchBase } from '../../search/search-delta.ts';
import type { AnswerFacts } from './answers.ts';
import { inTransaction, openForWriting } from '../sqlite-file.ts';
import { PreviousAnswers } from './previous-answers.ts';

/** Bumped when the tables change: a state of another format means a full build, never a crash. */
const FORMAT = '2';

/** A release's state as a full build knows it, written whole. */
export type NewState = {
  /** The change feed's cursor the data is current to; null when the backend has no feed. */
  cursor: string | null;
  fingerprint: string;
  /** URL → facts of the answer the release was built from. */
  answers: Readonly<Record<string, AnswerFacts>>;
  /** Route (as the render plan writes it) → keys the page shows. */
  pages: Readonly<Record<string, readonly string[]>>;
  /** The routes the release must hold (expected-routes.ts), for what a change adds and removes. */
  routes: readonly string[];
  /** What the release's main search index holds of each book, for the search delta; none: the next index is a whole one. */
  search?: SearchBase;
};

/** What a live update changes in the state of the release it starts from. */
export type StateUpdate = {
  cursor?: string | null;
  /** Answers asked again (new facts by URL) and answers gone. */
  answers?: { set: ReadonlyMap<string, AnswerFacts>; deleted: ReadonlySet<string> };
  /** Pages rendered again (their new keys) and pages removed. */
  pages?: { rendered: Readonly<Record<string, readonly string[]>>; removed: readonly string[] };
  /** The routes the release must hold, when they changed. */
  routes?: { added: readonly string[]; removed: readonly string[] };
  /** A new main search index's base (a whole index was built), or null: the next index must be a whole one. */
  search?: SearchBase | null;
};

const SCHEMA = `
  CREATE TABLE meta (name TEXT PRIMARY KEY, value TEXT) WITHOUT ROWID;
  CREATE TABLE answers (url TEXT PRIMARY KEY, key TEXT NOT NULL, hash TEXT NOT NULL, members TEXT NOT NULL, names TEXT NOT NULL,
                        frame TEXT, counts TEXT, embeds TEXT NOT NULL) WITHOUT ROWID;
  CREATE TABLE cards (slug TEXT NOT NULL, url TEXT NOT NULL, hash TEXT NOT NULL, PRIMARY KEY (slug, url)) WITHOUT ROWID;
  CREATE TABLE keys (id INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE);
  CREATE TABLE pages (id INTEGER PRIMARY KEY, route TEXT NOT NULL UNIQUE);
  CREATE TABLE shows (key INTEGER NOT NULL, page INTEGER NOT NULL, PRIMARY KEY (key, page)) WITHOUT ROWID;
  CREATE TABLE routes (route TEXT PRIMARY KEY) WITHOUT ROWID;
  CREATE TABLE search (url TEXT PRIMARY KEY, hash TEXT NOT NULL, pagefind TEXT NOT NULL, doc INTEGER NOT NULL) WITHOUT ROWID;
`;
/** Made after a whole state's rows are in: building an index once is quicker than keeping it through every insert. */
const INDEXES = `
  CREATE INDEX answers_by_key ON answers (key);
  CREATE INDEX cards_by_url ON cards (url);
  CREATE INDEX shows_by_page ON shows (page);
`;

export const statePath = (releasesDir: string, id: string) => join(releasesDir, `${id}.state.db`);

/** The live release's state, read by key. Close it when the run is done. */
export class ReleaseState {
  readonly cursor: string | null;
  readonly fingerprint: string;
  readonly answers: PreviousAnswers;
  private readonly db: DatabaseSync;

  constructor(db: DatabaseSync, meta: { cursor: string | null; fingerprint: string }) {
    this.db = db;
    this.cursor = meta.cursor;
    this.fingerprint = meta.fingerprint;
    this.answers = new PreviousAnswers(db);
  }

  /** The pages that show any of these keys. */
  pagesShowing(keys: Iterable<string>): Set<string> {
    const query = this.db.prepare('SELECT p.route FROM keys k JOIN shows s ON s.key = k.id JOIN pages p ON p.id = s.page WHERE k.key = ?');
    const routes = new Set<string>();
    for (const key of keys) for (const row of query.all(key) as { route: string }[]) routes.add(row.route);
    return routes;
  }

  /** The routes the release holds. */
  routes(): string[] {
    return (this.db.prepare('SELECT route FROM routes').all() as { route: string }[]).map((row) => row.route);
  }

  /** What the release's main search index holds, or undefined when the next index must be a whole one. */
  search(): SearchBase | undefined {
    const version = metaValue(this.db, 'search');
    if (version === null) return undefined;
    const books: SearchBase['books'] = {};
    for (const row of this.db.prepare('SELECT url, hash, pagefind, doc FROM search').all() as {
      url: string;
      hash: string;
      pagefind: string;
      doc: number;
    }[]) {
      books[row.url] = { hash: row.hash, pagefind: row.pagefind, doc: row.doc };
    }
    return { version, books };
  }

  /** The main search index's version, or null when the next index must be a whole one. */
  searchVersion(): string | null {
    return metaValue(this.db, 'search');
  }

  /** What the main search index holds of one book, read by key. */
  searchEntry(url: string): BaseEntry | undefined {
    const row = this.db.prepare('SELECT hash, pagefind, doc FROM search WHERE url = ?').get(url) as BaseEntry | undefined;
    return row && { hash: row.hash, pagefind: row.pagefind, doc: row.doc };
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
  }
}

function metaValue(db: DatabaseSync, name: string): string | null {
  const row = db.prepare('SELECT value FROM meta WHERE name = ?').get(name) as { value: string | null } | undefined;
  return row?.value ?? null;
}

/** The state of release `id`, or null when it has none of this format (a foreign or damaged file means a full build). */
export function openState(releasesDir: string, id: string): ReleaseState | null {
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(statePath(releasesDir, id), { readOnly: true });
  } catch {
    return null;
  }
  try {
    if (metaValue(db, 'format') !== FORMAT) throw new Error('another format');
    const fingerprint = metaValue(db, 'fingerprint');
    if (fingerprint === null) throw new Error('no fingerprint');
    return new ReleaseState(db, { cursor: metaValue(db, 'cursor'), fingerprint });
  } catch {
    db.close();
    return null;
  }
}

/** Writes a whole state (a full build's) under a temporary name, renamed once complete: a reader never sees half a state. */
export function writeState(releasesDir: string, id: string, state: NewState): void {
  const path = statePath(releasesDir, id);
  rmSync(`${path}.tmp`, { force: true });
  const db = openForWriting(`${path}.tmp`);
  try {
    db.exec(SCHEMA);
    inTransaction(db, () => {
      const writer = new StateWriter(db);
      writer.meta({ format: FORMAT, cursor: state.cursor, fingerprint: state.fingerprint });
      for (const [url, facts] of Object.entries(state.answers)) writer.putAnswer(url, facts, false);
      for (const [route, keys] of Object.entries(state.pages)) writer.putPage(route, keys, false);
      writer.routes(state.routes, []);
      if (state.search) writer.search(state.search);
    });
    db.exec(INDEXES);
  } finally {
    db.close();
  }
  renameSync(`${path}.tmp`, path);
}

/**
 * Gives release `to` the state of release `from` with `update` applied: a copy of the file with the
 * changed rows written, renamed into place once complete. `from` may be `to` (a run that published
 * nothing moves the live release's cursor): its readers keep the file they opened.
 */
export function deriveState(releasesDir: string, from: string, to: string, update: StateUpdate): void {
  const path = statePath(releasesDir, to);
  rmSync(`${path}.tmp`, { force: true });
  copyFileSync(statePath(releasesDir, from), `${path}.tmp`);
  const db = openForWriting(`${path}.tmp`);
  try {
    inTransaction(db, () => {
      const writer = new StateWriter(db);
      if (update.cursor !== undefined) writer.meta({ cursor: update.cursor });
      for (const url of update.answers?.deleted ?? []) writer.deleteAnswer(url);
      for (const [url, facts] of update.answers?.set ?? []) writer.putAnswer(url, facts, true);
      for (const route of update.pages?.removed ?? []) writer.deletePage(route);
      for (const [route, keys] of Object.entries(update.pages?.rendered ?? {})) writer.putPage(route, keys, true);
      if (update.routes) writer.routes(update.routes.added, update.routes.removed);
      if (update.search) writer.search(update.search);
      else if (update.search === null) writer.forgetSearch();
    });
  } finally {
    db.close();
  }
  renameSync(`${path}.tmp`, path);
}

/** Gives release `to` the state of release `from` (the same data: the search index's release after its pages' one) by a link, not a copy. */
export function shareState(releasesDir: string, from: string, to: string): void {
  const path = statePath(releasesDir, to);
  rmSync(`${path}.tmp`, { force: true });
  linkSync(statePath(releasesDir, from), `${path}.tmp`);
  renameSync(`${path}.tmp`, path);
}

export function removeState(releasesDir: string, id: string): void {
  rmSync(statePath(releasesDir, id), { force: true });
  rmSync(`${statePath(releasesDir, id)}.tmp`, { force: true });
}

/** The state's writes, each as prepared statements. */
class StateWriter {
  private readonly db: DatabaseSync;
  private readonly keyIds = new Map<string, number | bigint>();
  private readonly statements: Record<string, ReturnType<DatabaseSync['prepare']>> = {};

  constructor(db: DatabaseSync) {
    this.db = db;
  }

  private statement(sql: string) {
    return (this.statements[sql] ??= this.db.prepare(sql));
  }

  meta(values: Record<string, string | null>): void {
    for (const [name, value] of Object.entries(values))
      this.statement('INSERT OR REPLACE INTO meta (name, value) VALUES (?, ?)').run(name, value);
  }

  /**
   * `replacing`: the URL may have rows already (a live update), so only its cards that differ are written:
   * a book joining the book list moves one card across each of its 500 pages at 100,000 books, where
   * writing every page's cards again meant 100,000 deletes and as many inserts.
   */
  putAnswer(url: string, facts: AnswerFacts, replacing: boolean): void {
    const cards = new Map(Object.entries(facts.cards));
    if (replacing) {
      const rows = this.statement('SELECT slug, hash FROM cards WHERE url = ?').all(url) as { slug: string; hash: string }[];
      const drop = this.statement('DELETE FROM cards WHERE slug = ? AND url = ?');
      for (const { slug, hash } of rows) {
        if (!cards.has(slug)) drop.run(slug, url);
        else if (cards.get(slug) === hash) cards.delete(slug);
      }
    }
    this.statement(
      'INSERT OR REPLACE INTO answers (url, key, hash, members, names, frame, counts, embeds) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(
      url,
      facts.key,
      facts.hash,
      facts.members,
      facts.names,
      facts.frame ?? null,
      facts.counts === undefined ? null : JSON.stringify(facts.counts),
      JSON.stringify(facts.embeds),
    );
    const card = this.statement('INSERT OR REPLACE INTO cards (slug, url, hash) VALUES (?, ?, ?)');
    for (const [slug, hash] of cards) card.run(slug, url, hash);
  }

  deleteAnswer(url: string): void {
    this.statement('DELETE FROM cards WHERE url = ?').run(url);
    this.statement('DELETE FROM answers WHERE url = ?').run(url);
  }

  private keyId(key: string): number | bigint {
    let id = this.keyIds.get(key);
    if (id === undefined) {
      this.statement('INSERT OR IGNORE INTO keys (key) VALUES (?)').run(key);
      id = (this.statement('SELECT id FROM keys WHERE key = ?').get(key) as { id: number }).id;
      this.keyIds.set(key, id);
    }
    return id;
  }

  putPage(route: string, keys: readonly string[], replacing: boolean): void {
    if (replacing) this.deletePage(route);
    const { lastInsertRowid: page } = this.statement('INSERT INTO pages (route) VALUES (?)').run(route);
    const show = this.statement('INSERT OR IGNORE INTO shows (key, page) VALUES (?, ?)');
    for (const key of keys) show.run(this.keyId(key), page);
  }

  deletePage(route: string): void {
    const row = this.statement('SELECT id FROM pages WHERE route = ?').get(route) as { id: number } | undefined;
    if (!row) return;
    this.statement('DELETE FROM shows WHERE page = ?').run(row.id);
    this.statement('DELETE FROM pages WHERE id = ?').run(row.id);
  }

  routes(added: readonly string[], removed: readonly string[]): void {
    for (const route of removed) this.statement('DELETE FROM routes WHERE route = ?').run(route);
    for (const route of added) this.statement('INSERT OR IGNORE INTO routes (route) VALUES (?)').run(route);
  }

  search(base: SearchBase): void {
    this.statement('DELETE FROM search').run();
    const put = this.statement('INSERT INTO search (url, hash, pagefind, doc) VALUES (?, ?, ?, ?)');
    for (const [url, entry] of Object.entries(base.books)) put.run(url, entry.hash, entry.pagefind, entry.doc);
    this.meta({ search: base.version });
  }

  forgetSearch(): void {
    this.statement('DELETE FROM search').run();
    this.statement('DELETE FROM meta WHERE name = ?').run('search');
  }
}

/** Written by the build for the search index step, which deletes it: never part of a release. */
const BUILD_ONLY_ROUTES = new Set(['/search-records.json']);

/**
 * The sitemap and its parts: a live update writes them itself from the new routes
 * (live-update.ts), the only thing they show; a partial build does not render the
 * parts at all, so they are never in a render plan.
 */
const SITEMAP = /^\/sitemap(-\d+)?\.xml$/;

/** Reads the build child's BUILD_DEPS_FILE (one `{route, deps}` JSON line per rendered route). */
export function readPageDeps(file: string, normalize: (route: string) => string): Record<string, string[]> {
  const pages: Record<string, string[]> = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const { route, deps } = JSON.parse(line) as { route: string; deps: string[] };
    const key = normalize(route);
    if (!BUILD_ONLY_ROUTES.has(key) && !SITEMAP.test(key)) pages[key] = deps;
  }
  return pages;
}
