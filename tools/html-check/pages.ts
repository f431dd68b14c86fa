import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Every .html file under `root`, as paths relative to it with forward slashes, sorted. */
export function listHtmlFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.html')) found.push(relative(root, path).split(sep).join('/'));
    }
  };
  walk(root);
  return found.sort();
}

/** Folder names that are part of a route itself; every other folder below the first is a parameter. */
const ROUTE_WORDS = new Set(['page', 'authors', 'categories', 'publishers', 'category', 'tag', 'archive', 'search']);

/**
 * The route a built file comes from, with its parameters as `*` (shown here as <slug>):
 * `books/categories/novel/index.html` and `books/categories/poetry/index.html`
 * are both `books/categories/<slug>/index.html`, while a paged listing
 * (`books/categories/novel/page/2/index.html`) is a type of its own.
 */
export function pageType(file: string): string {
  const parts = file.split('/');
  return parts.map((part, index) => (index === 0 || index === parts.length - 1 || ROUTE_WORDS.has(part) ? part : '*')).join('/');
}

/** The first `perType` files of every page type: each template is checked without checking 300 book pages. */
export function representativeFiles(files: readonly string[], perType = 2): string[] {
  const taken = new Map<string, number>();
  return files.filter((file) => {
    const type = pageType(file);
    const count = taken.get(type) ?? 0;
    taken.set(type, count + 1);
    return count < perType;
  });
}
