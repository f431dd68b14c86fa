import type { ApiClient } from '../client.ts';
import { ProductDetailResponseSchema } from '../schemas/catalogue.ts';

/** One book's details: the one catalogue call islands make (price checks, reviews). */
export function productEndpoints(api: ApiClient) {
  return {
    product: (slug: string) => api.request(`products/${encodeURIComponent(slug)}`, ProductDetailResponseSchema),
  };
}
