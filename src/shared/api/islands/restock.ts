import { shopClient } from '../browser.ts';
import { restockEndpoints } from '../endpoints/restock.ts';

/** Tell me when it is back: the reader's requests (an optional extension of the shop API). */
export const restockApi = restockEndpoints(shopClient);
