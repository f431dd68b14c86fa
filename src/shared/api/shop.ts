import type { ApiClient } from './client.ts';
import { accountEndpoints } from './endpoints/account.ts';
import { catalogueEndpoints } from './endpoints/catalogue.ts';
import { orderEndpoints } from './endpoints/orders.ts';
import { wishlistEndpoints } from './endpoints/wishlist.ts';

/*
 * The calls of the shop API, one module per area
 * (src/shared/api/endpoints/): catalogue pages import only the small areas they
 * use (wishlist, sign-out), so their JavaScript carries only those schemas.
 */
export { accountEndpoints, catalogueEndpoints, orderEndpoints, wishlistEndpoints };

/** Every call of the shop API. */
export function shopEndpoints(api: ApiClient) {
  return { ...catalogueEndpoints(api), ...accountEndpoints(api), ...wishlistEndpoints(api), ...orderEndpoints(api) };
}
