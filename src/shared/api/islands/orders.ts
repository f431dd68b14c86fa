import { shopClient } from '../browser.ts';
import { orderEndpoints } from '../endpoints/orders.ts';

/** Reviews, checkout and orders. One module per area, so an island carries only the schemas of the calls it makes. */
export const orderApi = orderEndpoints(shopClient);
