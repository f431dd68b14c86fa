/**
 * The on-disk cache of API answers a rebuild keeps between runs (.cache/api/).
 * Build-time only (node:fs): browser code never imports it.
 *
 * Only the rebuild's fetch phase writes it, and only answers that passed the
 * storefront's valibot schemas; entries live in a folder named for a hash of
 * those schemas, so a schema change starts a fresh cache. Each run writes the
 * list of entries it fetched or revalidated ("fresh" this run): the build child
 * serves those from disk without asking the API again.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** An answer and its validators: `etag`, else `lastModified` (the answer's Last-Modified), asked with If-None-Match or If-Modified-Since. */
export type CacheEntry = { url: string; etag: string | null; lastModified?: string | null; body: string };

/** The cache key of a URL: the URL as fetch normalises it. */
export function cacheKey(url: string): string {
  return createHash('sha256').update(new URL(url).href).digest('hex').slice(0, 40);
}

export class ApiCache {
  readonly dir: string;
  constructor(dir: string) {
    this.dir = dir;
  }

  private pathOf(key: string): string {
    return join(this.dir, key.slice(0, 2), `${key}.json`);
  }

  read(key: string): CacheEntry | null {
    try {
      const parsed: unknown = JSON.parse(readFileSync(this.pathOf(key), 'utf8'));
      if (typeof parsed !== 'object' || parsed === null) return null;
      const { url, etag, lastModified, body } = parsed as Record<string, unknown>;
      if (typeof url !== 'string' || typeof body !== 'string' || (etag !== null && typeof etag !== 'string')) return null;
      return { url, etag, lastModified: typeof lastModified === 'string' ? lastModified : null, body };
    } catch {
      return null;
    }
  }

  /** Written to a temporary name and renamed, so a reader never sees half an entry. */
  write(key: string, entry: CacheEntry): void {
    const path = this.pathOf(key);
    mkdirSync(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(entry));
    renameSync(temporary, path);
  }
}

/** The keys a run fetched or revalidated, for the build child to serve from disk. */
export function writeFreshKeys(path: string, keys: Iterable<string>): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify([...keys]));
}

export function readFreshKeys(path: string): Set<string> {
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!Array.isArray(parsed) || !parsed.every((key) => typeof key === 'string')) throw new Error(`${path}: not a list of cache keys`);
  return new Set(parsed);
}

/** Marks answers served from the cache: the fetch phase validated them this run. */
export const FRESH_HEADER = 'x-api-cache';

export type CachedFetchStats = { fromCache: number; network: number };

/**
 * A fetch for the build child: a GET whose answer the fetch phase validated this
 * run (or, for a live update's partial build, any cached answer: the live
 * update revalidated every one its changes reach) comes from disk; anything else goes to the network as usual. Counts both,
 * appended as one JSON line to `statsFile` when the process exits.
 */
export function createCachedFetch(cache: ApiCache, fresh: Set<string> | 'all', statsFile?: string): typeof fetch {
  const stats: CachedFetchStats = { fromCache: 0, network: 0 };
  if (statsFile) {
    process.on('exit', () => {
      mkdirSync(dirname(statsFile), { recursive: true });
      writeFileSync(statsFile, JSON.stringify(stats));
    });
  }
  return async (input, init) => {
    const request = new Request(input, init);
    if (request.method === 'GET') {
      const key = cacheKey(request.url);
      const entry = fresh === 'all' || fresh.has(key) ? cache.read(key) : null;
      if (entry) {
        stats.fromCache += 1;
        return new Response(entry.body, { status: 200, headers: { 'content-type': 'application/json', [FRESH_HEADER]: 'fresh' } });
      }
    }
    stats.network += 1;
    return fetch(request);
  };
}
