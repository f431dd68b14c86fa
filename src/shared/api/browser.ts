import { CONTENT_API_URL, SHOP_API_URL } from 'astro:env/client';
import { createFetchClient } from './fetch-client.ts';

/**
 * The API clients for the browser. Pair one with the endpoint area a script
 * needs (src/shared/api/islands/, or e.g. wishlistEndpoints) so that each page
 * carries only those schemas.
 */
export const shopClient = createFetchClient(SHOP_API_URL);
export const contentClient = createFetchClient(CONTENT_API_URL);
