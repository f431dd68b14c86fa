import type { DatabaseSync } from 'node:sqlite';
import { nowIso } from '../db/index.ts';

/** A comment as shown (CommentSchema): the commenter's email is stored but never sent back. */
export type WireComment = { id: number; name: string; web: string; comment: string; created_at: string };

export type NewComment = { name: string; email: string; web: string; comment: string };

const COLUMNS = 'id, name, web, comment, created_at';

/** The comments of a post, oldest first. */
export function listComments(db: DatabaseSync, postId: number): WireComment[] {
  const rows = db.prepare(`SELECT ${COLUMNS} FROM comments WHERE post_id = ? ORDER BY created_at, id`).all(postId) as WireComment[];
  return rows.map(presentComment);
}

export function insertComment(db: DatabaseSync, postId: number, input: NewComment): WireComment {
  const result = db
    .prepare('INSERT INTO comments (post_id, name, email, web, comment, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(postId, input.name, input.email, input.web, input.comment, nowIso());
  const row = db.prepare(`SELECT ${COLUMNS} FROM comments WHERE id = ?`).get(result.lastInsertRowid) as WireComment;
  return presentComment(row);
}

/** Copies exactly the public fields, so a column added later cannot leak. */
function presentComment(row: WireComment): WireComment {
  return { id: row.id, name: row.name, web: row.web, comment: row.comment, created_at: row.created_at };
}
