/**
 * The API clients the build reads with (build time only; src/build/catalog.ts).
 * Run by `npm run rebuild`, the build gets API_CACHE_DIR and API_CACHE_RUN: the
 * answers its fetch phase just fetched and validated are read from that on-disk
 * cache instead of the API, and not validated twice; a live update's partial
 * build sets API_CACHE_TRUST_ALL=1 instead: every cached answer is current. A plain `astro build`
 * (no such variables) reads the APIs directly, as before.
 */
import { CONTENT_API_URL, SHOP_API_URL } from 'astro:env/client';
import { ApiCache, createCachedFetch, FRESH_HEADER, readFreshKeys } from './api-cache.ts';
import { createApiClient, type ApiClientOptions } from '#shared/api/client.ts';
import { contentEndpoints } from '#shared/api/content.ts';
import { shopEndpoints } from '#shared/api/shop.ts';

function cacheOptions(): ApiClientOptions {
  const dir = process.env.API_CACHE_DIR;
  const run = process.env.API_CACHE_RUN;
  const all = process.env.API_CACHE_TRUST_ALL === '1';
  if (!dir || (!run && !all)) return {};
  return {
    fetch: createCachedFetch(new ApiCache(dir), all || !run ? 'all' : readFreshKeys(run), process.env.API_CACHE_STATS),
    trusted: (response) => response.headers.get(FRESH_HEADER) === 'fresh',
  };
}

const options = cacheOptions();
export const shopApi = shopEndpoints(createApiClient(SHOP_API_URL, options));
export const contentApi = contentEndpoints(createApiClient(CONTENT_API_URL, options));
