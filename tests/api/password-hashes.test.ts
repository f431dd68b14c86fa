import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCRYPT_COST as CURRENT, verifyPassword } from '../../backend/lib/password-hash.ts';
import { call, newCustomer, startTestApi, type TestApi } from './harness.ts';

/**
 * Password hashes carry their own scrypt cost (issue 32), so the cost can be raised
 * later: old hashes keep working and are brought up to the current cost at sign-in.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ books: 5 });
});
afterAll(() => api.close());

function storedHash(email: string): string {
  return (api.db.prepare('SELECT password_hash FROM users WHERE email = ?').get(email) as { password_hash: string }).password_hash;
}

function setStoredHash(email: string, hash: string): void {
  api.db.prepare('UPDATE users SET password_hash = ? WHERE email = ?').run(hash, email);
}

/** The scrypt cost a stored hash names, and the length of its key. */
function costOf(hash: string): { N: number; r: number; p: number; keyLength: number } {
  const match = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(hash);
  if (!match) throw new Error(`not a self-describing scrypt hash: ${hash}`);
  const [, N, r, p, , key] = match;
  return { N: Number(N), r: Number(r), p: Number(p), keyLength: Buffer.from(key ?? '', 'base64').length };
}

/** A hash as the API stored them before they named their cost: scrypt$salt$key at node's defaults. */
function oldFormatHash(password: string): string {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64')}$${scryptSync(password, salt, 32).toString('base64')}`;
}

function hashAt(password: string, N: number, r: number, p: number): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N, r, p });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

function login(email: string, password: string) {
  return call(`${api.shop}/user`, { json: { email, password } });
}

describe('stored password hashes', () => {
  it('name their scrypt cost: scrypt$N$r$p$salt$key at the current parameters', async () => {
    const { details } = await newCustomer(api);
    expect(costOf(storedHash(details.email))).toEqual(CURRENT);
  });

  it('in the old format still sign in, and are then stored again in the new format at the current cost', async () => {
    const { details } = await newCustomer(api);
    const old = oldFormatHash(details.password);
    setStoredHash(details.email, old);
    expect((await login(details.email, details.password)).status).toBe(200);
    const upgraded = storedHash(details.email);
    expect(upgraded).not.toBe(old);
    expect(costOf(upgraded)).toEqual(CURRENT);
    expect(verifyPassword(details.password, upgraded)).toBe(true);
    expect((await login(details.email, details.password)).status).toBe(200);
  });

  it('at a cost other than the current one are verified at their own cost, then rehashed at the current one', async () => {
    const { details } = await newCustomer(api);
    setStoredHash(details.email, hashAt(details.password, 1024, 4, 2));
    expect((await login(details.email, details.password)).status).toBe(200);
    expect(costOf(storedHash(details.email))).toEqual(CURRENT);
  });

  it('are left as they are by a failed sign-in, and by one already at the current cost', async () => {
    const { details } = await newCustomer(api);
    const old = oldFormatHash(details.password);
    setStoredHash(details.email, old);
    expect((await login(details.email, 'not the password')).status).toBe(401);
    expect(storedHash(details.email)).toBe(old);
    expect((await login(details.email, details.password)).status).toBe(200);
    const current = storedHash(details.email);
    expect((await login(details.email, details.password)).status).toBe(200);
    expect(storedHash(details.email)).toBe(current);
  });

  it('match no password when damaged (an empty key once matched any)', async () => {
    for (const damaged of ['scrypt$YWJj$4', 'scrypt$$', 'scrypt$16384$8$1$YWJjZGVmZ2g=$', 'plain text', '']) {
      // One account each: two failures apiece stay below the per-account login limit.
      const { details } = await newCustomer(api);
      setStoredHash(details.email, damaged);
      expect((await login(details.email, details.password)).status, damaged).toBe(401);
      expect((await login(details.email, 'anything at all')).status, damaged).toBe(401);
      expect(storedHash(details.email)).toBe(damaged);
    }
  });
});
