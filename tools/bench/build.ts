/**
 * `npm run bench`: how the rebuild scales, cold and live. For catalogues of
 * 1,000 and 10,000 books (or `-- --books 1000,10000,100000`), seeds a temporary
 * database and runs the chain a shop runs: the local API (BENCH_API_PORT,
 * default 4418) with its staff routes on and its rebuild webhook pointing to
 * `publishing/rebuild/serve.ts`, which the bench starts on BENCH_REBUILD_PORT
 * (default 4419) with the same rebuild environment.
 *
 * Rows per size: a cold rebuild (empty cache) and one with no change, both run
 * directly; then five live rows, each timed from just before the staff or
 * customer HTTP call to the moment the changed page is live (the published
 * file read through the live symlink every 50 ms): a price change, a book out
 * of stock, a new book, a removed book and a new review. Their figures come
 * from the webhook's run reports. Prints each row as soon as it exists, a
 * table, one `live:` line per size and the gzip size per page type (first size).
 * `-- --rows price,stock,new,removed,review` picks the live rows (all by default),
 * `-- --ways feed,named,revalidation` how the rebuild learns of them (all three by default, on one cold
 * build), `-- --keep` / `-- --resume` keep a size's cold build for a later run.
 * A benchmark that prints figures, not a test: it asserts nothing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../../backend/db/index.ts';
import { newBookBody } from '../../backend/lib/new-book-body.ts';
import { seedDatabase } from '../../backend/seed/index.ts';
import type { Run } from '../../publishing/rebuild/queue.ts';
import type { BuildReport } from '../../publishing/rebuild/report.ts';
import { formatSizeTable, measurePageTypes } from '../size.ts';
import { waitForUrl } from '../support/wait-for-url.ts';
import { formatTaka } from '#shared/money.ts';

const PROJECT = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    books: { type: 'string', default: '1000,10000' },
    rows: { type: 'string', default: 'price,stock,new,removed,review' },
    ways: { type: 'string', default: 'feed,named,revalidation' },
    keep: { type: 'boolean', default: false },
    resume: { type: 'boolean', default: false },
  },
});
/**
 * `--keep` leaves each size's database, releases and cold build in .builds/bench-<books>/;
 * `--resume` starts from a kept one (no seed, no cold build: its figures are read back), so a
 * 100,000-book run (a 49-minute cold build) can be split across sessions, a way or a row at a time.
 */
const keep = values.keep || values.resume;
/** Which live rows run (`-- --rows price` for a quick look at a very large catalogue). */
const ROW_NAMES: Record<string, string> = {
  price: 'price change',
  stock: 'out of stock',
  new: 'new book',
  removed: 'removed book',
  review: 'new review',
};
const chosenRows = new Set(values.rows.split(',').map((name) => ROW_NAMES[name.trim()] ?? name.trim()));
/**
 * How the rebuild learns what changed, one after the other on the same cold build: the change feed; the
 * API without its feed (CHANGE_FEED=off), whose webhook call names the changes; and the API without its
 * feed and without a webhook, the bench pinging the webhook with no body after the staff call, so every
 * answer is revalidated (the price change only: it is the same work whatever changed).
 */
const WAYS = ['feed', 'named', 'revalidation'] as const;
type Way = (typeof WAYS)[number];
const wayNames = values.ways.split(',').map((name) => name.trim());
const chosenWays = wayNames.filter((way): way is Way => (WAYS as readonly string[]).includes(way));
if (chosenWays.length !== wayNames.length || chosenWays.length === 0) {
  console.error(`usage: npm run bench [-- --ways ${WAYS.join(',')}]`);
  process.exit(1);
}
const sizes = values.books.split(',').map(Number);
if (!sizes.every((n) => Number.isInteger(n) && n > 0)) {
  console.error(
    'usage: npm run bench [-- --books 1000,10000] [-- --rows price,stock,new,removed,review] [-- --ways feed,named,revalidation] [-- --keep | --resume]',
  );
  process.exit(1);
}
const apiPort = Number(process.env.BENCH_API_PORT ?? 4418);
const rebuildPort = Number(process.env.BENCH_REBUILD_PORT ?? 4419);
const STAFF_TOKEN = randomBytes(24).toString('hex');
const REBUILD_TOKEN = randomBytes(24).toString('hex');
const POLL_MS = 50;

