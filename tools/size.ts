/**
 * `npm run size`: the JavaScript each page type ships, gzip-compressed, read from
 * a built site (dist/, or DIST_DIR). Counts every script the HTML loads before
 * the visitor interacts: module scripts, their static imports, modulepreloads
 * and inline scripts. An island's own chunk loaded later (client:visible) is
 * listed separately. Prints figures; it asserts nothing.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One representative page per type; the first that exists is measured. */
const PAGE_TYPES: Record<string, string[]> = {
  home: ['index.html'],
  'book detail': ['product-details/gitanjali/index.html'],
  'listing (all books)': ['books/index.html'],
  'listing (category)': ['books/categories/novel/index.html'],
  search: ['books/search/index.html'],
  authors: ['authors/index.html'],
  blog: ['blog/index.html'],
  post: [],
  page: ['page/delivery/index.html'],
  about: ['about/index.html'],
  'not found': ['404.html'],
  cart: ['cart/index.html'],
  checkout: ['checkout/index.html'],
  profile: ['profile/index.html'],
};

const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

export type PageTypeSize = { type: string; file: string; htmlBytes: number; initialBytes: number; islandBytes: number };

/** The gzip HTML and JavaScript of one representative page per type in the build at `root`. */
export function measurePageTypes(root: string): PageTypeSize[] {
  const seen = new Map<string, string>();
  function readAsset(path: string): string {
    let text = seen.get(path);
    if (text === undefined) {
      text = readFileSync(join(root, path), 'utf8');
      seen.set(path, text);
    }
    return text;
  }

  /** A module and everything it imports statically (dynamic imports load later, on demand). */
  function moduleClosure(entry: string, into: Set<string>): void {
    if (into.has(entry) || !existsSync(join(root, entry))) return;
    into.add(entry);
    const code = readAsset(entry);
    for (const match of code.matchAll(/(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g)) {
      const spec = match[1] ?? '';
      const next = spec.startsWith('/') ? spec.slice(1) : join(entry, '..', spec);
      moduleClosure(next, into);
    }
  }

  function measure(htmlPath: string) {
    const html = readFileSync(join(root, htmlPath), 'utf8');
    const initial = new Set<string>();
    for (const match of html.matchAll(/<script[^>]*\bsrc="\/([^"]+\.js)"/g)) moduleClosure(match[1] ?? '', initial);
    for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g)) moduleClosure(match[1] ?? '', initial);
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => m[1] ?? '',
    );
    // Astro islands name their component and renderer URLs; they load when the island hydrates.
    const islands = new Set<string>();
    for (const match of html.matchAll(/(?:component-url|renderer-url)="\/([^"]+\.js)"/g)) moduleClosure(match[1] ?? '', islands);
    for (const file of initial) islands.delete(file);
    const initialBytes = [...initial].reduce((sum, file) => sum + gz(readAsset(file)), 0) + inline.reduce((sum, code) => sum + gz(code), 0);
    const islandBytes = [...islands].reduce((sum, file) => sum + gz(readAsset(file)), 0);
    return { htmlBytes: gz(html), initialBytes, islandBytes };
  }

  const pageTypes: Record<string, string[]> = { ...PAGE_TYPES };
  const firstPost = existsSync(join(root, 'blog-details')) ? readdirSync(join(root, 'blog-details'))[0] : undefined;
  if (firstPost) pageTypes.post = [`blog-details/${firstPost}/index.html`];
  const sizes: PageTypeSize[] = [];
  for (const [type, candidates] of Object.entries(pageTypes)) {
    const file = candidates.find((c) => existsSync(join(root, c)));
    if (file) sizes.push({ type, file, ...measure(file) });
  }
  return sizes;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatSizeTable(sizes: readonly PageTypeSize[]): string {
  const rows: string[][] = [['page type', 'file', 'HTML gz', 'JS gz before interaction', 'island JS gz (on demand)']];
  for (const size of sizes) rows.push([size.type, size.file, kb(size.htmlBytes), kb(size.initialBytes), kb(size.islandBytes)]);
  const widths = (rows[0] ?? []).map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows.map((row) => row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ')).join('\n');
}

if (import.meta.main) {
  const root = resolve(process.env.DIST_DIR ?? 'dist');
  if (!existsSync(root)) {
    console.error(`No build at ${root}: run \`npm run build\` first.`);
    process.exit(1);
  }
  console.log(formatSizeTable(measurePageTypes(root)));
}
