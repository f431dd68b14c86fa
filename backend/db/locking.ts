import { DatabaseSync } from 'node:sqlite';
import { existsSync, mkdirSync, realpathSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * How long a statement waits for a lock another connection holds before SQLite
 * gives up with SQLITE_BUSY (`PRAGMA busy_timeout`, set by openDatabase).
 *
 * Short on purpose. The API is one thread on one connection: while a statement
 * waits, every other request waits too, reads included (in WAL mode readers never
 * need the write lock, but they queue behind the request that is waiting). Our own
 * transactions take milliseconds, so a lock held longer than this belongs to another
 * process (a script, a backup, sqlite3 by hand) and is unlikely to be gone in the
 * next few hundred: better to answer 503 with Retry-After at once than to hold every
 * shopper up for seconds. 250 ms rides out a brief writer (SQLite retries within it
 * about ten times, at growing intervals) and bounds what any request can add to the
 * others' latency.
 */
export const BUSY_TIMEOUT_MS = 250;

/** Seconds a client is told to wait (`Retry-After`) after a 503 for a locked database. */
export const BUSY_RETRY_AFTER_SECONDS = 1;

export const DATABASE_BUSY_MESSAGE = 'The shop is busy right now. Please try again in a moment.';

/** SQLite's primary result codes for "another connection holds a lock" (https://sqlite.org/rescode.html). */
const SQLITE_BUSY = 5;
const SQLITE_LOCKED = 6;

/**
 * True for the error node:sqlite throws when the database is locked: an Error with
 * `code: 'ERR_SQLITE_ERROR'` and `errcode` SQLITE_BUSY (5) or SQLITE_LOCKED (6), or one
 * of their extended codes (BUSY_RECOVERY 261, BUSY_SNAPSHOT 517, BUSY_TIMEOUT 773,
 * LOCKED_SHAREDCACHE 262…: the primary code is the low byte). Checked on Node 24: a
 * write behind another connection's BEGIN IMMEDIATE throws errcode 5, "database is locked".
 * Anything else (a constraint, a full disk) is not a busy database.
 */
export function isDatabaseBusy(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, errcode } = error as Error & { code?: unknown; errcode?: unknown };
  if (code !== 'ERR_SQLITE_ERROR' || typeof errcode !== 'number' || !Number.isInteger(errcode)) return false;
  const primary = errcode & 0xff;
  return primary === SQLITE_BUSY || primary === SQLITE_LOCKED;
}

/** A second API process started on a database that one already serves. */
export class DatabaseInUseError extends Error {
  readonly dbPath: string;
  readonly lockPath: string;
  constructor(dbPath: string, lockPath: string) {
    super(
      `${dbPath} is already served by another API process (it holds the lock on ${lockPath}). ` +
        'Stop that process first, or give this one another database with API_DB_PATH.',
    );
    this.name = 'DatabaseInUseError';
    this.dbPath = dbPath;
    this.lockPath = lockPath;
  }
}

export type ServerLock = { lockPath: string; release: () => void };

/** Locks held by this process: a lock lives exactly as long as its connection, so the connection must never be collected. */
const held = new Set<DatabaseSync>();

/** The lock file beside the database, named after its real path (a symlinked folder or file names the same lock). */
function serverLockPath(dbPath: string): string {
  const dir = realpathSync(dirname(dbPath));
  const file = join(dir, basename(dbPath));
  return `${existsSync(file) ? realpathSync(file) : file}.lock`;
}

/**
 * Makes this process the only API serving `dbPath`, or throws DatabaseInUseError.
 *
 * The lock is an OS lock, not a file's presence: SQLite's own exclusive lock
 * (fcntl on Unix, LockFileEx on Windows) on an empty database `<db>.lock` beside
 * the shop's, held in a transaction that is never committed. The kernel drops it
 * when the process ends, however it ends (a crash, SIGKILL, a power cut), so there
 * is no stale lock to clear and no PID that could be reused by another program.
 * The file itself stays (empty, harmless) and is never deleted: deleting it
 * would let two processes lock two different files of the same name. The shop's
 * own database is not locked by it, so scripts and tests can still open it.
 * Take it before openDatabase, so a refused process never writes anything.
 */
export function lockDatabaseForServer(dbPath: string): ServerLock {
  mkdirSync(dirname(dbPath), { recursive: true });
  const lockPath = serverLockPath(dbPath);
  const lock = new DatabaseSync(lockPath);
  try {
    // busy_timeout 0 (the default): a held lock refuses at once. The journal in memory
    // leaves no `-journal` file beside the lock; nothing is ever written to it anyway.
    lock.exec('PRAGMA busy_timeout = 0; PRAGMA locking_mode = EXCLUSIVE; PRAGMA journal_mode = MEMORY; BEGIN EXCLUSIVE');
  } catch (error) {
    lock.close();
    if (isDatabaseBusy(error)) throw new DatabaseInUseError(dbPath, lockPath);
    throw error;
  }
  held.add(lock);
  return {
    lockPath,
    release: () => {
      if (!held.delete(lock)) return;
      lock.close();
    },
  };
}