const sleep = (ms: number) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));
const log = (message: string) => console.error(`[bench] ${message}`);
const thousands = (n: number) => n.toLocaleString('en-US');

// ---- child processes: every one the bench starts, stopped with SIGTERM and awaited, even on failure ----

type Child = { name: string; process: ChildProcess; exit: Promise<number>; logFile: string | null; group: boolean };
const children = new Set<Child>();

function start(name: string, script: string, args: string[], env: NodeJS.ProcessEnv, logFile: string | null, group = false): Child {
  const out = logFile ? openSync(logFile, 'a') : 'ignore';
  const child = spawn(process.execPath, [join(PROJECT, script), ...args], {
    cwd: PROJECT,
    env,
    stdio: ['ignore', out, logFile ? out : 'inherit'],
    // Its own process group: the webhook's rebuild children are stopped with it.
    detached: group,
  });
  if (typeof out === 'number') closeSync(out);
  const exit = new Promise<number>((resolveExit) => {
    child.on('exit', (code, signal) => resolveExit(code ?? (signal ? 128 : 1)));
    child.on('error', () => resolveExit(1));
  });
  const entry: Child = { name, process: child, exit, logFile, group };
  children.add(entry);
  void exit.then(() => children.delete(entry));
  return entry;
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function stop(child: Child): Promise<void> {
  const pid = child.process.pid;
  if (pid === undefined) return;
  const running = () => (child.group ? groupAlive(pid) : child.process.exitCode === null && child.process.signalCode === null);
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.group) process.kill(-pid, name);
      else child.process.kill(name);
    } catch {
      // Already gone.
    }
  };
  if (!running()) return;
  signal('SIGTERM');
  const deadline = Date.now() + 30_000;
  await Promise.race([child.exit, sleep(30_000)]);
  while (running() && Date.now() < deadline) await sleep(100);
  if (running()) {
    log(`${child.name} did not stop within 30 s of SIGTERM: SIGKILL`);
    signal('SIGKILL');
    await child.exit;
  }
}

