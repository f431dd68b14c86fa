/**
 * `npm run bench:lighthouse`: what a phone feels, the way production serves the
 * site and the way `npm start` does. Seeds two temporary databases, then builds
 * and serves the site twice side by side: through `npm start` (its static
 * server, BENCH_START_PORT 4472, API 4471) and through `npm run nginx:serve`
 * (Debian's nginx with the repository's configuration, BENCH_NGINX_PORT 4474,
 * API 4473). For the home page, the all-books listing, a book and a post (the
 * first of each in the sitemap) it runs Lighthouse's mobile audit (its default:
 * a mid-range phone on simulated slow 4G) three times (`-- --runs N`) in
 * Debian's Chromium, each run auditing a page on both servers in turn after
 * one discarded warm-up audit, and prints the medians: the four category scores, LCP, TBT,
 * CLS, bytes sent, and the home page's DOM elements and HTML bytes; beside them each
 * run's performance score and when its unthrottled load first painted.
 * A benchmark that prints figures, not a test: it asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../../tests/support/chromium.ts';
import { startDetached, type Detached } from '../support/detached.ts';
import { sitemapLocs } from '#build/sitemap.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, books: { type: 'string', default: '300' } } });
const RUNS = Number(values.runs);
const SERVERS = [
  {
    name: 'npm start',
    script: 'tools/start.ts',
    port: process.env.BENCH_START_PORT ?? '4472',
    apiPort: process.env.BENCH_START_API_PORT ?? '4471',
  },
  {
    name: 'nginx',
    script: 'tools/nginx-serve.ts',
    port: process.env.BENCH_NGINX_PORT ?? '4474',
    apiPort: process.env.BENCH_NGINX_API_PORT ?? '4473',
  },
] as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type Figures = {
  scores: number[];
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  domElements: number;
  htmlBytes: number;
  seenPaintMs: number;
};

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** The pages measured: the home page, the all-books listing, and the first book and post the sitemap lists. */
async function pagesOf(site: string): Promise<{ name: string; path: string }[]> {
  const { locs } = sitemapLocs(await (await fetch(`${site}/sitemap.xml`)).text());
  const first = (part: string) => new URL(locs.find((loc) => loc.includes(part)) ?? `${site}/`).pathname;
  return [
    { name: 'home', path: '/' },
    { name: 'listing', path: '/books/' },
    { name: 'book', path: first('/product-details/') },
    { name: 'post', path: first('/blog-details/') },
  ];
}

async function audit(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (lhr.audits['network-requests']?.details as { items?: { url: string; transferSize?: number; resourceSize?: number }[] } | undefined)
      ?.items ?? [];
  const document = requests.find((request) => request.url === url || request.url === lhr.finalDisplayedUrl);
  return {
    scores: CATEGORIES.map((category) => Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100)),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    bytes: numeric('total-byte-weight'),
    // Lighthouse 13 dropped the dom-size audit: its trace insight counts the elements (numericValue) instead.
    domElements: numeric('dom-size-insight'),
    htmlBytes: document?.resourceSize ?? Number.NaN,
    seenPaintMs: observedFirstPaint(lhr.audits['metrics']?.details),
  };
}

/**
 * When the unthrottled load first painted. Lantern's simulated paint metrics count every
 * task before it, and headless Chromium sometimes holds the first frame back by a whole
 * second or two (Lighthouse issue #17148), so a run with a late first paint scores lower
 * for the same page: this column shows when that happened.
 */
function observedFirstPaint(details: unknown): number {
  const items = (details as { items?: { observedFirstContentfulPaint?: number }[] } | undefined)?.items;
  return items?.[0]?.observedFirstContentfulPaint ?? Number.NaN;
}

