/**
 * Live updates end to end against the real local API (90 books, so the book
 * list has later pages, decision 0017): after a
 * sequence of staff and customer changes, each published by a live update
 * that renders only what changed, the site is file for file the site a full
 * rebuild makes from the same data; a failed live update leaves the live site
 * byte for byte as it was and loses nothing; a release built by other code is
 * never updated in place; a burst of changes during a rebuild is published by
 * one follow-up.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { treeHash } from './tree-hash.ts';
import { statePath } from '../../publishing/rebuild/incremental/state.ts';
import { RebuildQueue } from '../../publishing/rebuild/queue.ts';
import { commandRunner, pendingRecorder } from '../../publishing/rebuild/serve.ts';
import { createWebhookApp } from '../../publishing/rebuild/webhook.ts';
import { startTestApi, type TestApi } from '../api/harness.ts';
import { STAFF_TOKEN } from '../api/feed-helpers.ts';
import { changeSteps, livePage, staffWrite } from './change-steps.ts';
import { expectSameAsFullRebuild, lastReport, rebuild } from './oracle.ts';
import { PROJECT, rebuildEnv, testFolders, type Folders } from './harness.ts';

const BUILD_TIMEOUT = 300_000;

let api: TestApi;
let folders: Folders;
let env: NodeJS.ProcessEnv;

const staff = (method: string, path: string, json?: unknown) => staffWrite(api, method, path, json);
const page = (route: string) => livePage(folders.live, route);

beforeAll(async () => {
  api = await startTestApi({ books: 90, staffToken: STAFF_TOKEN });
  folders = testFolders('live');
  env = rebuildEnv(folders, api);
  const first = await rebuild(env, folders.root);
  expect(first.code, first.stderr).toBe(0);
  expect(first.report.mode).toBe('full');
  // Two spare releases wait for the first live update's two releases (pages, then the search index).
  expect(first.report.sparesMade).toBe(2);
  // The book list has later pages, which record only their own books: the oracle below covers them.
  expect(readdirSync(join(folders.live, 'books/from')).length).toBeGreaterThan(0);
}, BUILD_TIMEOUT);
afterAll(async () => {
  await api?.close();
  rmSync(folders.root, { recursive: true, force: true });
});

describe('a sequence of live updates', () => {
  it(
    'publishes each change by rendering only the pages it reaches, and ends identical, file for file, to a full rebuild of the same data',
    async () => {
      const steps = await changeSteps(api, folders.live, lastReport(folders.releases).pages?.built ?? 0);
      let deltas = 0;
      for (const step of steps) {
        await step.change();
        const { code, stderr, report } = await rebuild(env, folders.root);
        expect(code, `${step.name}: ${stderr}`).toBe(0);
        expect(report.mode, step.name).toBe('live');
        expect(report.result, step.name).toBe('published');
        expect(report.update?.rendered ?? 0, step.name).toBeGreaterThan(0);
        // Each release is a spare brought up to date, not the live one linked whole: the oracle below covers that path.
        expect(report.update?.assembled?.fromSpare, step.name).toBe(true);
        if (step.most !== undefined) expect(report.update?.rendered ?? Infinity, step.name).toBeLessThanOrEqual(step.most);
        // Search follows with a delta over the main index (one file), never the whole index built again.
        if (report.index) expect(report.index.delta, step.name).toBeDefined();
        if (report.index?.delta) deltas += 1;
        step.check();
      }
      expect(deltas).toBeGreaterThan(0);

      await expectSameAsFullRebuild(api, folders);
    },
    BUILD_TIMEOUT * 2,
  );
});

describe('a failed live update', () => {
  it(
    'leaves the live site byte for byte as it was, and the next one publishes every change it missed',
    async () => {
      const before = { target: readlinkSync(folders.live), hash: treeHash(folders.live) };
      const [first, second] = api.db.prepare('SELECT slug, name FROM products ORDER BY id LIMIT 2').all() as {
        slug: string;
        name: string;
      }[];
      if (!first || !second) throw new Error('the seed has fewer than two books');
      await staff('PATCH', `/${first.slug}`, { price: '555.00', special_price: null });
      // A name only the verify phase can refuse: the page would show "undefined".
      api.db.prepare("UPDATE products SET name = 'undefined' WHERE slug = ?").run(second.slug);
      const failed = await rebuild(env, folders.root);
      expect(failed.code).not.toBe(0);
      expect(failed.report.mode).toBe('live');
      expect(failed.report.failure?.phase).toBe('verify');
      expect({ target: readlinkSync(folders.live), hash: treeHash(folders.live) }).toEqual(before);

      api.db.prepare('UPDATE products SET name = ? WHERE slug = ?').run(second.name, second.slug);
      const next = await rebuild(env, folders.root);
      expect(next.code, next.stderr).toBe(0);
      expect(next.report.mode).toBe('live');
      expect(page(`product-details/${first.slug}`)).toContain('555.00');
    },
    BUILD_TIMEOUT,
  );
});

describe('a live update that dies between fetching and publishing', () => {
  it(
    'leaves the live site as it was, and the next rebuild publishes the change and clears what it left',
    async () => {
      const before = { target: readlinkSync(folders.live), hash: treeHash(folders.live) };
      const [book] = api.db.prepare('SELECT slug FROM products ORDER BY id LIMIT 1 OFFSET 9').all() as { slug: string }[];
      await staff('PATCH', `/${book?.slug}`, { price: '612.00', special_price: null });
      // Its own process group, so the kill takes the build child with it, as a crash or a power cut would.
      const child = spawn(process.execPath, [join(PROJECT, 'publishing/rebuild/cli.ts')], {
        cwd: PROJECT,
        env,
        detached: true,
        stdio: 'ignore',
      });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const planned = () =>
        readdirSync(folders.releases).some((name) => name.endsWith('.work') && existsSync(join(folders.releases, name, 'plan.json')));
      await vi.waitFor(
        () => {
          if (child.exitCode === null && !planned()) throw new Error('the live update never reached its render phase');
        },
        { timeout: 120_000, interval: 20 },
      );
      expect(child.exitCode, 'the live update ended before its render phase').toBeNull();
      process.kill(-(child.pid ?? 0), 'SIGKILL');
      await exited;
      expect({ target: readlinkSync(folders.live), hash: treeHash(folders.live) }).toEqual(before);

      const next = await rebuild(env, folders.root);
      expect(next.code, next.stderr).toBe(0);
      expect(next.report.mode).toBe('live');
      expect(page(`product-details/${book?.slug}`)).toContain('612.00');
      expect(readdirSync(folders.releases).filter((name) => /\.(staging|work)$/.test(name))).toEqual([]);
    },
    BUILD_TIMEOUT,
  );
});

describe('a release built by other code', () => {
  it(
    'is never updated in place: a change of code, configuration or API URLs makes a full build',
    async () => {
      const live = readlinkSync(folders.live).split('/').at(-1) ?? '';
      const state = new DatabaseSync(statePath(folders.releases, live));
      state.prepare("UPDATE meta SET value = 'built-by-other-code' WHERE name = 'fingerprint'").run();
      state.close();
      const [book] = api.db.prepare('SELECT slug FROM products ORDER BY id DESC LIMIT 1').all() as { slug: string }[];
      await staff('PATCH', `/${book?.slug}`, { stock: 3 });
      const result = await rebuild(env, folders.root);
      expect(result.code, result.stderr).toBe(0);
      expect(result.report.mode).toBe('full');
      expect(result.report.fullBecause).toMatch(/code/);

      const otherSite = await rebuild({ ...env, SITE_URL: 'http://127.0.0.1:4999' }, folders.root);
      expect(otherSite.code, otherSite.stderr).toBe(0);
      expect(otherSite.report.mode).toBe('full');
      // Back to the usual address: the next change is a live update again.
      await rebuild(env, folders.root);
      await staff('PATCH', `/${book?.slug}`, { stock: 4 });
      expect((await rebuild(env, folders.root)).report.mode).toBe('live');
    },
    BUILD_TIMEOUT * 2,
  );
});

describe('a burst of changes during a rebuild', () => {
  let hook: ReturnType<typeof serve> | null = null;
  afterAll(() => new Promise<void>((resolve) => (hook ? (hook as unknown as Server).close(() => resolve()) : resolve())));

  it(
    'is published whole by at most one follow-up rebuild',
    async () => {
      const token = 'webhook-token-for-the-burst-test';
      const queue = new RebuildQueue(commandRunner(PROJECT, env));
      hook = await new Promise<ReturnType<typeof serve>>((resolve) => {
        const server = serve(
          { fetch: createWebhookApp({ token, queue, record: pendingRecorder(folders.releases) }).fetch, port: 0, hostname: '127.0.0.1' },
          () => resolve(server),
        );
      });
      const { port } = (hook as unknown as Server).address() as AddressInfo;
      const trigger = () => fetch(`http://127.0.0.1:${port}/rebuild`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });

      const books = api.db.prepare('SELECT slug FROM products ORDER BY id LIMIT 21').all() as { slug: string }[];
      await staff('PATCH', `/${books[0]?.slug}`, { price: '301.00', special_price: null });
      expect(((await (await trigger()).json()) as { status: string }).status).toBe('started');
      for (const [index, book] of books.slice(1).entries()) {
        await staff('PATCH', `/${book.slug}`, { price: `${400 + index}.00`, special_price: null });
        await trigger();
      }
      await queue.idle();
      const runs = queue.status().last;
      expect(runs.length).toBeLessThanOrEqual(2);
      for (const run of runs) expect(run.result).toBe('published');
      for (const [index, book] of books.slice(1).entries())
        expect(page(`product-details/${book.slug}`), book.slug).toContain(`${400 + index}.00`);
      expect(page(`product-details/${books[0]?.slug}`)).toContain('301.00');
    },
    BUILD_TIMEOUT * 2,
  );
});