function tail(file: string | null, lines = 20): string {
  if (!file || !existsSync(file)) return '';
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

// ---- the rebuild: directly (cold, no change) and through the webhook (live rows) ----

async function rebuildDirectly(env: NodeJS.ProcessEnv, reportFile: string): Promise<{ wallMs: number; report: BuildReport }> {
  const started = performance.now();
  const child = start('rebuild', 'publishing/rebuild/cli.ts', ['--report-file', reportFile], env, null);
  const code = await child.exit;
  const wallMs = performance.now() - started;
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as BuildReport;
  if (code !== 0) throw new Error(`the rebuild failed: ${report.failure?.phase}: ${report.failure?.what}`);
  return { wallMs, report };
}

type Status = { current: Run | null; queued: { requestedAt: string } | null; last: Run[] };

async function webhookStatus(): Promise<Status> {
  const response = await fetch(`http://127.0.0.1:${rebuildPort}/rebuild/status`, { headers: { Authorization: `Bearer ${REBUILD_TOKEN}` } });
  if (!response.ok) throw new Error(`GET /rebuild/status answered ${response.status}`);
  return (await response.json()) as Status;
}

/** Waits until the webhook runs nothing and has nothing queued (twice in a row, so a webhook call on its way is not missed). */
async function webhookIdle(timeoutMs: number): Promise<Status> {
  const deadline = Date.now() + timeoutMs;
  let quiet = 0;
  for (;;) {
    const status = await webhookStatus();
    quiet = !status.current && !status.queued ? quiet + 1 : 0;
    if (quiet >= 2) return status;
    if (Date.now() > deadline) throw new Error(`the rebuild webhook was still busy after ${timeoutMs / 1000} s`);
    await sleep(250);
  }
}

const lastRunId = (status: Status) => Math.max(0, ...status.last.map((run) => run.id), status.current?.id ?? 0);

// ---- the API: staff and customer calls ----

async function api(method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`http://127.0.0.1:${apiPort}/api/v1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text === '' ? null : JSON.parse(text);
  } catch {
    // Not JSON: keep the text.
  }
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return { status: response.status, body: parsed };
}

async function newCustomer(books: number): Promise<string> {
  const password = 'correct horse battery';
  const email = `bench-${books}-${Date.now()}@example.com`;
  await api('POST', '/user/registration', {
    first_name: 'রহিম',
    last_name: 'উদ্দিন',
    email,
    phone: '01711000000',
    password,
    confirm_password: password,
  });
  const login = await api('POST', '/user', { email, password });
  const token = (login.body as { token?: string }).token;
  if (!token) throw new Error(`the login answered no token: ${JSON.stringify(login.body).slice(0, 200)}`);
  return token;
}

// ---- the published pages, read through the live symlink ----

function readPage(live: string, route: string): string | null {
  try {
    return readFileSync(join(live, route, 'index.html'), 'utf8');
  } catch {
    return null;
  }
}

/** The selling price on a book's own page (the large price block), as the page shows it ("Tk 1,234.56"); scoped styles add classes after the ones named. */
function bookPagePrice(html: string): string | null {
  return /<p class="price large[ "][^>]*><span class="selling[ "][^>]*>([^<]*)<\/span>/.exec(html)?.[1] ?? null;
}

/** The card (an <article>) that links to the book on a listing or the home page, or null when the page does not link to it. */
function cardOf(html: string, slug: string): string | null {
  const link = html.indexOf(`href="/product-details/${slug}"`);
  if (link < 0) return null;
  const from = html.lastIndexOf('<article', link);
  const to = html.indexOf('</article>', link);
  return from < 0 || to < 0 ? null : html.slice(from, to);
}

/** Where a listing page's Next link leads (a later page is named by its first book: /books/from/{slug}/), or null on the last page. */
function nextPage(html: string): string | null {
  const href = /<a [^>]*href="\/(books\/from\/[^"/]+)\/?"[^>]*rel="next"/.exec(html)?.[1];
  return href ? decodeURI(href) : null;
}

/** The first all-books listing page that links to the book, walked from the first page by its Next links. */
function listingWith(live: string, slug: string): string | null {
  const seen = new Set<string>();
  for (let route: string | null = 'books'; route !== null && !seen.has(route);) {
    seen.add(route);
    const html = readPage(live, route);
    if (html === null) return null;
    if (cardOf(html, slug) !== null) return route;
    route = nextPage(html);
  }
  return null;
}

async function waitForPage(live: string, route: string, shows: (html: string | null) => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (shows(readPage(live, route))) return true;
    await sleep(POLL_MS);
  }
  return false;
}

// ---- rows ----

type Row = {
  books: number;
  /** How the rebuild learned of the change (live rows). */
  way?: Way;
  run: string;
  /** From the staff call to the search index's publish (live rows). */
  searchMs?: number | null;
  /** Wall time of a direct rebuild, or change → live for a live row; null when the change never showed. */
  ms: number | null;
  coldMs: number;
  report: BuildReport | null;
  runs: number;
};

const s = (ms: number | undefined | null) => (ms === undefined || ms === null ? '-' : (ms / 1000).toFixed(1));
const HEADER = [
  'books',
  'way',
  'run',
  'mode',
  'pages',
  'pages live s',
  '% of cold',
  'search live s',
  'fetch s',
  'render s',
  'assemble s',
  'verify s',
  'index s',
  'API calls',
  'build peak MB',
  'rebuild peak MB',
  'indexer peak MB',
  'runs',
];

/** Pagefind's indexer's peak, a process of its own (publishing/rebuild/child-memory.ts). */
function indexerMb(report: BuildReport | null): string {
  const kb = report?.index?.peakMemoryKb;
  return kb ? String(Math.round(kb / 1024)) : '-';
}

function pagesOf(report: BuildReport | null): string {
  if (!report) return '-';
  if (report.mode === 'live')
    return `${report.update?.rendered ?? 0} rendered${report.update?.removed ? `, ${report.update.removed} removed` : ''}`;
  return `${report.pages?.built ?? 0} built`;
}

function cells({ books, way, run, ms, searchMs, coldMs, report, runs }: Row): string[] {
  const source = report?.update?.source;
  return [
    thousands(books),
    way ?? '-',
    run,
    report
      ? `${report.mode === 'live' && source ? source : (report.mode ?? '?')}${report.result === 'published' ? '' : ` (${report.result})`}`
      : '-',
    pagesOf(report),
    ms === null ? 'never' : s(ms),
    ms === null ? '-' : `${Math.round((ms / coldMs) * 100)}%`,
    // A full build publishes the index with the pages; a live update publishes it after them.
    searchMs === undefined ? s(report?.mode === 'full' ? ms : undefined) : searchMs === null ? 'never' : s(searchMs),
    s(report?.phasesMs.fetch),
    s(report?.phasesMs.render),
    s(report?.phasesMs.assemble),
    s(report?.phasesMs.verify),
    s(report?.phasesMs.index),
    report ? String(report.api.calls) : '-',
    String(report?.memory.buildPeakMb ?? '-'),
    String(report?.memory.rebuildPeakMb ?? '-'),
    indexerMb(report),
    String(runs),
  ];
}

/** One run's report as a line: what a person needs to judge a live row. */
function describeRun(run: Run): string {
  if (!run.report || typeof run.report !== 'object' || !('phasesMs' in run.report)) {
    const message = run.report && typeof run.report === 'object' && 'message' in run.report ? String(run.report.message) : 'no report';
    return `run #${run.id} ${run.result}: ${message}`;
  }
  const report = run.report as BuildReport;
  const parts = [`run #${run.id} ${run.result}, mode ${report.mode ?? '?'}`];
  if (report.mode !== 'live') parts.push(`NOT A LIVE UPDATE: full build because ${report.fullBecause ?? '(no reason given)'}`);
  if (report.failure) parts.push(`FAILED in ${report.failure.phase}: ${report.failure.what}`);
  if (report.update) {
    const u = report.update;
    parts.push(
      `${u.source === 'revalidation' ? 'every answer revalidated' : `${u.changes} changes (${u.source})`}, ${u.asked} answers asked, ${u.differed} differed, ${u.rendered} rendered, ${u.removed} removed`,
    );
    if (u.examples.length > 0) parts.push(`e.g. ${u.examples.slice(0, 6).join(', ')}`);
  }
  if (report.pages && report.pages.examples.removed.length > 0)
    parts.push(`removed ${report.pages.examples.removed.slice(0, 4).join(', ')}`);
  if (report.pages && report.mode !== 'live') parts.push(`${report.pages.built} pages built`);
  parts.push(
    `phases ${Object.entries(report.phasesMs)
      .map(([phase, ms]) => `${phase} ${(ms / 1000).toFixed(2)}`)
      .join(', ')} s`,
  );
  if (report.liveAfterMs !== undefined) parts.push(`live after ${s(report.liveAfterMs)} s, index ${s(report.indexLiveAfterMs)} s`);
  if (report.indexFailure) parts.push(`SEARCH INDEX NOT UPDATED: ${report.indexFailure}`);
  parts.push(
    `peak memory rebuild ${report.memory.rebuildPeakMb} MB, build child ${report.memory.buildPeakMb ?? '?'} MB, search indexer ${indexerMb(report)} MB`,
  );
  return parts.join('; ');
}

