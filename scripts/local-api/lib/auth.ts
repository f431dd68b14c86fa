import { createHash, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { MiddlewareHandler } from 'hono';
import { unauthorized } from './http.ts';
import { nowIso } from '../db/index.ts';

const SCRYPT_KEYLEN = 32;
/** Sessions last 30 days; a token can be revoked earlier (logout, password change). */
export const TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFC'), salt, SCRYPT_KEYLEN);
  return `scrypt$${salt.toString('base64')}$${key.toString('base64')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64');
  const actual = scryptSync(password.normalize('NFC'), Buffer.from(saltText, 'base64'), expected.length);
  return timingSafeEqual(expected, actual);
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues a new bearer token for the user; only its hash is stored. */
export function issueToken(db: DatabaseSync, userId: number, now = Date.now()): string {
  const token = randomBytes(32).toString('base64url');
  db.prepare('INSERT INTO tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    tokenHash(token),
    userId,
    new Date(now).toISOString(),
    new Date(now + TOKEN_TTL_MS).toISOString(),
  );
  return token;
}

export function revokeToken(db: DatabaseSync, token: string): void {
  db.prepare('UPDATE tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL').run(nowIso(), tokenHash(token));
}

/** Revokes every session of a user but the one in use (after a password change). */
export function revokeOtherTokens(db: DatabaseSync, userId: number, keep: string): void {
  db.prepare('UPDATE tokens SET revoked_at = ? WHERE user_id = ? AND token_hash <> ? AND revoked_at IS NULL').run(
    nowIso(),
    userId,
    tokenHash(keep),
  );
}

/** The user id a live token belongs to, or null for a missing, expired or revoked one. */
export function userIdForToken(db: DatabaseSync, token: string, now = new Date()): number | null {
  const row = db
    .prepare('SELECT user_id, expires_at, revoked_at FROM tokens WHERE token_hash = ?')
    .get(tokenHash(token)) as { user_id: number; expires_at: string; revoked_at: string | null } | undefined;
  if (!row || row.revoked_at !== null || row.expires_at <= now.toISOString()) return null;
  return row.user_id;
}

export type AuthVariables = { userId: number; token: string };

/** Guards an (auth) endpoint: 401 unless the request carries a live bearer token. */
export function requireAuth(db: DatabaseSync): MiddlewareHandler<{ Variables: AuthVariables }> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const userId = match?.[1] ? userIdForToken(db, match[1]) : null;
    if (userId === null || !match?.[1]) throw unauthorized();
    c.set('userId', userId);
    c.set('token', match[1]);
    await next();
  };
}
