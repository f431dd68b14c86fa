import type { DatabaseSync } from 'node:sqlite';

/** Most changes one GET /changes answers, and how many it answers unless asked for fewer. */
export const CHANGES_LIMIT = 1000;

/** One change as GET /api/v1/changes sends it. */
export type WireChange = {
  seq: number;
  kind: string;
  action: 'created' | 'updated' | 'deleted';
  id: number | null;
  slug: string | null;
  fields: string[];
  at: string;
};

export type FeedAnswer = { cursor: string; reset: boolean; more: boolean; changes: WireChange[] };

/** A cursor as clients send it back: `<feed id>.<seq>`. */
export type Cursor = { feedId: string; seq: number };

const CURSOR = /^([0-9a-z]{1,64})\.(\d{1,15})$/;

export function parseCursor(raw: string): Cursor | null {
  const match = CURSOR.exec(raw);
  if (!match?.[1] || match[2] === undefined) return null;
  return { feedId: match[1], seq: Number(match[2]) };
}

/** This database's feed id (schema.sql makes it once). */
export function feedId(db: DatabaseSync): string {
  const row = db.prepare("SELECT value FROM settings WHERE key = 'feed_id'").get() as { value: string } | undefined;
  if (!row) throw new Error('the database has no feed id; open it with openDatabase');
  return row.value;
}

/**
 * The seq of the latest change ever recorded, 0 before the first. Read from
 * sqlite_sequence, not MAX(seq): the log may have been emptied (after seeding)
 * or pruned while the sequence goes on.
 */
export function currentSeq(db: DatabaseSync): number {
  const row = db.prepare("SELECT seq FROM sqlite_sequence WHERE name = 'changes'").get() as { seq: number } | undefined;
  return row?.seq ?? 0;
}

export function cursorAt(db: DatabaseSync, seq: number): string {
  return `${feedId(db)}.${seq}`;
}

/**
 * After seeding (with the triggers off): empties the log and moves the
 * sequence on by one, so a cursor taken before the seed (from the empty
 * database) is behind the log and gets a reset, and no seq is ever reused.
 */
export function startFeedAfterSeed(db: DatabaseSync): void {
  db.prepare("INSERT INTO changes (kind, action, fields, at) VALUES ('seed', 'created', '[]', ?)").run(new Date().toISOString());
  db.exec('DELETE FROM changes');
}

type ChangeRow = Omit<WireChange, 'fields'> & { fields: string };

/**
 * The changes after `since`, oldest first, at most `limit` of them. Without a
 * cursor: none, and the current cursor (how a client starts following). A
 * cursor this feed cannot continue from (another feed id, older than the
 * oldest change kept, or ahead of the feed) answers `reset: true` with the
 * current cursor: the client must reload everything, then follow from there.
 */
export function readChanges(db: DatabaseSync, since: Cursor | null, limit: number): FeedAnswer {
  const current = currentSeq(db);
  const start: FeedAnswer = { cursor: cursorAt(db, current), reset: false, more: false, changes: [] };
  if (since === null) return start;
  const oldest = (db.prepare('SELECT MIN(seq) AS oldest FROM changes').get() as { oldest: number | null }).oldest ?? current + 1;
  if (since.feedId !== feedId(db) || since.seq < oldest - 1 || since.seq > current) return { ...start, reset: true };
  const rows = db
    .prepare('SELECT seq, kind, action, id, slug, fields, at FROM changes WHERE seq > ? ORDER BY seq LIMIT ?')
    .all(since.seq, limit + 1) as ChangeRow[];
  const more = rows.length > limit;
  const changes = rows.slice(0, limit).map((row) => ({ ...row, fields: JSON.parse(row.fields) as string[] }));
  const last = changes.at(-1);
  return { cursor: cursorAt(db, last ? last.seq : current), reset: false, more, changes };
}
