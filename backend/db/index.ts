import { DatabaseSync } from 'node:sqlite';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { installChangeTriggers } from './change-triggers.ts';
import { upgradeSchema } from './upgrade.ts';
import { BUSY_TIMEOUT_MS } from './locking.ts';

const SCHEMA = readFileSync(new URL('./schema.sql', import.meta.url), 'utf8');

/** Where the database lives unless told otherwise; the folder is git-ignored. */
export const DEFAULT_DB_PATH = resolve(import.meta.dirname, '../../../.data/shop.db');

export function dbPathFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.API_DB_PATH ? resolve(env.API_DB_PATH) : DEFAULT_DB_PATH;
}

/** Opens (creating when absent) the database, brings an older one up to the schema, and makes sure the change feed's triggers exist. */
export function openDatabase(path: string, synchronous: 'FULL' | 'NORMAL' = 'FULL'): DatabaseSync {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  // busy_timeout first, so the pragmas after it wait for a lock too: short, why in locking.ts.
  // WAL: readers never wait for the writer. synchronous = FULL: every commit is synced to disk
  // before it returns, so a confirmed order survives a power cut (NORMAL keeps the database
  // consistent but can lose the last commits; the cost is one fsync of the WAL per write, see README).
  db.exec(
    `PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}; PRAGMA journal_mode = WAL; PRAGMA synchronous = ${synchronous === 'NORMAL' ? 'NORMAL' : 'FULL'};`,
  );
  db.exec(SCHEMA);
  upgradeSchema(db);
  installChangeTriggers(db);
  return db;
}

/** True when the catalogue has been seeded. */
export function isSeeded(db: DatabaseSync): boolean {
  const row = db.prepare('SELECT COUNT(*) AS n FROM products').get() as { n: number };
  return row.n > 0;
}

/** Runs `work` in one transaction: all of it lands, or none of it. */
export function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

export function nowIso(): string {
  return new Date().toISOString();
}
