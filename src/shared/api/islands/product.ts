import { shopClient } from '../browser.ts';
import { productEndpoints } from '../endpoints/product.ts';

/** One book's details. One module per area, so an island carries only the schemas of the calls it makes. */
export const productApi = productEndpoints(shopClient);
