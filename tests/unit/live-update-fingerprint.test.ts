import { cpSync, mkdirSync, mkdtempSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeFingerprint } from '../../publishing/rebuild/incremental/fingerprint.ts';

const URLS = {
  shopApiUrl: 'http://127.0.0.1:4000/api/v1',
  contentApiUrl: 'http://127.0.0.1:4000/content',
  siteUrl: 'http://127.0.0.1:4321',
};

/** A small project: sources, public files, the rebuild, the config and the lock; and files outside every listed tree. */
const PROJECT: Record<string, string> = {
  'src/pages/index.astro': '---\n---\n<h1>home</h1>\n',
  'src/shared/money.ts': 'export const taka = (n: number) => `Tk ${n}`;\n',
  'src/features/catalogue/BookCard.astro': '<article>card</article>\n',
  'public/robots.txt': 'User-agent: *\n',
  'publishing/rebuild/cli.ts': 'console.log("rebuild");\n',
  'publishing/search/index.ts': 'export {};\n',
  'astro.config.mjs': 'export default {};\n',
  'package.json': '{"name":"shop"}\n',
  'package-lock.json': '{"lockfileVersion":3,"packages":{"node_modules/astro":{"version":"7.3.5"}}}\n',
  'tsconfig.json': '{}\n',
  // Outside the fingerprint:
  'README.md': '# shop\n',
  'tests/unit/money.test.ts': 'test\n',
  'backend/server.ts': 'api\n',
  'tools/bench/build.ts': 'bench\n',
  'dist/index.html': '<h1>built</h1>\n',
  '.data/shop.db': 'db\n',
};

let root: string;
let project: string;

function write(file: string, text: string, dir = project): void {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), text);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'fingerprint-'));
  project = join(root, 'project');
  for (const [file, text] of Object.entries(PROJECT)) write(file, text);
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

const fingerprint = (urls = URLS, dir = project) => codeFingerprint(dir, urls);

describe('codeFingerprint', () => {
  it('is a short hex string, stable for the same input', () => {
    const first = fingerprint();
    expect(first).toMatch(/^[0-9a-f]+$/);
    expect(fingerprint()).toBe(first);
    expect(fingerprint({ ...URLS })).toBe(first);
  });

  it('does not depend on where the project sits', () => {
    const copy = join(root, 'elsewhere', 'copy');
    cpSync(project, copy, { recursive: true });
    expect(fingerprint(URLS, copy)).toBe(fingerprint());
  });

  it('does not change when a file is only touched (same bytes, new mtime)', () => {
    const before = fingerprint();
    utimesSync(join(project, 'src/shared/money.ts'), new Date(2001, 1, 1), new Date(2001, 1, 1));
    expect(fingerprint()).toBe(before);
  });

  const changes: [string, () => void][] = [
    ['a source file’s bytes change', () => write('src/shared/money.ts', 'export const taka = (n: number) => `৳ ${n}`;\n')],
    ['a source file gains one byte', () => write('src/pages/index.astro', `${PROJECT['src/pages/index.astro']} `)],
    ['a source file is added', () => write('src/shared/new.ts', '')],
    ['a source file is removed', () => rmSync(join(project, 'src/features/catalogue/BookCard.astro'))],
    ['a source file is renamed (same bytes)', () => renameSync(join(project, 'src/shared/money.ts'), join(project, 'src/shared/taka.ts'))],
    ['package-lock.json changes', () => write('package-lock.json', PROJECT['package-lock.json']?.replace('7.3.5', '7.3.6') ?? '')],
    ['package.json changes', () => write('package.json', '{"name":"shop","version":"2"}\n')],
    ['astro.config.mjs changes', () => write('astro.config.mjs', 'export default { trailingSlash: "never" };\n')],
    ['tsconfig.json is removed', () => rmSync(join(project, 'tsconfig.json'))],
    ['a public file changes', () => write('public/robots.txt', 'User-agent: *\nDisallow: /cart\n')],
    ['the rebuild changes', () => write('publishing/rebuild/cli.ts', 'console.log("rebuild 2");\n')],
    ['the search script changes', () => write('publishing/search/index.ts', 'export const x = 1;\n')],
  ];
  it.each(changes)('changes when %s', (_what, change) => {
    const before = fingerprint();
    change();
    expect(fingerprint()).not.toBe(before);
  });

  const urlChanges: [string, typeof URLS][] = [
    ['the shop API URL', { ...URLS, shopApiUrl: 'https://api.example.com/api/v1' }],
    ['the content API URL', { ...URLS, contentApiUrl: 'https://cms.example.com' }],
    ['the site URL', { ...URLS, siteUrl: 'https://boibazar.example' }],
    ['the shop and content URLs swapped', { ...URLS, shopApiUrl: URLS.contentApiUrl, contentApiUrl: URLS.shopApiUrl }],
  ];
  it.each(urlChanges)('changes when %s changes', (_what, urls) => {
    expect(fingerprint(urls)).not.toBe(fingerprint());
  });

  const outside: [string, () => void][] = [
    ['the README', () => write('README.md', '# changed\n')],
    ['a test', () => write('tests/unit/money.test.ts', 'changed\n')],
    ['a new test', () => write('tests/unit/new.test.ts', 'new\n')],
    ['the local API', () => write('backend/server.ts', 'changed\n')],
    ['the bench scripts', () => write('tools/bench/build.ts', 'changed\n')],
    ['a built file', () => write('dist/index.html', '<h1>rebuilt</h1>\n')],
    ['the database', () => write('.data/shop.db', 'other\n')],
    ['a new top-level file', () => write('notes.txt', 'x\n')],
  ];
  it.each(outside)('is unaffected by %s', (_what, change) => {
    const before = fingerprint();
    change();
    expect(fingerprint()).toBe(before);
  });

  it('works without the optional trees and files', () => {
    const bare = join(root, 'bare');
    write('src/index.ts', 'x', bare);
    const first = codeFingerprint(bare, URLS);
    expect(codeFingerprint(bare, URLS)).toBe(first);
    write('package-lock.json', '{}', bare);
    expect(codeFingerprint(bare, URLS)).not.toBe(first);
  });
});