function row(server: string, page: string, runs: Figures[]): string[] {
  const pick = (read: (figures: Figures) => number) => median(runs.map(read));
  return [
    server,
    page,
    ...CATEGORIES.map((_, index) => String(pick((figures) => figures.scores[index] ?? Number.NaN))),
    runs.map((figures) => figures.scores[0]).join(' '),
    runs.map((figures) => `${(figures.seenPaintMs / 1000).toFixed(1)}`).join(' '),
    `${(pick((figures) => figures.lcpMs) / 1000).toFixed(2)} s`,
    `${Math.round(pick((figures) => figures.tbtMs))} ms`,
    pick((figures) => figures.cls).toFixed(3),
    `${(pick((figures) => figures.bytes) / 1024).toFixed(0)} KB`,
    String(pick((figures) => figures.domElements)),
    `${(pick((figures) => figures.htmlBytes) / 1024).toFixed(0)} KB`,
  ];
}

function table(rows: string[][]): string {
  const header = [
    'served by',
    'page',
    'perf',
    'a11y',
    'best pr.',
    'SEO',
    'perf each run',
    'first paint seen (s)',
    'LCP',
    'TBT',
    'CLS',
    'bytes sent',
    'DOM elements',
    'HTML',
  ];
  const all = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((cells) => (cells[column] ?? '').length)));
  return all.map((cells) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')).join('\n');
}

const temp = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
const started: Detached[] = [];
let chrome: chromeLauncher.LaunchedChrome | null = null;
try {
  console.error(`[lighthouse] seeding ${values.books} books and building the site twice (npm start, nginx)…`);
  const sites = await Promise.all(
    SERVERS.map(async (server) => {
      const site = `http://127.0.0.1:${server.port}`;
      const env = {
        ...process.env,
        API_PORT: server.apiPort,
        PORT: server.port,
        NGINX_PORT: server.port,
        API_DB_PATH: join(temp, `${server.port}.db`),
        SEED_BOOKS: values.books,
        DIST_DIR: resolve(`.builds/lighthouse-${server.port}`),
        NGINX_PREFIX: join(temp, 'nginx'),
        SITE_URL: site,
        CORS_ORIGINS: site,
        LIVE_UPDATES: 'off',
      };
      started.push(await startDetached(server.name, server.script, env, `${site}/`));
      return { ...server, site };
    }),
  );
  chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...(chromiumLaunchOptions.args ?? [])],
  });
  const served = await Promise.all(sites.map(async (site) => ({ ...site, pages: await pagesOf(site.site) })));
  // A first audit in a fresh browser runs cold (its caches, its fonts): one is made and thrown away.
  const [first] = served;
  if (first) await audit(`${first.site}/`, chrome.port);
  // Each run audits the page on both servers in turn, so a slower spell of this shared machine falls on both.
  const runs = served.map((site) => site.pages.map((): Figures[] => []));
  for (let run = 0; run < RUNS; run += 1) {
    for (const [pageIndex] of (first?.pages ?? []).entries()) {
      for (const [siteIndex, { site, pages }] of served.entries()) {
        const page = pages[pageIndex];
        if (page) runs[siteIndex]?.[pageIndex]?.push(await audit(`${site}${page.path}`, chrome.port));
      }
    }
  }
  const rows: string[][] = [];
  for (const [siteIndex, { name, pages }] of served.entries()) {
    for (const [pageIndex, page] of pages.entries()) {
      rows.push(row(name, `${page.name} (${page.path})`, runs[siteIndex]?.[pageIndex] ?? []));
      console.error(`[lighthouse] ${rows.at(-1)?.join(' | ')}`);
    }
  }
  console.log(`\nLighthouse ${RUNS} run(s) each, median; mobile, simulated throttling; ${values.books} books\n`);
  console.log(table(rows));
} finally {
  chrome?.kill();
  for (const child of started) await child.stop();
  rmSync(temp, { recursive: true, force: true });
  for (const { port } of SERVERS)
    for (const folder of [`lighthouse-${port}`, `lighthouse-${port}.releases`, `lighthouse-${port}-cache`])
      rmSync(resolve('.builds', folder), { recursive: true, force: true });
}
