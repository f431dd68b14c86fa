/**
 * Reseeds the local API's database from scratch:
 *   npm run seed -- --books N [--db PATH]
 * N defaults to 300; PATH defaults to API_DB_PATH or .data/shop.db.
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { dbPathFromEnv, openDatabase } from '../db/index.ts';
import { MAX_BOOKS, seedDatabase } from './index.ts';

export const DEFAULT_BOOKS = 300;

type CliOptions = { books: number; db: string };

export const USAGE = 'usage: npm run seed -- --books N [--db PATH]   (N from 1 to 100000, default 300)';

/** "--books -3" would read as a missing value and an unknown option: keep it one (bad) number. */
function joinNegativeBooks(args: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    const next = args[i + 1];
    if (arg === '--books' && next !== undefined && /^-\d/.test(next)) {
      out.push(`--books=${next}`);
      i += 1;
    } else {
      out.push(arg);
    }
  }
  return out;
}

/** Reads the arguments, or answers the message to show when they are wrong. */
export function parseCliArgs(
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): CliOptions | { error: string } | { help: true } {
  const normalised = joinNegativeBooks(args);
  let values: { books?: string; db?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: normalised,
      options: { books: { type: 'string' }, db: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
    }));
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  if (values.help) return { help: true };
  let books = DEFAULT_BOOKS;
  if (values.books !== undefined) {
    const text = values.books.trim();
    if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > MAX_BOOKS) {
      return { error: `--books must be a whole number from 1 to ${MAX_BOOKS} (got "${values.books}")` };
    }
    books = Number(text);
  }
  if (values.db !== undefined && values.db.trim() === '') return { error: '--db needs a file path' };
  return { books, db: values.db !== undefined ? resolve(values.db) : dbPathFromEnv(env) };
}

function main(): number {
  const options = parseCliArgs(process.argv.slice(2));
  if ('help' in options) {
    console.log(USAGE);
    return 0;
  }
  if ('error' in options) {
    console.error(`seed: ${options.error}\n${USAGE}`);
    return 1;
  }
  const started = performance.now();
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${options.db}${suffix}`, { force: true });
  const db = openDatabase(options.db);
  try {
    const report = seedDatabase(db, { books: options.books });
    const ms = Math.round(performance.now() - started);
    console.log(`Seeded ${options.db} in ${ms} ms`);
    for (const [name, count] of Object.entries(report)) console.log(`  ${name.padEnd(15)} ${count}`);
    return 0;
  } finally {
    db.close();
  }
}

if (import.meta.main) process.exitCode = main();
