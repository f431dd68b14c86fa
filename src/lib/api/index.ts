import { CONTENT_API_URL, SHOP_API_URL } from 'astro:env/client';
import { createApiClient } from './client.ts';
import { contentEndpoints } from './content.ts';
import { shopEndpoints } from './shop.ts';

/** The storefront's two API clients, pointed at the configured base URLs. */
export const shopApi = shopEndpoints(createApiClient(SHOP_API_URL));
export const contentApi = contentEndpoints(createApiClient(CONTENT_API_URL));

export type { ApiError, ApiResult } from './result.ts';
export { describeApiError, firstFieldError, unwrap } from './result.ts';
