import { CONTENT_API_URL, SHOP_API_URL } from 'astro:env/client';
import { createApiClient } from './client.ts';
import { contentEndpoints } from './content.ts';
import { createFetchClient } from './fetch-client.ts';
import { shopEndpoints } from './shop.ts';

/**
 * The storefront's two APIs with every call. At build time they run on ky
 * (timeouts, retries for thousands of reads); in the browser on the small
 * fetch client, which answers the same typed results.
 */
const onServer = import.meta.env.SSR;
export const shopApi = shopEndpoints(onServer ? createApiClient(SHOP_API_URL) : createFetchClient(SHOP_API_URL));
export const contentApi = contentEndpoints(onServer ? createApiClient(CONTENT_API_URL) : createFetchClient(CONTENT_API_URL));

export type { ApiError, ApiResult } from './result.ts';
export { describeApiError, firstFieldError, unwrap } from './result.ts';
