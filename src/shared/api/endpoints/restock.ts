import type { ApiClient } from '../client.ts';
import { RestockAskedSchema, RestockRequestListSchema, RestockWithdrawnSchema } from '../schemas/restock.ts';

const auth = (token: string) => ({ token });

/** Tell me when it is back (an optional extension): the reader's requests, asking and withdrawing. */
export function restockEndpoints(api: ApiClient) {
  return {
    restockRequests: (token: string) => api.request('restock-requests', RestockRequestListSchema, auth(token)),
    askRestock: (token: string, productId: number) =>
      api.request('restock-requests', RestockAskedSchema, { json: { product_id: productId }, ...auth(token) }),
    withdrawRestock: (token: string, productId: number) =>
      api.request(`restock-requests/${productId}`, RestockWithdrawnSchema, { method: 'delete', ...auth(token) }),
  };
}
