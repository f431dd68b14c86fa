import type { ApiResult } from '#shared/api/result.ts';
import { whileSignedIn } from '#shared/session/session-expiry.ts';
import { useLoad, type Load } from '#ui/useLoad.ts';

/**
 * Loads one authenticated call for a tab: loading, the data, or an error the
 * tab shows with Retry. A 401 means the sign-in is gone: off to /login.
 * `inputs` are what the call depends on (the token, an order's id).
 */
export function useAccountData<T>(call: () => Promise<ApiResult<T>>, inputs: readonly (string | number)[]): Load<T> {
  return useLoad(whileSignedIn(call), inputs);
}
