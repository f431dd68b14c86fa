/**
 * `npm start` keeps the shop current by itself: with it running, a price a
 * staff member changes and a comment a reader posts are on the served site
 * within seconds, with nothing run by hand (the local API calls the rebuild
 * webhook that `npm start` runs beside it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { waitForUrl } from '../../tools/support/wait-for-url.ts';
import { STAFF_TOKEN } from '../api/feed-helpers.ts';
import { call } from '../api/harness.ts';
import { PROJECT } from './harness.ts';

const API_PORT = 4481;
const SITE_PORT = 4482;
const REBUILD_PORT = 4483;
const REBUILD_TOKEN = 'start-live-test-webhook-secret';
const site = `http://127.0.0.1:${SITE_PORT}`;
const shop = `http://127.0.0.1:${API_PORT}/api/v1`;
const content = `http://127.0.0.1:${API_PORT}/content`;
const distDir = join('.builds', `start-live-${process.pid}`, 'dist');
const dataDir = mkdtempSync(join(tmpdir(), 'start-live-'));
let start: ChildProcess;

beforeAll(async () => {
  start = spawn(process.execPath, [join(PROJECT, 'tools/start.ts')], {
    cwd: PROJECT,
    env: {
      ...process.env,
      API_PORT: String(API_PORT),
      PORT: String(SITE_PORT),
      REBUILD_PORT: String(REBUILD_PORT),
      API_DB_PATH: join(dataDir, 'shop.db'),
      SEED_BOOKS: '40',
      DIST_DIR: distDir,
      STAFF_TOKEN,
      REBUILD_TOKEN,
    },
    stdio: 'ignore',
  });
  await waitForUrl(`${site}/`, 240_000, {
    stopped: () => (start.exitCode === null ? undefined : `npm start exited with ${start.exitCode}`),
  });
}, 300_000);

afterAll(async () => {
  if (start.exitCode === null) {
    const exited = new Promise((resolve) => start.once('exit', resolve));
    start.kill('SIGTERM');
    await exited;
  }
  // npm start's build children can still be writing their last files as it exits: retry the removal (ENOTEMPTY).
  rmSync(join(PROJECT, '.builds', `start-live-${process.pid}`), { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  rmSync(dataDir, { recursive: true, force: true });
});

/** Reads the page every half second until it shows `text`. */
async function shows(path: string, text: string, withinMs: number): Promise<void> {
  try {
    await vi.waitFor(
      async () => {
        const page = await (await fetch(`${site}${path}`)).text();
        if (!page.includes(text)) throw new Error('not yet');
      },
      { timeout: withinMs, interval: 500 },
    );
  } catch {
    // What the webhook ran, to say why.
    const status = await fetch(`http://127.0.0.1:${REBUILD_PORT}/rebuild/status`, { headers: { Authorization: `Bearer ${REBUILD_TOKEN}` } })
      .then((response) => response.text())
      .catch((error: unknown) => String(error));
    throw new Error(`${path} did not show “${text}” within ${withinMs / 1000} s; webhook status: ${status.slice(0, 3000)}`);
  }
}

it('a staff price change and a reader’s comment reach the served pages by themselves', async () => {
  const list = (await call(`${shop}/products?page=1&per_page=10`)).body as { products: { slug: string }[] };
  const slug = list.products[3]?.slug ?? '';
  const patched = await call(`${shop}/staff/products/${slug}`, {
    method: 'PATCH',
    json: { price: '777.00', special_price: null },
    token: STAFF_TOKEN,
  });
  expect(patched.status).toBe(200);
  await shows(`/product-details/${slug}/`, '777.00', 120_000);

  const posts = (await call(`${content}/blogs/posts?page=1&per_page=5`)).body as { data: { slug: string }[] };
  const post = posts.data[0]?.slug ?? '';
  const comment = await call(`${content}/blogs/posts/${post}/comments`, {
    json: { name: 'সুমি', email: 'sumi@example.com', web: '', comment: 'লেখাটা খুব কাজের।' },
  });
  expect(comment.status).toBeLessThan(300);
  await shows(`/blog-details/${post}/`, 'লেখাটা খুব কাজের।', 120_000);
}, 300_000);
