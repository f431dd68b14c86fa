import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiCache, cacheKey, createCachedFetch, FRESH_HEADER } from '#build/api-cache.ts';
import { createApiClient } from '#shared/api/client.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'api-cache-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const Schema = v.object({ name: v.string() });
const URL_A = 'http://127.0.0.1:9/api/v1/products/a';

/** The build child's reads: what the fetch phase validated this run comes from disk, the rest from the network. */
describe('the build cache', () => {
  it('answers an entry the fetch phase validated this run from disk, without a request', async () => {
    const cache = new ApiCache(dir);
    cache.write(cacheKey(URL_A), { url: URL_A, etag: 'W/"1"', body: '{"name":"Gitanjali"}' });
    let network = 0;
    const cachedFetch = createCachedFetch(cache, new Set([cacheKey(URL_A)]));
    const original = globalThis.fetch;
    globalThis.fetch = async () => {
      network += 1;
      return new Response('{}');
    };
    try {
      const client = createApiClient('http://127.0.0.1:9/api/v1', {
        fetch: cachedFetch,
        retries: 0,
        trusted: (r) => r.headers.get(FRESH_HEADER) === 'fresh',
      });
      const result = await client.request('products/a', Schema);
      expect(result).toEqual({ ok: true, data: { name: 'Gitanjali' } });
      expect(network).toBe(0);
    } finally {
      globalThis.fetch = original;
    }
  });

  it('sends a read the fetch phase did not make to the API, and validates its answer', async () => {
    const cache = new ApiCache(dir);
    cache.write(cacheKey(URL_A), { url: URL_A, etag: null, body: '{"name":"stale"}' });
    const requested: string[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = async (input) => {
      requested.push(input instanceof Request ? input.url : String(input));
      return new Response('{"name":42}', { headers: { 'content-type': 'application/json' } });
    };
    try {
      // Not fresh this run: the cached copy is not used.
      const client = createApiClient('http://127.0.0.1:9/api/v1', {
        fetch: createCachedFetch(cache, new Set()),
        retries: 0,
        trusted: (r) => r.headers.get(FRESH_HEADER) === 'fresh',
      });
      const result = await client.request('products/a', Schema);
      expect(requested).toEqual([URL_A]);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.kind).toBe('validation');
    } finally {
      globalThis.fetch = original;
    }
  });

  it('keeps a body as the API sent it, newlines and Bangla included, and still reads an entry written whole as JSON', () => {
    const cache = new ApiCache(dir);
    const body = '{\n  "name": "গীতাঞ্জলি"\n}\n';
    cache.write(cacheKey(URL_A), { url: URL_A, etag: 'W/"2"', lastModified: null, body });
    expect(cache.read(cacheKey(URL_A))).toEqual({ url: URL_A, etag: 'W/"2"', lastModified: null, body });
    expect(Buffer.from(cache.readBody(cacheKey(URL_A)) ?? []).toString('utf8')).toBe(body);
    const file = join(dir, cacheKey(URL_A).slice(0, 2), `${cacheKey(URL_A)}.json`);
    expect(readFileSync(file, 'utf8').endsWith(`\n${body}`)).toBe(true);

    const URL_B = 'http://127.0.0.1:9/api/v1/products/b';
    const old = join(dir, cacheKey(URL_B).slice(0, 2), `${cacheKey(URL_B)}.json`);
    mkdirSync(join(old, '..'), { recursive: true });
    writeFileSync(old, JSON.stringify({ url: URL_B, etag: null, body: '{"name":"Gora"}' }));
    expect(cache.read(cacheKey(URL_B))).toEqual({ url: URL_B, etag: null, lastModified: null, body: '{"name":"Gora"}' });
    expect(Buffer.from(cache.readBody(cacheKey(URL_B)) ?? []).toString('utf8')).toBe('{"name":"Gora"}');
  });
});
