import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../backend/db/index.ts';
import { seedDatabase } from '../../backend/seed/index.ts';
import { STAFF_TOKEN } from './feed-helpers.ts';
import { call, startTestApi, type TestApi } from './harness.ts';

/**
 * A locked database (issue 32, ASVS L1, item 5): when another process holds
 * SQLite's write lock, a write answers 503 with Retry-After at once instead of a
 * 500 after seconds, a read is not held up behind it, a second API process
 * refuses a database one already serves, and a confirmed order is on disk.
 */
const PROJECT = resolve(import.meta.dirname, '../..');

const CONTACT = {
  firstname: 'করিম',
  lastname: 'Ahmed',
  email: 'karim@example.com',
  phone: '01711000000',
  subject: 'Book request',
  message: 'Do you stock পথের পাঁচালী in hardcover?',
};

describe('a database another connection holds the write lock of', () => {
  let api: TestApi;
  let blocker: DatabaseSync;
  beforeAll(async () => {
    api = await startTestApi({ books: 10, staffToken: STAFF_TOKEN });
  });
  afterAll(() => api.close());
  afterEach(() => {
    if (blocker.isTransaction) blocker.exec('ROLLBACK');
    blocker.close();
  });

  /** Another connection to the API's database file (a script, a backup, sqlite3 by hand) takes the write lock. */
  function holdWriteLock(): void {
    blocker = new DatabaseSync(api.db.location() ?? '');
    blocker.exec('BEGIN IMMEDIATE');
  }

  /** Time a request takes; the machine's own pace (a shared machine can be slow) is measured unlocked, as a baseline. */
  async function timed<T>(request: () => Promise<T>): Promise<{ result: T; took: number }> {
    const started = performance.now();
    const result = await request();
    return { result, took: performance.now() - started };
  }
  // What a locked database may add to an answer: busy_timeout (250 ms) and room for a loaded machine.
  // Behind the old 5 s busy_timeout it added 5 s.
  const AT_MOST_MS = 750;

  it('a write answers 503 with Retry-After and the usual error shape, at once, and succeeds once the lock is gone', async () => {
    const baseline = await timed(() => call(`${api.content}/contact`, { json: CONTACT }));
    expect(baseline.result.status).toBe(201);

    holdWriteLock();
    const { result: refused, took } = await timed(() => call(`${api.content}/contact`, { json: CONTACT }));
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ message: expect.stringMatching(/busy.*try again/i) });
    const retryAfter = refused.headers.get('retry-after') ?? '';
    expect(retryAfter).toMatch(/^\d+$/);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(retryAfter)).toBeLessThanOrEqual(5);
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
    expect(took - baseline.took).toBeLessThan(AT_MOST_MS);

    // A write in a transaction (BEGIN IMMEDIATE) too: a staff price change.
    const patch = await call(`${api.shop}/staff/products/gitanjali`, { method: 'PATCH', json: { stock: 9 }, token: STAFF_TOKEN });
    expect(patch.status).toBe(503);
    expect(patch.headers.get('retry-after')).toMatch(/^\d+$/);

    blocker.exec('ROLLBACK');
    expect((await call(`${api.content}/contact`, { json: CONTACT })).status).toBe(201);
    expect((await call(`${api.shop}/staff/products/gitanjali`, { method: 'PATCH', json: { stock: 9 }, token: STAFF_TOKEN })).status).toBe(
      200,
    );
  });

  it('an unrelated read sent while a write waits for the lock answers well within a second', async () => {
    // Sent together, the write first: the server's one thread takes the write, waits for the lock, then the read.
    const writeThenRead = async () => {
      const started = performance.now();
      const write = call(`${api.content}/contact`, { json: CONTACT });
      const read = call(`${api.shop}/products/gitanjali`).then((response) => ({ response, took: performance.now() - started }));
      const [written, { response, took }] = await Promise.all([write, read]);
      return { written, response, took };
    };
    const unlocked = await writeThenRead();
    expect(unlocked.written.status).toBe(201);

    holdWriteLock();
    const locked = await writeThenRead();
    expect(locked.response.status).toBe(200);
    expect(locked.took - unlocked.took).toBeLessThan(AT_MOST_MS);
    expect(locked.written.status).toBe(503);
  });
});

