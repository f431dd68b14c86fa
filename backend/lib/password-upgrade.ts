import type { DatabaseSync } from 'node:sqlite';
import { hashPassword, needsRehash } from './password-hash.ts';

/**
 * Brings a user's stored hash to the current cost (SCRYPT_COST), when it is in the old format or at
 * another cost. Only after a successful sign-in: the one moment the password is known to be right.
 * The update is conditional on the hash read, so a password changed in the meantime is never undone.
 */
export function upgradePasswordHash(db: DatabaseSync, userId: number, password: string): void {
  const row = db.prepare('SELECT password_hash FROM users WHERE id = ?').get(userId) as { password_hash: string } | undefined;
  if (!row || !needsRehash(row.password_hash)) return;
  db.prepare('UPDATE users SET password_hash = ? WHERE id = ? AND password_hash = ?').run(
    hashPassword(password),
    userId,
    row.password_hash,
  );
}
