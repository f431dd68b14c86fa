/**
 * REBUILD_AFTER_PUBLISH: a command run after each switch with the URLs whose
 * files changed or went away, one absolute URL a line on its standard input,
 * so that a CDN in front of the site can purge exactly those. Optional; its
 * failure is reported and never undoes a publish (the pages are already live
 * at the origin, and HTML revalidates anyway).
 */
import { spawn } from 'node:child_process';
import type { Manifest } from './manifest.ts';

/** A command that has not finished by then is stopped: a purge that hangs must not hold the next rebuild. */
const TIMEOUT_MS = 60_000;

export type AfterPublishRun = { release: string; urls: number; exitCode: number | null; ms: number; error?: string };

/** The URL paths a file is served at: a page's folder with and without its slash (both are cached), any other file as it is. */
export function pathsOfFile(file: string): string[] {
  if (file === 'index.html') return ['/'];
  const folder = /^(.*)\/index\.html$/.exec(file)?.[1];
  if (folder !== undefined) return [`/${folder}/`, `/${folder}`];
  return [`/${file}`];
}

/** Absolute URLs of every file added, changed or removed between two manifests (no previous release: none, nothing was cached). */
export function changedUrls(before: Manifest | null, after: Manifest, siteUrl: string): string[] {
  if (before === null) return [];
  const files = new Set<string>();
  for (const [file, hash] of Object.entries(after)) if (before[file] !== hash) files.add(file);
  for (const file of Object.keys(before)) if (!(file in after)) files.add(file);
  return urlsOfFiles(files, siteUrl);
}

/** Absolute URLs of the given files (added, changed or removed: a live update knows them without two manifests). */
export function urlsOfFiles(files: Iterable<string>, siteUrl: string): string[] {
  const base = new URL(siteUrl);
  return [...new Set(files)]
    .sort()
    .flatMap(pathsOfFile)
    .map((path) => new URL(path.split('/').map(encodeURIComponent).join('/'), base).href);
}

/** Runs `command` through the shell with the URLs on its standard input; never rejects. */
export function runAfterPublish(
  command: string,
  release: string,
  urls: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<AfterPublishRun> {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (exitCode: number | null, error?: string) =>
      resolve({ release, urls: urls.length, exitCode, ms: Math.round(performance.now() - started), ...(error ? { error } : {}) });
    const child = spawn(command, {
      shell: true,
      stdio: ['pipe', 'inherit', 'inherit'],
      env: { ...env, REBUILD_RELEASE: release, REBUILD_URL_COUNT: String(urls.length) },
      timeout: TIMEOUT_MS,
    });
    child.on('error', (error) => done(null, error.message));
    child.on('exit', (code, signal) =>
      done(
        code,
        signal
          ? `stopped by ${signal}${signal === 'SIGTERM' ? ` (over ${TIMEOUT_MS / 1000} s)` : ''}`
          : code === 0
            ? undefined
            : `exited with ${code}`,
      ),
    );
    // A command that does not read its input closes the pipe early: that is its business, not an error.
    child.stdin.on('error', () => undefined);
    child.stdin.end(urls.length > 0 ? `${urls.join('\n')}\n` : '');
  });
}