type LiveStep = {
  run: string;
  /** Set-up not timed (a customer's account), done before the clock starts. */
  prepare?: () => Promise<void>;
  change: () => Promise<void>;
  route: () => string;
  shows: (html: string | null) => boolean;
  /** Checks once the queue is idle, printed as `name: yes/no`. */
  after?: () => string[];
};

type Book = { id: number; slug: string; price: number };
type StepsFor = {
  books: number;
  way: Way;
  live: string;
  picks: { priced: Book; soldOut: Book; removed: Book; reviewed: Book };
  author: { id: number };
  publisher: { slug: string };
  category: { slug: string };
};

/** The five live rows of one way, on that way's books. */
function liveSteps({ books, way, live, picks, author, publisher, category }: StepsFor): LiveStep[] {
  const { priced, soldOut, removed, reviewed } = picks;
  // What the price-change row looks for, read from the pages as built.
  const newPrice = priced.price + 111;
  const newPriceText = formatTaka(newPrice);
  const pricedRoute = `product-details/${priced.slug}`;
  const before = readPage(live, pricedRoute);
  if (before === null) throw new Error(`the live site has no page ${pricedRoute}`);
  log(`price row (${way}): ${priced.slug} shows ${bookPagePrice(before) ?? '(no price found)'}; waiting for ${newPriceText}`);
  const listing = listingWith(live, priced.slug);
  const homeLinks = cardOf(readPage(live, '') ?? '', priced.slug) !== null;
  const reviewText = `বেঞ্চমার্কের পর্যালোচনা ${books} ${randomBytes(4).toString('hex')}`;
  let customerToken = '';
  let newSlug = 'bench-new-book';
  return [
    {
      run: 'price change',
      change: async () => void (await api('PATCH', `/staff/products/${priced.slug}`, { price: (newPrice / 100).toFixed(2) }, STAFF_TOKEN)),
      route: () => pricedRoute,
      shows: (html) => html !== null && bookPagePrice(html) === newPriceText,
      after: () => {
        const shows = (html: string | null) => (cardOf(html ?? '', priced.slug) ?? '').includes(`>${newPriceText}<`);
        return [
          `all-books listing (${listing ?? 'no page links to it'}) shows ${newPriceText}: ${listing === null ? 'n/a' : shows(readPage(live, listing)) ? 'yes' : 'NO'}`,
          `home page ${homeLinks ? `shows ${newPriceText}: ${shows(readPage(live, '')) ? 'yes' : 'NO'}` : 'does not link to the book: n/a'}`,
        ];
      },
    },
    {
      run: 'out of stock',
      change: async () => void (await api('PATCH', `/staff/products/${soldOut.slug}`, { stock: 0 }, STAFF_TOKEN)),
      route: () => `product-details/${soldOut.slug}`,
      shows: (html) => html !== null && /<p class="stock out[ "]/.test(html),
    },
    {
      run: 'new book',
      change: async () => {
        const created = await api(
          'POST',
          '/staff/products',
          newBookBody({
            name: 'বেঞ্চমার্কের নতুন বই',
            name_en: `Bench New Book ${books} ${way}`,
            publisher: publisher.slug,
            writers: [author.id],
            categories: [category.slug],
            isbn: `97898400000${WAYS.indexOf(way)}7`,
          }),
          STAFF_TOKEN,
        );
        newSlug = (created.body as { product: { slug: string } }).product.slug;
      },
      route: () => `product-details/${newSlug}`,
      shows: (html) => html !== null,
    },
    {
      run: 'removed book',
      change: async () => void (await api('DELETE', `/staff/products/${removed.slug}`, undefined, STAFF_TOKEN)),
      route: () => `product-details/${removed.slug}`,
      shows: (html) => html === null,
    },
    {
      run: 'new review',
      prepare: async () => {
        customerToken = await newCustomer(books);
      },
      change: async () => void (await api('POST', `/reviews/${reviewed.slug}`, { rating: 4, comment: reviewText }, customerToken)),
      route: () => `product-details/${reviewed.slug}`,
      shows: (html) => html !== null && html.includes(reviewText),
    },
  ];
}

