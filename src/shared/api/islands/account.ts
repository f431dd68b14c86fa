import { shopClient } from '../browser.ts';
import { accountEndpoints } from '../endpoints/account.ts';

/** Sign-in, registration, the profile and addresses. One module per area, so an island carries only the schemas of the calls it makes. */
export const accountApi = accountEndpoints(shopClient);
