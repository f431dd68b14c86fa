/**
 * `npm run bench`: how the rebuild scales. For catalogues of 1,000 and 10,000
 * books (or `-- --books 500,2000`), seeds a temporary database, starts the local
 * API on its own port (BENCH_API_PORT, default 4418), and times three rebuilds:
 * a cold one (empty API cache), one with no change, and one after one book's
 * price changed in the database. Prints pages, wall time, pages per second,
 * phases, API calls and peak memory, then the gzip JavaScript per page type.
 * A benchmark that prints figures, not a test: it asserts nothing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../local-api/db/index.ts';
import { seedDatabase } from '../local-api/seed/index.ts';
import type { BuildReport } from '../rebuild/report.ts';
import { formatSizeTable, measurePageTypes } from '../size.ts';
import { waitForUrl } from '../support/wait-for-url.ts';

const PROJECT = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({ options: { books: { type: 'string', default: '1000,10000' } } });
const sizes = values.books.split(',').map(Number);
if (!sizes.every((n) => Number.isInteger(n) && n > 0)) {
  console.error('usage: npm run bench [-- --books 1000,10000]');
  process.exit(1);
}
const apiPort = Number(process.env.BENCH_API_PORT ?? 4418);

function exited(child: ChildProcess): Promise<number> {
  return new Promise((resolveExit) => child.on('exit', (code) => resolveExit(code ?? 1)));
}

type Row = { books: number; run: string; wallMs: number; report: BuildReport };

async function rebuild(env: NodeJS.ProcessEnv, reportFile: string): Promise<{ wallMs: number; report: BuildReport }> {
  const started = performance.now();
  const child = spawn(process.execPath, [join(PROJECT, 'scripts/rebuild/cli.ts'), '--report-file', reportFile], { cwd: PROJECT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const code = await exited(child);
  const wallMs = performance.now() - started;
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as BuildReport;
  if (code !== 0) throw new Error(`the rebuild failed: ${report.failure?.phase}: ${report.failure?.what}`);
  return { wallMs, report };
}

const s = (ms: number | undefined) => ((ms ?? 0) / 1000).toFixed(1);
const HEADER = ['books', 'rebuild', 'pages', 'wall s', 'pages/s', 'fetch s', 'render s', 'verify s', 'index s', 'API calls', '200 / 304', 'MB received', 'changed pages', 'build peak MB', 'rebuild peak MB'];

function cells({ books, run, wallMs, report }: Row): string[] {
  const pages = report.pages?.built ?? 0;
  return [
    String(books),
    run,
    String(pages),
    s(wallMs),
    (pages / (wallMs / 1000)).toFixed(0),
    s(report.phasesMs.fetch),
    s(report.phasesMs.render),
    s(report.phasesMs.verify),
    s(report.phasesMs.index),
    String(report.api.calls),
    `${report.api.fetched} / ${report.api.notModified}`,
    (report.api.bytesReceived / 1024 / 1024).toFixed(1),
    String((report.pages?.changed ?? 0) + (report.pages?.added ?? 0) + (report.pages?.removed ?? 0)),
    String(report.memory.buildPeakMb ?? '?'),
    String(report.memory.rebuildPeakMb),
  ];
}

const rows: Row[] = [];
const sizeTables: string[] = [];
for (const books of sizes) {
  const temp = mkdtempSync(join(tmpdir(), `bench-${books}-`));
  const dbPath = join(temp, 'shop.db');
  const seedStarted = performance.now();
  const seedDb = openDatabase(dbPath);
  seedDatabase(seedDb, { books });
  seedDb.close();
  console.error(`[bench] seeded ${books} books in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

  const api = spawn(process.execPath, [join(PROJECT, 'scripts/local-api/server.ts')], {
    cwd: PROJECT,
    env: { ...process.env, API_PORT: String(apiPort), API_DB_PATH: dbPath },
    stdio: 'ignore',
  });
  const folder = join(PROJECT, '.builds', `bench-${books}`);
  rmSync(folder, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SHOP_API_URL: `http://127.0.0.1:${apiPort}/api/v1`,
    CONTENT_API_URL: `http://127.0.0.1:${apiPort}/content`,
    SITE_URL: 'http://127.0.0.1:4321',
    REBUILD_LIVE: join(folder, 'live'),
    REBUILD_RELEASES: join(folder, 'releases'),
    REBUILD_CACHE: join(folder, 'cache'),
    REBUILD_KEEP: '2',
  };
  try {
    await waitForUrl(`http://127.0.0.1:${apiPort}/content/informations`, 120_000);
    const reportFile = join(temp, 'report.json');
    for (const run of ['cold (empty cache)', 'no change', 'one price changed']) {
      if (run === 'one price changed') {
        const db = openDatabase(dbPath);
        db.prepare('UPDATE products SET price = price + 500, updated_at = ? WHERE id = (SELECT MIN(id) FROM products)').run(new Date().toISOString());
        db.close();
      }
      console.error(`[bench] ${books} books: ${run} …`);
      const row: Row = { books, run, ...(await rebuild(env, reportFile)) };
      rows.push(row);
      // Each figure as soon as it exists: the 10,000-book runs take many minutes.
      console.error(`[bench] ${cells(row).join(' | ')}`);
    }
    sizeTables.push(`gzip size per page type, ${books} books:\n${formatSizeTable(measurePageTypes(join(folder, 'live')))}`);
  } finally {
    api.kill('SIGTERM');
    await exited(api);
    rmSync(temp, { recursive: true, force: true });
    rmSync(folder, { recursive: true, force: true });
  }
}

const table: string[][] = [HEADER, ...rows.map(cells)];
const widths = (table[0] ?? []).map((_, i) => Math.max(...table.map((r) => (r[i] ?? '').length)));
console.log(table.map((row) => row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')).join('\n'));
console.log('');
console.log(sizeTables.join('\n\n'));
