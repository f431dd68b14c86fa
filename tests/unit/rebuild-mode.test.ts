/**
 * How a rebuild chooses what to do (publishing/rebuild/mode.ts), against a tiny
 * backend whose change feed answers as the test says: the feed when there is
 * one, named changes without it, revalidation with neither or when the feed
 * lost the changes, and a full build only without a release, a state, or the
 * same code.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configFrom, type RebuildConfig } from '../../publishing/rebuild/config.ts';
import { chooseMode } from '../../publishing/rebuild/mode.ts';
import type { Pending } from '../../publishing/rebuild/incremental/named-changes.ts';
import { writeState } from '../../publishing/rebuild/incremental/state.ts';

type Feed = { status: number; body?: unknown };
let feed: Feed = { status: 404 };
let server: Server;
let shop = '';
let dir: string;
let config: RebuildConfig;
const LIVE = '20261128T100000Z-aaaaaa';
const FINGERPRINT = 'fingerprint-of-this-code';
const nothing: Pending = { all: false, changes: [] };
const named: Pending = { all: false, changes: [{ kind: 'product', action: 'updated', slug: 'gora' }] };

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    if (url.pathname !== '/api/v1/changes') return void response.writeHead(404).end('{}');
    response.writeHead(feed.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(feed.body ?? {}));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  shop = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  // Releases must be inside the project (Astro builds there), as configFrom checks.
  mkdirSync(join(process.cwd(), '.builds'), { recursive: true });
  dir = mkdtempSync(join(process.cwd(), '.builds', 'mode-test-'));
  config = configFrom(
    { SHOP_API_URL: shop, CONTENT_API_URL: shop, REBUILD_RELEASES: join(dir, 'releases') },
    { projectDir: process.cwd() },
  );
  mkdirSync(config.releasesDir, { recursive: true });
  feed = { status: 404 };
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function liveState(cursor: string | null, fingerprint = FINGERPRINT): void {
  writeState(config.releasesDir, LIVE, { cursor, fingerprint, answers: {}, pages: {}, routes: [] });
}
const changes = (list: unknown[], cursor = 'feed.12') => ({ status: 200, body: { cursor, reset: false, more: false, changes: list } });

describe('chooseMode', () => {
  it('builds everything without a live release, without its state, with other code, or when asked', async () => {
    expect(await chooseMode(config, null, FINGERPRINT, nothing)).toMatchObject({ kind: 'full', because: 'no release published yet' });
    expect(await chooseMode(config, LIVE, FINGERPRINT, nothing)).toMatchObject({
      kind: 'full',
      because: expect.stringMatching(/no live-update state/),
    });
    liveState('feed.10', 'other code');
    expect(await chooseMode(config, LIVE, FINGERPRINT, nothing)).toMatchObject({ kind: 'full', because: expect.stringMatching(/code/) });
    liveState('feed.10');
    process.env.REBUILD_FULL = '1';
    try {
      expect(await chooseMode(config, LIVE, FINGERPRINT, nothing)).toMatchObject({ kind: 'full' });
    } finally {
      delete process.env.REBUILD_FULL;
    }
  });

  it('follows the feed, with any named changes added', async () => {
    liveState('feed.10');
    const change = {
      seq: 11,
      kind: 'product',
      action: 'updated',
      id: 1,
      slug: 'chokher-bali',
      fields: ['price'],
      at: '2026-11-28T10:00:00Z',
    };
    feed = changes([change]);
    const mode = await chooseMode(config, LIVE, FINGERPRINT, named);
    expect(mode).toMatchObject({ kind: 'live', cursor: 'feed.12', what: { source: 'feed' } });
    expect(mode.kind === 'live' && mode.what.changes).toEqual([change, named.changes[0]]);
  });

  it('revalidates when the feed no longer has the changes since the live release, from the cursor it answered', async () => {
    liveState('feed.10');
    feed = { status: 200, body: { cursor: 'feed.900', reset: true, more: false, changes: [] } };
    expect(await chooseMode(config, LIVE, FINGERPRINT, nothing)).toMatchObject({
      kind: 'live',
      cursor: 'feed.900',
      what: { source: 'revalidation', changes: 'all' },
    });
  });

  it('without a feed: the named changes, or with none, revalidation', async () => {
    liveState('feed.10');
    expect(await chooseMode(config, LIVE, FINGERPRINT, named)).toMatchObject({
      kind: 'live',
      cursor: null,
      what: { source: 'named', changes: named.changes },
    });
    expect(await chooseMode(config, LIVE, FINGERPRINT, nothing)).toMatchObject({
      kind: 'live',
      cursor: null,
      what: { source: 'revalidation' },
    });
    // A request that named nothing beside named ones: nothing is known to be all that changed.
    expect(await chooseMode(config, LIVE, FINGERPRINT, { ...named, all: true })).toMatchObject({
      kind: 'live',
      what: { source: 'revalidation' },
    });
  });

  it('a queued webhook run without a feed and with nothing pending has nothing to do (the run before took every request)', async () => {
    liveState(null);
    expect(await chooseMode(config, LIVE, FINGERPRINT, nothing, { pendingOnly: true })).toMatchObject({ kind: 'idle' });
    expect(await chooseMode(config, LIVE, FINGERPRINT, named, { pendingOnly: true })).toMatchObject({
      kind: 'live',
      what: { source: 'named' },
    });
    expect(await chooseMode(config, LIVE, FINGERPRINT, { all: true, changes: [] }, { pendingOnly: true })).toMatchObject({
      kind: 'live',
      what: { source: 'revalidation' },
    });
  });

  it('a release built without a feed, and a backend that has one now: revalidates once, then follows the feed from its cursor', async () => {
    liveState(null);
    feed = changes([], 'feed.50');
    expect(await chooseMode(config, LIVE, FINGERPRINT, named)).toMatchObject({
      kind: 'live',
      cursor: 'feed.50',
      what: { source: 'revalidation' },
    });
  });
});
