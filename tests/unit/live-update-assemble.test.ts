import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dropFile, linkRelease, putFile } from '../../publishing/rebuild/incremental/assemble.ts';

const bangla = 'হুমায়ূন-আহমেদ';

/** The live release: files in nested folders, one Bangla folder, one empty folder. */
const LIVE_FILES: Record<string, string> = {
  'index.html': '<h1>home</h1>',
  'books/index.html': '<h1>books</h1>',
  'books/page/2/index.html': '<h1>books 2</h1>',
  'product-details/gora/index.html': '<h1>Gora</h1>',
  'product-details/chokher-bali/index.html': '<h1>Chokher Bali</h1>',
  [`authors/7/${bangla}/index.html`]: '<h1>লেখক</h1>',
  '_astro/app.1234.js': 'console.log(1)',
  'sitemap.xml': '<urlset/>',
};

let root: string;
let live: string;
let next: string;

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'assemble-'));
  live = join(root, 'releases', 'live');
  next = join(root, 'releases', 'next');
  for (const [file, text] of Object.entries(LIVE_FILES)) {
    mkdirSync(dirname(join(live, file)), { recursive: true });
    writeFileSync(join(live, file), text);
  }
  mkdirSync(join(live, 'empty', 'deeper'), { recursive: true });
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('linkRelease', () => {
  it('links every file (same inode, no copy) and answers how many', () => {
    const count = linkRelease(live, next);
    expect(count).toBe(Object.keys(LIVE_FILES).length);
    expect(listFiles(next)).toEqual(Object.keys(LIVE_FILES).sort());
    for (const file of Object.keys(LIVE_FILES)) {
      const original = statSync(join(live, file));
      const linked = statSync(join(next, file));
      expect(linked.ino, file).toBe(original.ino);
      expect(linked.dev, file).toBe(original.dev);
      expect(original.nlink, file).toBe(2);
    }
  });

  it('keeps folders, empty ones too', () => {
    linkRelease(live, next);
    expect(statSync(join(next, 'empty', 'deeper')).isDirectory()).toBe(true);
    expect(statSync(join(next, 'authors', '7', bangla)).isDirectory()).toBe(true);
  });

  it('creates the new folder and its parents', () => {
    const deep = join(root, 'a', 'b', 'c');
    expect(linkRelease(live, deep)).toBe(Object.keys(LIVE_FILES).length);
    expect(readFileSync(join(deep, 'index.html'), 'utf8')).toBe(LIVE_FILES['index.html']);
  });
});

describe('putFile into the new release', () => {
  const file = 'product-details/gora/index.html';

  const contents: [string, (dir: string) => Parameters<typeof putFile>[1]][] = [
    ['given bytes (string)', () => ({ bytes: '<h1>Gora, new price</h1>' })],
    ['given bytes (Uint8Array)', () => ({ bytes: new TextEncoder().encode('<h1>Gora, new price</h1>') })],
    [
      'copied from a staging file',
      (dir) => {
        const source = join(dir, 'staging', file);
        mkdirSync(dirname(source), { recursive: true });
        writeFileSync(source, '<h1>Gora, new price</h1>');
        return { source };
      },
    ],
  ];

  it.each(contents)('replaces the link, leaving the live file’s bytes and inode untouched (%s)', (_how, content) => {
    linkRelease(live, next);
    const before = statSync(join(live, file));
    putFile(join(next, file), content(root));
    const after = statSync(join(live, file));
    expect(readFileSync(join(live, file), 'utf8')).toBe(LIVE_FILES[file]);
    expect(after.ino).toBe(before.ino);
    expect(after.size).toBe(before.size);
    expect(after.mtimeMs).toBe(before.mtimeMs);
    expect(after.nlink).toBe(1);
    expect(readFileSync(join(next, file), 'utf8')).toBe('<h1>Gora, new price</h1>');
    expect(statSync(join(next, file)).ino).not.toBe(before.ino);
  });

  it('leaves every other link in place and no temporary file behind', () => {
    linkRelease(live, next);
    putFile(join(next, file), { bytes: 'new' });
    expect(listFiles(next)).toEqual(Object.keys(LIVE_FILES).sort());
    for (const other of Object.keys(LIVE_FILES).filter((name) => name !== file)) {
      expect(statSync(join(next, other)).ino, other).toBe(statSync(join(live, other)).ino);
    }
  });

  it('adds a file in a folder that does not exist yet, and the live release does not get it', () => {
    linkRelease(live, next);
    putFile(join(next, 'product-details', 'new-book', 'index.html'), { bytes: '<h1>new</h1>' });
    expect(readFileSync(join(next, 'product-details', 'new-book', 'index.html'), 'utf8')).toBe('<h1>new</h1>');
    expect(existsSync(join(live, 'product-details', 'new-book'))).toBe(false);
    expect(listFiles(live)).toEqual(Object.keys(LIVE_FILES).sort());
  });
});

describe('dropFile from the new release', () => {
  it('removes only the new release’s link and the folders it leaves empty', () => {
    linkRelease(live, next);
    const file = `authors/7/${bangla}/index.html`;
    const inode = statSync(join(live, file)).ino;
    dropFile(next, file);
    expect(existsSync(join(next, 'authors'))).toBe(false);
    expect(readFileSync(join(live, file), 'utf8')).toBe(LIVE_FILES[file]);
    expect(statSync(join(live, file)).ino).toBe(inode);
    expect(statSync(join(live, file)).nlink).toBe(1);
    expect(existsSync(next)).toBe(true);
  });

  it('keeps a folder that still holds something', () => {
    linkRelease(live, next);
    dropFile(next, 'product-details/gora/index.html');
    expect(existsSync(join(next, 'product-details', 'gora'))).toBe(false);
    expect(existsSync(join(next, 'product-details', 'chokher-bali', 'index.html'))).toBe(true);
    expect(existsSync(join(live, 'product-details', 'gora', 'index.html'))).toBe(true);
  });

  it('removes a nested page but keeps its parent page', () => {
    linkRelease(live, next);
    dropFile(next, 'books/page/2/index.html');
    expect(existsSync(join(next, 'books', 'page'))).toBe(false);
    expect(existsSync(join(next, 'books', 'index.html'))).toBe(true);
  });

  it('never removes the release folder itself, even when it becomes empty', () => {
    const lonely = join(root, 'lonely');
    mkdirSync(join(lonely, 'only'), { recursive: true });
    writeFileSync(join(lonely, 'only', 'index.html'), 'x');
    dropFile(lonely, 'only/index.html');
    expect(existsSync(lonely)).toBe(true);
    expect(readdirSync(lonely)).toEqual([]);
  });

  it('leaves other empty folders alone', () => {
    linkRelease(live, next);
    dropFile(next, 'index.html');
    expect(existsSync(join(next, 'index.html'))).toBe(false);
    expect(existsSync(join(next, 'empty', 'deeper'))).toBe(true);
    expect(existsSync(join(live, 'index.html'))).toBe(true);
  });

  it('does nothing for a file that is not there', () => {
    linkRelease(live, next);
    expect(() => dropFile(next, 'product-details/none/index.html')).not.toThrow();
    expect(listFiles(next)).toEqual(Object.keys(LIVE_FILES).sort());
    expect(listFiles(live)).toEqual(Object.keys(LIVE_FILES).sort());
  });
});
