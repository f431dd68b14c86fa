/**
 * The code fingerprint: a hash of everything a page's bytes can depend on
 * besides the API data — the site's source and public files, the build
 * configuration, the locked dependencies, the rebuild itself — and of the
 * API and site URLs. A live update runs only against a release with the same
 * fingerprint; anything else is a full build.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const TREES = ['src', 'public', 'publishing'];
const FILES = ['astro.config.mjs', 'package.json', 'package-lock.json', 'tsconfig.json'];

function filesUnder(root: string, dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(join(root, dir), { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

export function codeFingerprint(projectDir: string, urls: { shopApiUrl: string; contentApiUrl: string; siteUrl: string }): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify([urls.shopApiUrl, urls.contentApiUrl, urls.siteUrl]));
  const files = [
    ...TREES.flatMap((dir) => filesUnder(projectDir, dir)),
    ...FILES.filter((file) => statSync(join(projectDir, file), { throwIfNoEntry: false })),
  ].sort();
  for (const file of files) hash.update(`\0${file}\0`).update(readFileSync(join(projectDir, file)));
  return hash.digest('hex').slice(0, 24);
}
