import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';

/** scrypt's cost parameters and the length of the key it derives, in bytes. */
export type ScryptCost = { N: number; r: number; p: number; keyLength: number };

/**
 * The cost new hashes are made at. Every hash names its own cost, so this can be raised
 * (OWASP's scrypt floor is N=2^17 r=8 p=1, or N=2^14 r=8 p=5 for the same work): older
 * hashes keep verifying at their cost and are rehashed at this one at their next sign-in.
 */
export const SCRYPT_COST: ScryptCost = { N: 2 ** 14, r: 8, p: 1, keyLength: 32 };
const SALT_BYTES = 16;

/** What hashes made before they named their cost (`scrypt$salt$key`) were made at: node's defaults. */
const LEGACY_COST = { N: 2 ** 14, r: 8, p: 1 };

/** Above this, a hash is damaged rather than expensive: verifying it would take gigabytes. */
const MAX_SCRYPT_MEMORY = 256 * 1024 * 1024;

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const whole = (min: number, max: number) =>
  v.pipe(v.string(), v.regex(/^[1-9]\d{0,7}$/), v.transform(Number), v.minValue(min), v.maxValue(max));
const bytes = (min: number) =>
  v.pipe(
    v.string(),
    v.regex(BASE64),
    v.transform((text) => Buffer.from(text, 'base64')),
    v.check((buffer) => buffer.length >= min),
  );

/**
 * A stored hash, as the database holds it: `scrypt$N$r$p$salt$key` (base64 salt and key; the key's
 * length is its own), or the older `scrypt$salt$key`. Anything else (a damaged row, a key too short to
 * mean anything, a cost past any sane bound) is no hash, and no password matches it.
 */
const StoredHashSchema = v.union([
  v.pipe(
    v.strictTuple([v.literal('scrypt'), whole(2, 2 ** 20), whole(1, 32), whole(1, 16), bytes(8), bytes(16)]),
    v.check(([, N, r, p]) => (N & (N - 1)) === 0 && memoryFor({ N, r, p }) <= MAX_SCRYPT_MEMORY),
    v.transform(([, N, r, p, salt, key]) => ({ cost: { N, r, p, keyLength: key.length }, salt, key, legacy: false })),
  ),
  v.pipe(
    v.strictTuple([v.literal('scrypt'), bytes(8), bytes(16)]),
    v.transform(([, salt, key]) => ({ cost: { ...LEGACY_COST, keyLength: key.length }, salt, key, legacy: true })),
  ),
]);
type StoredHash = v.InferOutput<typeof StoredHashSchema>;

function parseStored(stored: string): StoredHash | null {
  const result = v.safeParse(StoredHashSchema, stored.split('$'));
  return result.success ? result.output : null;
}

/** scrypt's working memory, which node refuses past `maxmem` (32 MiB unless raised). */
function memoryFor({ N, r, p }: Omit<ScryptCost, 'keyLength'>): number {
  return 128 * r * (N + p + 2);
}

function derive(password: string, salt: Buffer, cost: ScryptCost): Buffer {
  const { N, r, p, keyLength } = cost;
  return scryptSync(password.normalize('NFC'), salt, keyLength, { N, r, p, maxmem: memoryFor(cost) + 1024 * 1024 });
}

export function hashPassword(password: string): string {
  const salt = randomBytes(SALT_BYTES);
  const { N, r, p } = SCRYPT_COST;
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${derive(password, salt, SCRYPT_COST).toString('base64')}`;
}

/** Verified at the cost the hash names; a malformed hash matches nothing. */
export function verifyPassword(password: string, stored: string): boolean {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  return timingSafeEqual(parsed.key, derive(password, parsed.salt, parsed.cost));
}

/** True for a hash in the old format or at another cost than SCRYPT_COST (or another salt length). */
export function needsRehash(stored: string): boolean {
  const parsed = parseStored(stored);
  if (!parsed) return true;
  const { N, r, p, keyLength } = parsed.cost;
  const current = SCRYPT_COST;
  return (
    parsed.legacy ||
    N !== current.N ||
    r !== current.r ||
    p !== current.p ||
    keyLength !== current.keyLength ||
    parsed.salt.length !== SALT_BYTES
  );
}
