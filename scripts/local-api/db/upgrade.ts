import type { DatabaseSync } from 'node:sqlite';

/** Columns added to a table after databases were already made with it: table, column, its definition. */
const ADDED_COLUMNS: readonly (readonly [table: string, column: string, definition: string])[] = [
  ['orders', 'idempotency_fingerprint', 'TEXT'],
];

/**
 * Brings a database made by an earlier version up to schema.sql. `CREATE TABLE IF NOT EXISTS`
 * leaves an existing table as it was, so a column added to schema.sql since is added here;
 * a fresh database already has it and nothing happens. Runs on every open: cheap and idempotent.
 */
export function upgradeSchema(db: DatabaseSync): void {
  for (const [table, column, definition] of ADDED_COLUMNS) {
    const present = db.prepare('SELECT 1 FROM pragma_table_info(?) WHERE name = ?').get(table, column) !== undefined;
    if (!present) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`);
  }
}