describe('the server connection', () => {
  it('syncs every commit to disk (synchronous = FULL) and waits only briefly for a lock', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shop-pragmas-'));
    try {
      const db = openDatabase(join(dir, 'shop.db'));
      expect(db.prepare('PRAGMA synchronous').get()).toEqual({ synchronous: 2 });
      const { timeout } = db.prepare('PRAGMA busy_timeout').get() as { timeout: number };
      expect(timeout).toBeGreaterThan(0);
      expect(timeout).toBeLessThanOrEqual(500);
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('recognises SQLite’s busy and locked errors, and only those', async () => {
    const { isDatabaseBusy } = await import('../../backend/db/locking.ts');
    const dir = mkdtempSync(join(tmpdir(), 'shop-busy-'));
    const path = join(dir, 'shop.db');
    const a = openDatabase(path);
    const b = new DatabaseSync(path);
    try {
      b.exec('PRAGMA busy_timeout = 0');
      a.exec('BEGIN IMMEDIATE');
      let thrown: unknown;
      try {
        b.exec('BEGIN IMMEDIATE');
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toMatchObject({ code: 'ERR_SQLITE_ERROR', errcode: 5 });
      expect(isDatabaseBusy(thrown)).toBe(true);
      a.exec('ROLLBACK');

      const sqliteError = (errcode: number, errstr: string) =>
        Object.assign(new Error(errstr), { code: 'ERR_SQLITE_ERROR', errcode, errstr });
      expect(isDatabaseBusy(sqliteError(6, 'database table is locked'))).toBe(true);
      expect(isDatabaseBusy(sqliteError(517, 'database is locked'))).toBe(true); // SQLITE_BUSY_SNAPSHOT, an extended code
      expect(isDatabaseBusy(sqliteError(262, 'database table is locked'))).toBe(true); // SQLITE_LOCKED_SHAREDCACHE
      expect(isDatabaseBusy(sqliteError(19, 'constraint failed'))).toBe(false);
      expect(isDatabaseBusy(sqliteError(2067, 'UNIQUE constraint failed'))).toBe(false);
      expect(isDatabaseBusy(new Error('database is locked'))).toBe(false);
      expect(isDatabaseBusy({ code: 'ERR_SQLITE_ERROR', errcode: 5 })).toBe(false);
      expect(isDatabaseBusy(undefined)).toBe(false);
    } finally {
      if (a.isTransaction) a.exec('ROLLBACK');
      a.close();
      b.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// Each test starts server processes: seconds each on a busy machine.
describe('one API process per database', { timeout: 120_000 }, () => {
  let dir: string;
  let dbPath: string;
  const started = new Set<ChildProcess>();

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'shop-one-server-'));
    dbPath = join(dir, 'shop.db');
    const db = openDatabase(dbPath);
    seedDatabase(db, { books: 10 });
    db.close();
  });
  afterAll(async () => {
    await Promise.all([...started].map((child) => stop(child, 'SIGTERM')));
    rmSync(dir, { recursive: true, force: true });
  });

  type Run = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

  /** The server script as `npm run api` and `npm start` run it, on an ephemeral port. */
  function runServer(path: string = dbPath): Run {
    const child = spawn(process.execPath, ['backend/server.ts'], {
      cwd: PROJECT,
      env: { ...process.env, API_PORT: '0', API_DB_PATH: path },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.add(child);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolveExit) =>
      child.once('exit', (code) => {
        started.delete(child);
        resolveExit(code);
      }),
    );
    return { child, output: () => output, exited };
  }

  function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<unknown> {
    if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
    child.kill(signal);
    return exited;
  }

  /** Resolves with the shop API's origin once the server says it listens. */
  async function listening(run: Run, withinMs = 60_000): Promise<string> {
    const deadline = Date.now() + withinMs;
    while (Date.now() < deadline) {
      const origin = /shop API (http:\/\/127\.0\.0\.1:\d+)\/api\/v1/.exec(run.output())?.[1];
      if (origin) return origin;
      if (run.child.exitCode !== null) throw new Error(`the server exited with ${run.child.exitCode}:\n${run.output()}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`the server did not start within ${withinMs} ms:\n${run.output()}`);
  }

  /** The exit code, or a failure naming what the process said when it keeps running. */
  async function exitCode(run: Run, withinMs = 45_000): Promise<number | null> {
    const timeout = new Promise<'running'>((r) => setTimeout(() => r('running'), withinMs));
    const outcome = await Promise.race([run.exited, timeout]);
    if (outcome === 'running') {
      await stop(run.child, 'SIGTERM');
      throw new Error(`a second API server on the same database kept running:\n${run.output()}`);
    }
    return outcome;
  }

  it('a second server on the same database file exits with a message naming it, and the first keeps serving', async () => {
    const first = runServer();
    const origin = await listening(first);

    const second = runServer();
    expect(await exitCode(second)).toBe(1);
    expect(second.output()).toContain(dbPath);
    expect(second.output()).toMatch(/already served by another API process/);
    expect(second.output()).not.toMatch(/shop API http/);

    expect((await call(`${origin}/api/v1/navigation/primary`)).status).toBe(200);
    // Inspecting the database directly, as tests and operators do, is still allowed.
    const inspect = new DatabaseSync(dbPath);
    expect((inspect.prepare('SELECT COUNT(*) AS n FROM products').get() as { n: number }).n).toBeGreaterThan(0);
    inspect.close();
    await stop(first.child, 'SIGTERM');
  });

  it('servers on different database files run side by side', async () => {
    const otherPath = join(dir, 'other.db');
    const db = openDatabase(otherPath);
    seedDatabase(db, { books: 5 });
    db.close();
    const first = runServer();
    const other = runServer(otherPath);
    await Promise.all([listening(first), listening(other)]);
    await Promise.all([stop(first.child, 'SIGTERM'), stop(other.child, 'SIGTERM')]);
  });

  it('a crashed server leaves no lock behind: the next one starts', async () => {
    const crashed = runServer();
    await listening(crashed);
    await stop(crashed.child, 'SIGKILL');
    const next = runServer();
    const origin = await listening(next);
    expect((await call(`${origin}/api/v1/navigation/primary`)).status).toBe(200);
    await stop(next.child, 'SIGTERM');
  });
});
