import type { ApiClient } from '../client.ts';
import { MessageSchema } from '../schemas/common.ts';

/**
 * Signing out: the one account call every page can make (the header's sign-out
 * button), kept apart so pages do not carry the account schemas.
 */
export function sessionEndpoints(api: ApiClient) {
  return {
    logout: (token: string) => api.request('user/token', MessageSchema, { method: 'delete', token }),
  };
}
