import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { openDatabase } from '../../backend/db/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'shop-upgrade-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function columns(db: DatabaseSync, table: string): string[] {
  return (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((row) => row.name);
}

/** A database made by an older version of the API keeps working: opening it adds what is new. */
describe('opening a database made before a schema change', () => {
  it('adds orders.idempotency_fingerprint, and opens again unchanged', () => {
    const path = join(dir, 'old.db');
    const old = openDatabase(path);
    old.exec('ALTER TABLE orders DROP COLUMN idempotency_fingerprint');
    expect(columns(old, 'orders')).not.toContain('idempotency_fingerprint');
    old.close();

    const upgraded = openDatabase(path);
    expect(columns(upgraded, 'orders')).toContain('idempotency_fingerprint');
    upgraded.close();
    const again = openDatabase(path);
    expect(columns(again, 'orders').filter((name) => name === 'idempotency_fingerprint')).toHaveLength(1);
    again.close();
  });
});
