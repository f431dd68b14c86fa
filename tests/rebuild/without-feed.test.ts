/**
 * Live updates from a backend without a change feed (the local API with
 * CHANGE_FEED off answers /changes with 404), against the real local API: the
 * same sequence of changes is published once through changes named on the
 * command line (as the webhook's body names them), then again with nothing
 * named, by revalidating every answer. Each ends file for file identical to a
 * full rebuild of the same data, and no run is a full one. A named change
 * whose rebuild failed is not lost: the next run publishes it.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../api/harness.ts';
import { STAFF_TOKEN } from '../api/feed-helpers.ts';
import { changeSteps, livePage, staffWrite } from './change-steps.ts';
import { rebuildEnv, testFolders, type Folders } from './harness.ts';
import { expectSameAsFullRebuild, lastReport, rebuild } from './oracle.ts';

const BUILD_TIMEOUT = 300_000;

let api: TestApi;
let folders: Folders;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  api = await startTestApi({ books: 40, staffToken: STAFF_TOKEN, changeFeed: false });
  folders = testFolders('no-feed');
  env = rebuildEnv(folders, api);
  const first = await rebuild(env, folders.root);
  expect(first.code, first.stderr).toBe(0);
  expect(first.report.mode).toBe('full');
}, BUILD_TIMEOUT);
afterAll(async () => {
  await api?.close();
  rmSync(folders.root, { recursive: true, force: true });
});

async function publishSteps(round: number, how: 'named' | 'revalidation'): Promise<void> {
  const steps = await changeSteps(api, folders.live, lastReport(folders.releases).pages?.built ?? 0, round);
  for (const step of steps) {
    await step.change();
    const args = how === 'named' ? step.named.flatMap((flag) => ['--changed', flag]) : [];
    const { code, stderr, report } = await rebuild(env, folders.root, args);
    expect(code, `${step.name}: ${stderr}`).toBe(0);
    expect(report.mode, step.name).toBe('live');
    expect(report.update?.source, step.name).toBe(how);
    expect(report.result, step.name).toBe('published');
    if (step.most !== undefined) expect(report.update?.rendered ?? Infinity, step.name).toBeLessThanOrEqual(step.most);
    step.check();
  }
}

describe('a backend without a change feed', () => {
  it(
    'publishes changes named on the command line by rendering only the pages they reach, and ends identical to a full rebuild',
    async () => {
      await publishSteps(0, 'named');
      await expectSameAsFullRebuild(api, folders);
    },
    BUILD_TIMEOUT * 3,
  );

  it(
    'with nothing named, revalidates every answer, renders only what differs, and ends identical to a full rebuild',
    async () => {
      await publishSteps(1, 'revalidation');
      await expectSameAsFullRebuild(api, folders);
    },
    BUILD_TIMEOUT * 3,
  );

  it(
    'keeps a named change whose rebuild failed, and the next rebuild publishes it',
    async () => {
      const [first, second] = api.db.prepare('SELECT slug, name FROM products ORDER BY id LIMIT 2 OFFSET 12').all() as {
        slug: string;
        name: string;
      }[];
      if (!first || !second) throw new Error('the seed has too few books');
      await staffWrite(api, 'PATCH', `/${first.slug}`, { price: '543.00', special_price: null });
      // A name only the verify phase refuses (the page would show "undefined").
      api.db.prepare("UPDATE products SET name = 'undefined' WHERE slug = ?").run(second.slug);
      const failed = await rebuild(env, folders.root, ['--changed', `product:${first.slug}`, '--changed', `product:${second.slug}`]);
      expect(failed.code).not.toBe(0);
      expect(failed.report.failure?.phase).toBe('verify');

      api.db.prepare('UPDATE products SET name = ? WHERE slug = ?').run(second.name, second.slug);
      // Nothing named this time: the changes the failed run took are still waiting.
      const next = await rebuild(env, folders.root);
      expect(next.code, next.stderr).toBe(0);
      expect(next.report.update?.source).toBe('named');
      expect(livePage(folders.live, `product-details/${first.slug}`)).toContain('543.00');
    },
    BUILD_TIMEOUT,
  );

  it('refuses a --changed it cannot read, and publishes nothing', async () => {
    const live = lastReport(folders.releases).id;
    for (const flag of ['pother-panchali', 'book:pother-panchali', 'product:']) {
      const result = await rebuild(env, folders.root, ['--changed', flag]).catch((error: unknown) => ({ code: 1, stderr: String(error) }));
      expect(result.code, flag).toBe(1);
      expect(result.stderr, flag).toMatch(/--changed/);
    }
    expect(lastReport(folders.releases).id).toBe(live);
  });
});
