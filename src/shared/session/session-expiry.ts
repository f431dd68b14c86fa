import { signInExpired, type ApiResult } from '#shared/api/result.ts';
import { sessionExpired } from './auth-store.ts';

/** True (after sending the shopper to /login) when a call failed because the sign-in expired. */
export function expiredSession(result: ApiResult<unknown>): boolean {
  if (result.ok || !signInExpired(result.error)) return false;
  sessionExpired();
  return true;
}

/** A signed-in call as a loader: a 401 sends the shopper to /login and leaves nothing to show meanwhile. */
export function whileSignedIn<T>(call: () => Promise<ApiResult<T>>): () => Promise<ApiResult<T> | null> {
  return async () => {
    const result = await call();
    return expiredSession(result) ? null : result;
  };
}
