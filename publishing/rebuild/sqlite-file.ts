/** How the rebuild writes its SQLite files (a release's state and manifest). */
import { DatabaseSync } from 'node:sqlite';

/** A file written whole (or a copy) and renamed into place: a crash leaves only the temporary file, so no journal is kept. */
export function openForWriting(file: string): DatabaseSync {
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;');
  return db;
}

export function inTransaction(db: DatabaseSync, work: () => void): void {
  db.exec('BEGIN');
  try {
    work();
    db.exec('COMMIT');
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
