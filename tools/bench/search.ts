/**
 * `npm run bench:search`: what the static search index costs and how fast the
 * header's instant search answers, for a large catalogue. Seeds a temporary
 * database (10,000 books by default), builds the site with `npm start`'s own
 * steps into .builds/bench-search, serves it, and in Chromium:
 *   - the size on disk (files, bytes, gzip bytes) of both indexes: the quick
 *     index (/search-index/, the dropdown and the results page) and Pagefind's
 *     (/pagefind/, filtered listings),
 *   - the bytes the first query downloads (JavaScript chunks and index files,
 *     from the browser's network events: body + headers as served, and the
 *     body gzip-compressed as a compressing host sends it),
 *   - keystroke-to-results latency, median and 95th percentile, typing ~100
 *     mixed Bangla / Banglish / English queries letter by letter, twice: at a
 *     fast typist's pace (--pace, 120 ms between keys, ~100 words a minute),
 *     the shopper's case, where a keystroke meets the page as the last one
 *     left it; and back to back, each key as soon as the last one's results
 *     are in, where a keystroke also waits for the last one's covers to be
 *     drawn: the worst case.
 * Prints figures; asserts nothing.
 *
 *   npm run bench:search -- [--books N] [--dist DIR] [--queries N] [--index-only] [--pace MS]
 *   --dist DIR      measure an existing build (no seed, no build)
 *   --index-only    build the site with 300 books, then write its quick index
 *                   from N seeded books: what the dropdown downloads and how
 *                   fast it answers at N books, without building N pages
 *                   (100,000 book pages take the better part of an hour)
 * Ports: BENCH_API_PORT (4164), BENCH_SITE_PORT (4495). Chromium: CHROMIUM_PATH.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Page, type Request } from '@playwright/test';
import * as v from 'valibot';
import { chromiumLaunchOptions } from '../../tests/support/chromium.ts';
import { ProductSchema } from '#shared/api/schemas/product.ts';
import { bookRecords } from '#shared/search/book-record.ts';
import { QUICK_INDEX_DIR } from '#shared/search/quick-format.ts';
import { searchableText } from '#shared/search/searchable-text.ts';
import { openDatabase } from '../../backend/db/index.ts';
import { presentProducts } from '../../backend/lib/products.ts';
import { seedDatabase } from '../../backend/seed/index.ts';
import { INDEX_DIRS } from '../../publishing/search/index-site.ts';
import { writeQuickIndex } from '../../publishing/search/quick-index.ts';
import { createStaticServer } from '../../publishing/hosting/static-server.ts';
import { waitForUrl } from '../support/wait-for-url.ts';

const { values: args } = parseArgs({
  options: {
    books: { type: 'string', default: '10000' },
    dist: { type: 'string' },
    queries: { type: 'string', default: '100' },
    'index-only': { type: 'boolean', default: false },
    pace: { type: 'string', default: '120' },
  },
});
const INDEX_ONLY = args['index-only'];
const BOOKS = Number(args.books);
const QUERY_COUNT = Number(args.queries);
const PACE_MS = Number(args.pace);
const API_PORT = process.env.BENCH_API_PORT ?? '4164';
const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 4495);
const SITE = `http://127.0.0.1:${SITE_PORT}`;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Seeds, builds and serves like `npm start`, in its own process group so it stops whole. */
async function buildAndServe(distDir: string, books: number): Promise<{ stop: () => void }> {
  const dbDir = mkdtempSync(join(tmpdir(), 'bench-search-'));
  const started = performance.now();
  const child = spawn(process.execPath, ['tools/start.ts'], {
    env: {
      ...process.env,
      API_PORT,
      PORT: String(SITE_PORT),
      API_DB_PATH: join(dbDir, 'shop.db'),
      DIST_DIR: distDir,
      SEED_BOOKS: String(books),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (/seeded|indexed|page\(s\) built|storefront/i.test(line)) console.log(`  ${line.trim()}`);
    }
  });
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    rmSync(dbDir, { recursive: true, force: true });
  };
  try {
    await waitForUrl(`${SITE}/`, 3_600_000, {
      intervalMs: 1000,
      stopped: () => (child.exitCode === null ? undefined : `the build/serve process stopped (exit ${child.exitCode})`),
    });
  } catch (error) {
    stop();
    throw error;
  }
  console.log(`seed + build + index: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { stop };
}

function serveExisting(distDir: string): { stop: () => void } {
  const server = createStaticServer(distDir).listen(SITE_PORT, '127.0.0.1');
  return { stop: () => server.close() };
}

/** Replaces the build's quick index with one of `books` seeded books (--index-only). */
async function writeLargeIndex(distDir: string, books: number): Promise<void> {
  const started = performance.now();
  const db = openDatabase(':memory:');
  seedDatabase(db, { books });
  const ids = (db.prepare('SELECT id FROM products ORDER BY id').all() as { id: number }[]).map((row) => row.id);
  const products = v.parse(v.array(ProductSchema), presentProducts(db, ids, `http://127.0.0.1:${API_PORT}`));
  const authors = db.prepare('SELECT id, name_en FROM authors').all() as { id: number; name_en: string }[];
  db.close();
  const records = bookRecords(products, authors).map((record) => ({ record, folded: searchableText(record.content) }));
  const seeded = performance.now();
  writeQuickIndex(distDir, records);
  console.log(
    `quick index of ${books} seeded books: seeded in ${((seeded - started) / 1000).toFixed(1)} s, written in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  );
}

function indexSize(distDir: string): void {
  for (const name of INDEX_DIRS) if (existsSync(join(distDir, name))) folderSize(join(distDir, name));
}

function folderSize(dir: string): void {
  const files = filesUnder(dir);
  let bytes = 0;
  let gzip = 0;
  const byKind = new Map<string, { files: number; bytes: number }>();
  for (const file of files) {
    const size = statSync(file).size;
    bytes += size;
    gzip += gzipSync(readFileSync(file), { level: 9 }).length;
    const kind = relative(dir, file).split('/')[0] ?? '';
    const key = kind.includes('.') ? 'top-level files' : `${kind}/`;
    const entry = byKind.get(key) ?? { files: 0, bytes: 0 };
    entry.files += 1;
    entry.bytes += size;
    byKind.set(key, entry);
  }
  console.log(`\nindex (${relative(process.cwd(), dir)}): ${files.length} files, ${kb(bytes)} on disk, ${kb(gzip)} gzip`);
  for (const [kind, entry] of [...byKind].sort())
    console.log(`  ${kind.padEnd(16)} ${String(entry.files).padStart(6)} files  ${kb(entry.bytes).padStart(10)}`);
}

/** ~100 queries: classic titles and authors in Bangla and English, and Banglish spellings. */
function queries(count: number): string[] {
  const classics = JSON.parse(readFileSync('backend/seed/classics.json', 'utf8')) as {
    books: { name: string; name_en: string }[];
    authors: { name: string; name_en: string }[];
  };
  const banglish = [
    'robindronath',
    'geetanjoli',
    'nojrul',
    'kaji nazrul',
    'shorotchondro',
    'bonkim',
    'jibonanondo',
    'bonolota sen',
    'pother pachali',
    'chander pahar',
    'debdas',
    'srikanto',
    'porinita',
    'shesher kobita',
    'chokher bali',
    'golpoguccho',
    'sonar tori',
    'abol tabol',
    'bishad shindhu',
    'humayun ahmed',
    'himu',
    'misir ali',
    'jafor ikbal',
    'sukumar roy',
  ];
  const mixed: string[] = [];
  for (const [index, book] of classics.books.entries()) mixed.push(index % 2 === 0 ? book.name : book.name_en);
  for (const author of classics.authors) mixed.push(author.name_en.split(' ')[0] ?? author.name_en);
  const all = [...banglish, ...mixed];
  return Array.from({ length: Math.min(count, all.length) }, (_, i) => all[(i * 7) % all.length] ?? '');
}

/** One response: bytes as served, and its body gzip-compressed (what a gzip-serving host sends). */
type Transfer = { url: string; bytes: number; gzip: number };

/**
 * Bytes transferred from focusing the box to the first query's results. Read
 * from the browser context's network events, which include the requests of
 * Pagefind's web worker (a page-level CDP session would miss them).
 */
async function firstQuery(page: Page, text: string): Promise<{ transfers: Transfer[]; ms: number }> {
  await page.goto(`${SITE}/`, { waitUntil: 'networkidle' });
  const pending: Promise<Transfer>[] = [];
  const onFinished = (request: Request) => {
    pending.push(
      (async () => {
        const sizes = await request.sizes();
        const body = await (await request.response())?.body().catch(() => undefined);
        // A worker's responses can report a body size of 0: the body itself is the truth.
        const bytes = (body?.length ?? sizes.responseBodySize) + sizes.responseHeadersSize;
        return { url: request.url(), bytes, gzip: body ? Math.min(gzipSync(body, { level: 9 }).length, body.length) : bytes };
      })(),
    );
  };
  page.context().on('requestfinished', onFinished);
  const started = Date.now();
  const box = page.getByRole('combobox', { name: 'বই খুঁজুন' });
  await box.focus();
  await box.pressSequentially(text);
  await page.waitForFunction((query) => document.querySelector<HTMLElement>('[data-header-search-listbox]')?.dataset.query === query, text);
  const ms = Date.now() - started;
  await page.waitForLoadState('networkidle');
  page.context().off('requestfinished', onFinished);
  return { transfers: await Promise.all(pending), ms };
}

/** Types `text` one letter at a time, `pace` ms apart, timing each keystroke until its results are on screen. */
async function typeAndTime(page: Page, text: string, pace: number): Promise<number[]> {
  return page.evaluate(
    async ([query, wait]) => {
      const box = document.querySelector<HTMLInputElement>('#header-search-text');
      const listbox = document.querySelector<HTMLElement>('[data-header-search-listbox]');
      if (!box || !listbox) throw new Error('no header search');
      const timings: number[] = [];
      box.value = '';
      box.dispatchEvent(new Event('input', { bubbles: true }));
      for (let end = 1; end <= query.length; end += 1) {
        const partial = query.slice(0, end);
        if (partial.trim() === '') continue;
        const started = performance.now();
        const shown = new Promise<void>((resolveShown) => {
          const observer = new MutationObserver(() => {
            if (listbox.dataset.query === partial) {
              observer.disconnect();
              resolveShown();
            }
          });
          observer.observe(listbox, { attributes: true, childList: true });
        });
        box.value = partial;
        box.dispatchEvent(new InputEvent('input', { bubbles: true, data: partial.at(-1) ?? '', inputType: 'insertText' }));
        await shown;
        timings.push(performance.now() - started);
        if (wait > 0) await new Promise((resolveWait) => setTimeout(resolveWait, wait));
      }
      return timings;
    },
    [text, pace] as const,
  );
}

type Typed = { perKey: number[]; perQuery: number[]; slowest: { ms: number; typed: string }[] };

async function typeAll(page: Page, list: string[], pace: number): Promise<Typed> {
  const typed: Typed = { perKey: [], perQuery: [], slowest: [] };
  for (const text of list) {
    const timings = await typeAndTime(page, text, pace);
    typed.perKey.push(...timings);
    timings.forEach((ms, index) => typed.slowest.push({ ms, typed: text.slice(0, index + 1) }));
    if (timings.length > 0) typed.perQuery.push(timings.at(-1) ?? 0);
  }
  typed.perKey.sort((a, b) => a - b);
  typed.perQuery.sort((a, b) => a - b);
  typed.slowest.sort((a, b) => b.ms - a.ms);
  return typed;
}

function printTyped(title: string, { perKey, perQuery, slowest }: Typed): void {
  const fmt = (n: number) => `${n.toFixed(1)} ms`;
  const over = (ms: number) => perKey.filter((t) => t > ms).length;
  console.log(`  ${title}:`);
  console.log(
    `    every keystroke (${perKey.length}): median ${fmt(percentile(perKey, 50))}, p95 ${fmt(percentile(perKey, 95))}, max ${fmt(perKey.at(-1) ?? 0)}`,
  );
  console.log(`    keystrokes over 25 / 50 / 100 ms: ${over(25)} / ${over(50)} / ${over(100)}`);
  console.log(
    `    last keystroke of each query (${perQuery.length}): median ${fmt(percentile(perQuery, 50))}, p95 ${fmt(percentile(perQuery, 95))}`,
  );
  console.log(
    `    slowest: ${slowest
      .slice(0, 8)
      .map(({ ms, typed }) => `“${typed}” ${fmt(ms)}`)
      .join(', ')}`,
  );
}

async function measure(): Promise<void> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const { transfers, ms } = await firstQuery(page, 'robindronath');
    const indexFiles = transfers.filter((t) => INDEX_DIRS.some((name) => new URL(t.url).pathname.startsWith(`/${name}/`)));
    const scripts = transfers.filter((t) => new URL(t.url).pathname.startsWith('/_astro/') && t.url.endsWith('.js'));
    const sum = (list: Transfer[]) => list.reduce((total, t) => total + t.bytes, 0);
    const sumGzip = (list: Transfer[]) => list.reduce((total, t) => total + t.gzip, 0);
    console.log(`\nfirst query ("robindronath", typed after focus on a cold page): results after ${ms} ms`);
    console.log(`  search index files: ${indexFiles.length} requests, ${kb(sum(indexFiles))} as served, ${kb(sumGzip(indexFiles))} gzip`);
    for (const t of indexFiles) console.log(`    ${kb(t.bytes).padStart(9)}  ${kb(t.gzip).padStart(9)} gzip  ${new URL(t.url).pathname}`);
    console.log(`  combobox JavaScript: ${scripts.length} requests, ${kb(sum(scripts))} as served, ${kb(sumGzip(scripts))} gzip`);
    console.log(
      `  everything (with covers): ${transfers.length} requests, ${kb(sum(transfers))} as served, ${kb(sumGzip(transfers))} gzip`,
    );

    const list = queries(QUERY_COUNT);
    console.log(`\nlatency, keystroke to results on screen (index loaded), ${list.length} queries typed letter by letter:`);
    printTyped(`at a typist's pace (${PACE_MS} ms between keys)`, await typeAll(page, list, PACE_MS));
    // A fresh context (empty cache): the first run fetched every file these queries need.
    const fresh = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await fresh.goto(`${SITE}/`, { waitUntil: 'networkidle' });
    await fresh.getByRole('combobox', { name: 'বই খুঁজুন' }).focus();
    printTyped('back to back (the next key as soon as results show)', await typeAll(fresh, list, 0));
  } finally {
    await browser.close();
  }
}

const distDir = resolve(args.dist ?? '.builds/bench-search');
if (args.dist && !existsSync(join(distDir, QUICK_INDEX_DIR))) {
  console.error(`No search index in ${distDir}/${QUICK_INDEX_DIR}: build first, or leave out --dist.`);
  process.exit(1);
}
const siteBooks = INDEX_ONLY ? 300 : BOOKS;
console.log(
  args.dist
    ? `measuring the existing build ${distDir}`
    : `seeding ${siteBooks} books and building into ${relative(process.cwd(), distDir)}`,
);
const server = args.dist ? serveExisting(distDir) : await buildAndServe(relative(process.cwd(), distDir), siteBooks);
try {
  if (args.dist) await waitForUrl(`${SITE}/`, 30_000);
  if (INDEX_ONLY) await writeLargeIndex(distDir, BOOKS);
  indexSize(distDir);
  await measure();
} finally {
  server.stop();
}
