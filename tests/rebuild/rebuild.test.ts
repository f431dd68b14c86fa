/**
 * `npm run rebuild` end to end against the real local API (40 books): a failed
 * rebuild leaves the published site byte for byte as it was, a good one switches
 * atomically under a reader, and --rollback goes back.
 */
import { existsSync, readFileSync, readlinkSync, realpathSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { treeHash } from './tree-hash.ts';
import { createStaticServer } from '../../publishing/hosting/static-server.ts';
import { startTestApi, type TestApi } from '../api/harness.ts';
import { rebuildEnv, runCli, testFolders, type Folders } from './harness.ts';

const SITE_PORT = 4414;
const DOWN_PORT = 4413;
const BUILD_TIMEOUT = 240_000;

let api: TestApi;
let folders: Folders;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  api = await startTestApi({ books: 40 });
  folders = testFolders('cli');
  env = rebuildEnv(folders, api);
  const first = await runCli([], env);
  expect(first.code, first.stderr).toBe(0);
}, BUILD_TIMEOUT);
afterAll(async () => {
  await api?.close();
  rmSync(folders.root, { recursive: true, force: true });
});

function published(): { target: string; hash: string } {
  return { target: readlinkSync(folders.live), hash: treeHash(folders.live) };
}

describe('a failed rebuild', () => {
  it(
    'with the API down: exits non-zero, says which call failed, and the live site is byte for byte unchanged',
    async () => {
      const before = published();
      const result = await runCli([], {
        ...env,
        SHOP_API_URL: `http://127.0.0.1:${DOWN_PORT}/api/v1`,
        CONTENT_API_URL: `http://127.0.0.1:${DOWN_PORT}/content`,
      });
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain('FAILED in the fetch phase');
      expect(result.stderr).toContain('GET /products?page=1');
      expect(published()).toEqual(before);
    },
    BUILD_TIMEOUT,
  );

  it(
    'with an invalid record (a language the schema does not know): exits non-zero, names the call and the field, live unchanged',
    async () => {
      const before = published();
      const { slug, language } = api.db.prepare('SELECT slug, language FROM products ORDER BY id DESC LIMIT 1').get() as {
        slug: string;
        language: string;
      };
      // The corrupt row a broken backend could send: the database's own CHECK would refuse it.
      api.db.exec('PRAGMA ignore_check_constraints = ON');
      api.db.prepare("UPDATE products SET language = 'Klingon' WHERE slug = ?").run(slug);
      try {
        const result = await runCli([], env);
        expect(result.code).not.toBe(0);
        expect(result.stderr).toContain('FAILED in the fetch phase');
        // A full rebuild meets the book in the first page of the list; a live update wherever it asks first.
        expect(result.stderr).toMatch(/GET \/\S+: invalid answer — \S*products\.\d+\.language: /);
        expect(published()).toEqual(before);
      } finally {
        api.db.prepare('UPDATE products SET language = ? WHERE slug = ?').run(language, slug);
        api.db.exec('PRAGMA ignore_check_constraints = OFF');
      }
    },
    BUILD_TIMEOUT,
  );
});

describe('a rebuild that fails its checks', () => {
  it(
    'a page showing "undefined" stops the publish: exit non-zero, the half-made release removed, live unchanged',
    async () => {
      const before = published();
      const { slug, name } = api.db.prepare('SELECT slug, name FROM products ORDER BY id DESC LIMIT 1').get() as {
        slug: string;
        name: string;
      };
      // A valid string for the schema, but a page showing it is broken: only the verify phase can tell.
      api.db.prepare("UPDATE products SET name = 'undefined' WHERE slug = ?").run(slug);
      try {
        const result = await runCli([], env);
        expect(result.code).not.toBe(0);
        expect(result.stderr).toContain('FAILED in the verify phase');
        expect(result.stderr).toMatch(/\d+ pages show undefined\/NaN\/\[object Object\]: /);
        expect(result.stderr).toContain(slug);
        expect(published()).toEqual(before);
        const id = /rebuild (\S+) FAILED/.exec(result.stderr)?.[1] ?? '';
        expect(existsSync(join(folders.releases, id))).toBe(false);
      } finally {
        api.db.prepare('UPDATE products SET name = ? WHERE slug = ?').run(name, slug);
      }
    },
    BUILD_TIMEOUT,
  );
});

describe('a good rebuild', () => {
  let server: Server;
  beforeAll(async () => {
    server = createStaticServer(folders.live);
    await new Promise<void>((resolve) => server.listen(SITE_PORT, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it(
    'switches atomically: a reader during the switch only ever gets a whole page of the old or the new release; --rollback goes back',
    async () => {
      const before = published();
      const oldRoot = realpathSync(folders.live);
      const { slug } = api.db.prepare('SELECT slug FROM products ORDER BY id LIMIT 1').get() as { slug: string };
      api.db.prepare('UPDATE products SET price = price + 12300, updated_at = ? WHERE slug = ?').run(new Date().toISOString(), slug);
      const pages = ['/', '/books/', `/product-details/${slug}/`, '/sitemap.xml'];
      const files: Record<string, string> = {
        '/': 'index.html',
        '/books/': 'books/index.html',
        [`/product-details/${slug}/`]: `product-details/${slug}/index.html`,
        '/sitemap.xml': 'sitemap.xml',
      };

      let done = false;
      const seen: { page: string; status: number; body: string }[] = [];
      const reader = (async () => {
        while (!done) {
          for (const page of pages) {
            const response = await fetch(`http://127.0.0.1:${SITE_PORT}${page}`);
            seen.push({ page, status: response.status, body: await response.text() });
          }
        }
      })();
      const result = await runCli([], env);
      // Keep reading a moment after the switch, so the new release is read too.
      for (let i = 0; i < 5; i += 1) await fetch(`http://127.0.0.1:${SITE_PORT}/`).then((r) => r.text());
      done = true;
      await reader;
      expect(result.code, result.stderr).toBe(0);

      const newRoot = realpathSync(folders.live);
      expect(newRoot).not.toBe(oldRoot);
      const versions = (page: string) => [oldRoot, newRoot].map((root) => readFileSync(join(root, files[page] ?? ''), 'utf8'));
      expect(versions(`/product-details/${slug}/`)[0]).not.toBe(versions(`/product-details/${slug}/`)[1]);
      expect(seen.length).toBeGreaterThan(pages.length);
      for (const answer of seen) {
        expect(answer.status, answer.page).toBe(200);
        expect(versions(answer.page)).toContain(answer.body);
      }
      const detailAnswers = seen.filter((a) => a.page === `/product-details/${slug}/`).map((a) => a.body);
      expect(detailAnswers.at(-1)).toBe(versions(`/product-details/${slug}/`)[1]);

      const report = JSON.parse(readFileSync(join(folders.releases, `${readlinkSync(folders.live).split('/').at(-1)}.json`), 'utf8')) as {
        pages: { built: number; changed: number; added: number; removed: number };
        api: { notModified: number };
      };
      expect(report.pages.changed).toBeGreaterThan(0);
      expect(report.pages.added).toBe(0);
      expect(report.api.notModified).toBeGreaterThan(0);

      const rolledBack = await runCli(['--rollback'], env);
      expect(rolledBack.code, rolledBack.stderr).toBe(0);
      expect(published()).toEqual(before);
    },
    BUILD_TIMEOUT,
  );
});
