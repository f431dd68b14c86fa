import { DatabaseSync } from 'node:sqlite';

/**
 * Reads the browser tests' database (playwright.config.ts sets E2E_DB_PATH) for what no API shows,
 * such as the outbox a real shop's email or SMS sender reads. Read-only: the API owns the writes.
 */
export function readDatabase<T>(query: string, ...params: (string | number)[]): T[] {
  const path = process.env.E2E_DB_PATH;
  if (!path) throw new Error('E2E_DB_PATH is not set: run the browser tests through playwright.config.ts');
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    return db.prepare(query).all(...params) as T[];
  } finally {
    db.close();
  }
}
