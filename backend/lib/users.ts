import type { DatabaseSync } from 'node:sqlite';
import { unauthorized } from './http.ts';

/** A user as UserSchema sends it: never the password hash. */
export type WireUser = { id: number; first_name: string; last_name: string; email: string; phone: string };

export type UserRow = WireUser & { password_hash: string };

export function presentUser(row: WireUser): WireUser {
  return { id: row.id, first_name: row.first_name, last_name: row.last_name, email: row.email, phone: row.phone };
}

/** The signed-in user; a live token for a vanished user is treated as no session. */
export function userById(db: DatabaseSync, id: number): UserRow {
  const row = db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
  if (!row) throw unauthorized();
  return row;
}

/** Emails are unique and compared case-insensitively (the column is COLLATE NOCASE). */
export function userByEmail(db: DatabaseSync, email: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE email = ?').get(email) as UserRow | undefined;
}

export function emailTaken(db: DatabaseSync, email: string, exceptUserId = 0): boolean {
  return db.prepare('SELECT 1 FROM users WHERE email = ? AND id <> ?').get(email, exceptUserId) !== undefined;
}
