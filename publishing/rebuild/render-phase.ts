/**
 * The render phase: `astro build` in a child process, into a fresh release
 * folder, reading the API answers the fetch phase cached. Its output goes to a
 * log next to the release (printed too when `inherit`); a failure answers the
 * last lines of it.
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';

export type RenderOptions = {
  projectDir: string;
  outDir: string;
  env: Record<string, string>;
  logFile: string;
  inherit: boolean;
};

/** What every rebuild's build child is given: the APIs and the site's address, and the cache it reads the answers from. */
export function buildEnv(config: { shopApiUrl: string; contentApiUrl: string; siteUrl: string }, cacheDir: string): Record<string, string> {
  return {
    SHOP_API_URL: config.shopApiUrl,
    CONTENT_API_URL: config.contentApiUrl,
    SITE_URL: config.siteUrl,
    API_CACHE_DIR: cacheDir,
    SEARCH_INDEX: 'skip',
  };
}

export type RenderResult = {
  ok: boolean;
  peakMemoryKb: number | null;
  cache: { fromCache: number; network: number } | null;
  logTail: string;
};

function readNumberFile(path: string): number | null {
  if (!existsSync(path)) return null;
  const value = Number(readFileSync(path, 'utf8'));
  return Number.isFinite(value) ? value : null;
}

function readCacheStats(path: string): { fromCache: number; network: number } | null {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { fromCache, network } = parsed as Record<string, unknown>;
    return typeof fromCache === 'number' && typeof network === 'number' ? { fromCache, network } : null;
  } catch {
    return null;
  }
}

export async function renderPhase(options: RenderOptions): Promise<RenderResult> {
  const memoryFile = `${options.logFile}.peak-kb`;
  const statsFile = `${options.logFile}.api-cache.json`;
  const log = openSync(options.logFile, 'w');
  const child = spawn(
    process.execPath,
    [
      '--import',
      join(options.projectDir, 'publishing/rebuild/peak-memory.ts'),
      join(options.projectDir, 'node_modules/astro/bin/astro.mjs'),
      'build',
    ],
    {
      cwd: options.projectDir,
      env: {
        ...process.env,
        ...options.env,
        // Astro wants its outDir inside the project; a relative path keeps the config's cacheDir there too.
        DIST_DIR: relative(options.projectDir, options.outDir),
        PEAK_MEMORY_FILE: memoryFile,
        API_CACHE_STATS: statsFile,
      },
      stdio: ['ignore', options.inherit ? 'inherit' : log, options.inherit ? 'inherit' : log],
    },
  );
  const code = await new Promise<number>((resolve) => {
    child.on('error', () => resolve(1));
    child.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
  closeSync(log);
  // The config puts Vite's cache next to the outDir; a release does not need it.
  rmSync(`${options.outDir}-cache`, { recursive: true, force: true });
  const result: RenderResult = {
    ok: code === 0,
    peakMemoryKb: readNumberFile(memoryFile),
    cache: readCacheStats(statsFile),
    logTail: code === 0 ? '' : readFileSync(options.logFile, 'utf8').trim().split('\n').slice(-15).join('\n'),
  };
  rmSync(memoryFile, { force: true });
  rmSync(statsFile, { force: true });
  return result;
}
