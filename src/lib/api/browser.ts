import { SHOP_API_URL } from 'astro:env/client';
import { createFetchClient } from './fetch-client.ts';

/**
 * The shop API client for the browser. Pair it with the area endpoints a
 * script needs (e.g. wishlistEndpoints) so pages carry only those schemas.
 */
export const shopClient = createFetchClient(SHOP_API_URL);
