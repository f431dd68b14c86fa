/**
 * REBUILD_AFTER_PUBLISH: which URLs a CDN is told to purge after a switch, and
 * how the command is run.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { changedUrls, pathsOfFile, runAfterPublish } from '../../publishing/rebuild/after-publish.ts';

describe('the URLs handed to the hook', () => {
  it('names a page by its folder, with and without the slash, and any other file as it is', () => {
    expect(pathsOfFile('index.html')).toEqual(['/']);
    expect(pathsOfFile('books/page/2/index.html')).toEqual(['/books/page/2/', '/books/page/2']);
    expect(pathsOfFile('404.html')).toEqual(['/404.html']);
    expect(pathsOfFile('sitemap-0.xml')).toEqual(['/sitemap-0.xml']);
  });

  it('lists the files added, changed and removed, and none that stayed', () => {
    const before = { 'index.html': 'h1', 'product-details/gone/index.html': 'h2', 'about/index.html': 'h3', 'sitemap.xml': 's1' };
    const after = { 'index.html': 'h1b', 'product-details/new/index.html': 'h4', 'about/index.html': 'h3', 'sitemap.xml': 's2' };
    expect(changedUrls(before, after, 'https://boibazar.example')).toEqual([
      'https://boibazar.example/',
      'https://boibazar.example/product-details/gone/',
      'https://boibazar.example/product-details/gone',
      'https://boibazar.example/product-details/new/',
      'https://boibazar.example/product-details/new',
      'https://boibazar.example/sitemap.xml',
    ]);
  });

  it('escapes Bangla and reserved characters in paths', () => {
    expect(changedUrls({}, { 'product-details/পথের-পাঁচালী/index.html': 'h' }, 'https://boibazar.example')[0]).toBe(
      'https://boibazar.example/product-details/%E0%A6%AA%E0%A6%A5%E0%A7%87%E0%A6%B0-%E0%A6%AA%E0%A6%BE%E0%A6%81%E0%A6%9A%E0%A6%BE%E0%A6%B2%E0%A7%80/',
    );
    expect(changedUrls({}, { 'a?b#c/index.html': 'h' }, 'https://boibazar.example')[0]).toBe('https://boibazar.example/a%3Fb%23c/');
  });

  it('names nothing after a first publish: no CDN has a copy yet', () => {
    expect(changedUrls(null, { 'index.html': 'h' }, 'https://boibazar.example')).toEqual([]);
  });
});

describe('the hook command', () => {
  it('gets the URLs on its standard input, one a line, and the release in its environment', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'after-publish-'));
    try {
      const out = join(dir, 'out.txt');
      const run = await runAfterPublish(`cat > '${out}'; echo "$REBUILD_RELEASE" >> '${out}'`, 'rel-1', [
        'https://a.example/x/',
        'https://a.example/y',
      ]);
      expect(run).toMatchObject({ release: 'rel-1', urls: 2, exitCode: 0 });
      expect(run.error).toBeUndefined();
      expect(readFileSync(out, 'utf8')).toBe('https://a.example/x/\nhttps://a.example/y\nrel-1\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reports a failing command without throwing', async () => {
    const run = await runAfterPublish('exit 3', 'rel-2', ['https://a.example/']);
    expect(run.exitCode).toBe(3);
    expect(run.error).toBe('exited with 3');
  });
});
