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

  /**
   * An entry's file: one line of JSON with the URL and validators, then the body as the API sent
   * it. The build child hands those bytes on as they are; inside a JSON string a body of
   * 100,000 books (86 MB) was decoded, unescaped and encoded again in every build.
   */
  private readFile(key: string): { header: Record<string, unknown>; file: Buffer; start: number } | null {
    try {
      const file = readFileSync(this.pathOf(key));
      const newline = file.indexOf(NEWLINE);
      // An entry written whole as one JSON object (before the body had a line of its own).
      if (newline < 0) return { header: asRecord(JSON.parse(file.toString('utf8'))), file, start: -1 };
      return { header: asRecord(JSON.parse(file.toString('utf8', 0, newline))), file, start: newline + 1 };
    } catch {
      return null;
    }
  }

  read(key: string): CacheEntry | null {
    const found = this.readFile(key);
    if (!found) return null;
    const { header, file, start } = found;
    const body = start < 0 ? header.body : file.toString('utf8', start);
    const { url, etag, lastModified } = header;
    if (typeof url !== 'string' || typeof body !== 'string' || (etag !== null && typeof etag !== 'string')) return null;
    return { url, etag, lastModified: typeof lastModified === 'string' ? lastModified : null, body };
  }

  /** An entry's body as bytes (UTF-8), not decoded; null when there is none. */
  readBody(key: string): Uint8Array<ArrayBuffer> | null {
    const found = this.readFile(key);
    if (!found) return null;
    const { file, start, header } = found;
    // readFileSync's buffer is its own (never a shared one): a view of it, not a copy.
    if (start >= 0) return new Uint8Array(file.buffer as ArrayBuffer, file.byteOffset + start, file.length - start);
    return typeof header.body === 'string' ? new TextEncoder().encode(header.body) : null;
  }

  /** Written to a temporary name and renamed, so a reader never sees half an entry. */
  write(key: string, entry: CacheEntry): void {
    const path = this.pathOf(key);
    mkdirSync(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.tmp`;
    writeFileSync(
      temporary,
      `${JSON.stringify({ url: entry.url, etag: entry.etag, lastModified: entry.lastModified ?? null })}\n${entry.body}`,
    );
    renameSync(temporary, path);
  }
}

const NEWLINE = 0x0a;

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
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
      const body = fresh === 'all' || fresh.has(key) ? cache.readBody(key) : null;
      if (body) {
        stats.fromCache += 1;
        return new Response(body, { status: 200, headers: { 'content-type': 'application/json', [FRESH_HEADER]: 'fresh' } });
      }
    }
    stats.network += 1;
    return fetch(request);
  };
}