/** A backend with neither a feed nor a way to name changes: it only pings the webhook after a write. */
async function pingWebhook(): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${rebuildPort}/rebuild`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${REBUILD_TOKEN}` },
  });
  await response.body?.cancel();
  if (response.status !== 202) throw new Error(`POST /rebuild answered ${response.status}`);
}

/** One live row: the change, timed to the page's change through the live symlink, and to the search index's publish. */
async function liveRow(books: number, way: Way, live: string, step: LiveStep, coldMs: number, timeoutMs: number): Promise<Row> {
  if (step.prepare) {
    await step.prepare();
    await webhookIdle(timeoutMs);
  }
  const since = lastRunId(await webhookStatus());
  log(`${thousands(books)} books, ${way}: ${step.run} …`);
  const changedAt = Date.now();
  const started = performance.now();
  await step.change();
  if (way === 'revalidation') await pingWebhook();
  const seen = await waitForPage(live, step.route(), step.shows, timeoutMs);
  const ms = seen ? performance.now() - started : null;
  const status = await webhookIdle(timeoutMs);
  const runs = status.last.filter((run) => run.id > since).sort((a, b) => a.id - b.id);
  // The row's figures: the first run the change caused (a follow-up is printed below it).
  const first = runs[0];
  const report =
    first && first.report && typeof first.report === 'object' && 'phasesMs' in first.report ? (first.report as BuildReport) : null;
  // The index is published by the run that published the pages, after them: the page seen, plus the run's own
  // time between its two publishes. The run's clock starts once its process has started, so its figures alone
  // leave that start-up out (search read as live before the page did). A follow-up run's: by its own clock.
  const indexRun = runs
    .map((run) => ({ run, report: run.report as BuildReport | null }))
    .find(({ report: r }) => r?.indexLiveAfterMs !== undefined || r?.mode === 'full');
  const indexReport = indexRun?.report;
  const searchMs = !indexReport
    ? null
    : indexRun.run === first && ms !== null && indexReport.liveAfterMs !== undefined
      ? ms + (indexReport.indexLiveAfterMs ?? indexReport.liveAfterMs) - indexReport.liveAfterMs
      : Date.parse(indexRun.run.startedAt) - changedAt + (indexReport.indexLiveAfterMs ?? indexReport.liveAfterMs ?? 0);
  const row: Row = { books, way, run: step.run, ms, searchMs, coldMs, report, runs: runs.length };
  rows.push(row);
  log(cells(row).join(' | '));
  if (!seen) log(`NOTE: ${step.route()} did not show the change within ${timeoutMs / 1000} s`);
  if (runs.length === 0) log('NOTE: the change caused no webhook run');
  for (const run of runs) log(`  ${describeRun(run)}`);
  return row;
}

