import type { ApiClient } from '../client.ts';
import { ProductListSchema } from '../schemas/catalogue.ts';

/** The shop's own book search (POST /products/search): the results page's fallback when the static index cannot load. */
export function searchEndpoints(api: ApiClient) {
  return {
    search: (search: string) => api.request('products/search', ProductListSchema, { json: { search } }),
  };
}
