import { createHash, randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { MiddlewareHandler } from 'hono';
import { unauthorized } from './http.ts';
import { nowIso } from '../db/index.ts';

// Hashing itself is password-hash.ts; sign-in and sign-up (accounts.ts) take it from here with the tokens.
export { hashPassword, verifyPassword } from './password-hash.ts';

/** Sessions last 30 days; a token can be revoked earlier (logout, password change). */
export const TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

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
  const row = db.prepare('SELECT user_id, expires_at, revoked_at FROM tokens WHERE token_hash = ?').get(tokenHash(token)) as
    { user_id: number; expires_at: string; revoked_at: string | null } | undefined;
  if (!row || row.revoked_at !== null || row.expires_at <= now.toISOString()) return null;
  return row.user_id;
}

export type AuthVariables = { userId: number; token: string };

/** The token of an `Authorization: Bearer <token>` header, or null for none or another scheme. */
export function bearerToken(header: string | undefined): string | null {
  return /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1] ?? null;
}

/** Guards an (auth) endpoint: 401 unless the request carries a live bearer token. */
export function requireAuth(db: DatabaseSync): MiddlewareHandler<{ Variables: AuthVariables }> {
  return async (c, next) => {
    const token = bearerToken(c.req.header('authorization'));
    const userId = token === null ? null : userIdForToken(db, token);
    if (token === null || userId === null) throw unauthorized();
    c.set('userId', userId);
    c.set('token', token);
    await next();
  };
}