const rows: Row[] = [];
const summaries: string[] = [];
const sizeTables: string[] = [];
let cleaningUp: Promise<void> | null = null;
const temps = new Set<string>();

async function cleanUp(): Promise<void> {
  await Promise.all([...children].map(stop));
  for (const path of temps) rmSync(path, { recursive: true, force: true });
  temps.clear();
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    log(`${signal}: stopping and cleaning up`);
    cleaningUp ??= cleanUp();
    void cleaningUp.finally(() => process.exit(130));
  });
}

type ColdRun = { wallMs: number; report: BuildReport };

async function benchSize(books: number): Promise<void> {
  const folder = join(PROJECT, '.builds', `bench-${books}`);
  const coldFile = join(folder, 'cold.json');
  const resuming = values.resume && existsSync(coldFile) && existsSync(join(folder, 'shop.db'));
  if (values.resume && !resuming) log(`${thousands(books)} books: nothing kept to resume from in ${folder}; starting afresh`);
  const temp = keep ? folder : mkdtempSync(join(tmpdir(), `bench-${books}-`));
  if (!keep) {
    temps.add(temp);
    temps.add(folder);
  }
  if (!resuming) rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const dbPath = join(temp, 'shop.db');
  const seedStarted = performance.now();
  const seedDb = openDatabase(dbPath);
  if (!resuming) seedDatabase(seedDb, { books });
  // The catalogue ages as a real shop's does: the seed's newest book is from 2026-11-01, weeks before
  // the new-book row adds one. (The "new" badge counts the newest books rather than days, so that
  // gap flips one badge, not every book a quiet month aged out of a window.)
  // The books the live rows change, chosen before anything runs: other books for each way.
  type Book = { id: number; slug: string; price: number };
  const taken = new Set<number>();
  const middle = (sql: string) => {
    const all = (seedDb.prepare(sql).all() as Book[]).filter((book) => !taken.has(book.id));
    const book = all[Math.floor(all.length / 2)];
    if (book) taken.add(book.id);
    return book;
  };
  const picks = Object.fromEntries(
    WAYS.map((way) => {
      const priced = middle('SELECT id, slug, price FROM products WHERE special_price IS NULL ORDER BY created_at DESC, id');
      const soldOut = middle('SELECT id, slug, price FROM products WHERE stock > 0 ORDER BY created_at DESC, id');
      const removed = middle(
        'SELECT id, slug, price FROM products WHERE id NOT IN (SELECT product_id FROM order_lines) ORDER BY created_at DESC, id',
      );
      const reviewed = middle('SELECT id, slug, price FROM products ORDER BY id');
      if (!priced || !soldOut || !removed || !reviewed) throw new Error(`${books} books: not enough books for the live rows`);
      return [way, { priced, soldOut, removed, reviewed }];
    }),
  ) as Record<Way, { priced: Book; soldOut: Book; removed: Book; reviewed: Book }>;
  const author = seedDb.prepare('SELECT id FROM authors ORDER BY id LIMIT 1').get() as { id: number };
  const publisher = seedDb.prepare('SELECT slug FROM publishers ORDER BY id LIMIT 1').get() as { slug: string };
  const category = seedDb.prepare('SELECT slug FROM categories ORDER BY id LIMIT 1').get() as { slug: string };
  seedDb.close();
  log(
    resuming
      ? `${thousands(books)} books: resuming from ${folder}`
      : `seeded ${thousands(books)} books in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  const rebuildEnv: NodeJS.ProcessEnv = {
    ...process.env,
    SHOP_API_URL: `http://127.0.0.1:${apiPort}/api/v1`,
    CONTENT_API_URL: `http://127.0.0.1:${apiPort}/content`,
    SITE_URL: 'http://127.0.0.1:4321',
    REBUILD_LIVE: join(folder, 'live'),
    REBUILD_RELEASES: join(folder, 'releases'),
    REBUILD_CACHE: join(folder, 'cache'),
    REBUILD_KEEP: '2',
  };
  delete rebuildEnv.REBUILD_FULL;
  const live = join(folder, 'live');
  const hook = start(
    'rebuild webhook',
    'publishing/rebuild/serve.ts',
    [],
    { ...rebuildEnv, REBUILD_TOKEN, REBUILD_HOST: '127.0.0.1', REBUILD_PORT: String(rebuildPort) },
    join(temp, 'webhook.log'),
    true,
  );
  /** The local API as each way needs it: with its feed and webhook, without the feed (its webhook names the changes), or neither. */
  const startApi = (way: Way) =>
    start(
      `local API (${way})`,
      'backend/server.ts',
      [],
      {
        ...process.env,
        API_PORT: String(apiPort),
        API_DB_PATH: dbPath,
        STAFF_TOKEN,
        ...(way === 'feed' ? {} : { CHANGE_FEED: 'off' }),
        ...(way === 'revalidation'
          ? {}
          : { REBUILD_WEBHOOK_URL: `http://127.0.0.1:${rebuildPort}/rebuild`, REBUILD_WEBHOOK_TOKEN: REBUILD_TOKEN }),
      },
      join(temp, 'api.log'),
    );
  let apiChild = startApi(chosenWays[0] ?? 'feed');
  const stopped = () =>
    apiChild.process.exitCode !== null
      ? `the local API exited:\n${tail(apiChild.logFile)}`
      : hook.process.exitCode !== null
        ? `the rebuild webhook exited:\n${tail(hook.logFile)}`
        : undefined;
  const apiReady = () => waitForUrl(`http://127.0.0.1:${apiPort}/content/informations`, 120_000, { stopped });
  try {
    await apiReady();
    for (let tries = 0; ; tries += 1) {
      const ready = await webhookStatus().then(
        () => true,
        () => false,
      );
      if (ready) break;
      const reason = stopped();
      if (reason) throw new Error(reason);
      if (tries > 240) throw new Error(`the rebuild webhook does not answer on port ${rebuildPort}`);
      await sleep(250);
    }

    const reportFile = join(temp, 'report.json');
    let coldMs = 0;
    if (resuming) {
      const cold = JSON.parse(readFileSync(coldFile, 'utf8')) as ColdRun;
      coldMs = cold.wallMs;
      const row: Row = { books, run: 'cold (kept from an earlier run)', ms: cold.wallMs, coldMs, report: cold.report, runs: 1 };
      rows.push(row);
      log(cells(row).join(' | '));
    }
    for (const run of resuming ? [] : ['cold (empty cache)', 'no change']) {
      log(`${thousands(books)} books: ${run} …`);
      const { wallMs, report } = await rebuildDirectly(rebuildEnv, reportFile);
      if (run.startsWith('cold')) {
        coldMs = wallMs;
        if (keep) writeFileSync(coldFile, JSON.stringify({ wallMs, report } satisfies ColdRun));
      }
      const row: Row = { books, run, ms: wallMs, coldMs, report, runs: 1 };
      rows.push(row);
      // Each figure as soon as it exists: the 10,000-book runs take many minutes.
      log(cells(row).join(' | '));
      if (report.mode !== 'full' && run.startsWith('cold')) log(`the cold rebuild was not a full build: mode ${report.mode}`);
      if (run === 'no change' && (report.mode !== 'live' || (report.update?.rendered ?? 0) > 0)) {
        log(
          `NOTE: the no-change rebuild was mode ${report.mode}${report.fullBecause ? ` (full because ${report.fullBecause})` : ''}, ${pagesOf(report)}`,
        );
      }
      if (run.startsWith('cold') && sizeTables.length === 0) {
        sizeTables.push(`gzip size per page type, ${thousands(books)} books:\n${formatSizeTable(measurePageTypes(live))}`);
      }
    }

    const liveTimeoutMs = Math.max(300_000, coldMs * 3);
    const liveRows: Row[] = [];
    for (const way of chosenWays) {
      if (apiChild.name !== `local API (${way})`) {
        await webhookIdle(liveTimeoutMs);
        await stop(apiChild);
        apiChild = startApi(way);
        await apiReady();
      }
      const steps = liveSteps({ books, way, live, picks: picks[way], author, publisher, category });
      for (const step of steps.filter(
        (candidate) => chosenRows.has(candidate.run) && (way !== 'revalidation' || candidate.run === 'price change'),
      )) {
        const row = await liveRow(books, way, live, step, coldMs, liveTimeoutMs);
        liveRows.push(row);
        const checks = step.after?.() ?? [];
        for (const check of checks) log(`  ${check}`);
        summaries.push(...checks.map((check) => `${thousands(books)} books, ${way}, ${step.run}: ${check}`));
      }
    }

    const cold = rows.find((row) => row.books === books && row.run.startsWith('cold'));
    const peak = (list: Row[], key: 'buildPeakMb' | 'rebuildPeakMb' | 'indexer') =>
      Math.max(0, ...list.map((row) => (key === 'indexer' ? Number(indexerMb(row.report)) || 0 : (row.report?.memory[key] ?? 0))));
    summaries.push(
      `peak memory at ${thousands(books)} books: cold build — build child ${peak(cold ? [cold] : [], 'buildPeakMb')} MB, rebuild ${peak(cold ? [cold] : [], 'rebuildPeakMb')} MB; live rows (max) — build child ${peak(liveRows, 'buildPeakMb')} MB, rebuild ${peak(liveRows, 'rebuildPeakMb')} MB; search indexer (every process the rebuild starts counts) — cold ${peak(cold ? [cold] : [], 'indexer')} MB, live rows ${peak(liveRows, 'indexer')} MB`,
    );
    for (const row of liveRows) {
      const what = `${row.run} at ${thousands(books)} books (${row.way})`;
      console.log(
        row.ms !== null
          ? `live: ${what}: pages ${s(row.ms)} s = ${Math.round((row.ms / coldMs) * 100)}% of cold ${s(coldMs)} s; search ${row.searchMs === null || row.searchMs === undefined ? 'never' : `${s(row.searchMs)} s`}`
          : `live: ${what}: not live within ${liveTimeoutMs / 1000} s (cold ${s(coldMs)} s)`,
      );
    }
  } catch (error) {
    log(`failed at ${thousands(books)} books: ${error instanceof Error ? error.message : String(error)}`);
    for (const child of [apiChild, hook]) {
      const text = tail(child.logFile);
      if (text) log(`last lines of the ${child.name}'s log:\n${text}`);
    }
    throw error;
  } finally {
    // A clean stop: let a rebuild in progress finish (bounded), then stop the webhook (with its group) and the API.
    await webhookIdle(120_000).catch(() => undefined);
    await stop(hook);
    await stop(apiChild);
    if (!keep) {
      rmSync(temp, { recursive: true, force: true });
      rmSync(folder, { recursive: true, force: true });
      temps.delete(temp);
      temps.delete(folder);
    }
  }
}

try {
  for (const books of sizes) await benchSize(books);
} finally {
  cleaningUp ??= cleanUp();
  await cleaningUp;
}

const table: string[][] = [HEADER, ...rows.map(cells)];
const widths = (table[0] ?? []).map((_, i) => Math.max(...table.map((r) => (r[i] ?? '').length)));
console.log('');
console.log(table.map((row) => row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')).join('\n'));
console.log('');
console.log(summaries.join('\n'));
console.log('');
console.log(sizeTables.join('\n\n'));
