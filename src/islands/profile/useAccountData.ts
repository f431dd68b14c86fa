import { useCallback, useEffect, useState } from 'react';
import { describeApiError, type ApiResult } from '../../lib/api/result.ts';
import { sessionExpired } from '../../stores/auth.ts';

export type AccountData<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: T };

/**
 * Loads one authenticated call for a tab: loading, the data, or an error the
 * tab shows with Retry. A 401 means the sign-in is gone: off to /login.
 */
export function useAccountData<T>(load: () => Promise<ApiResult<T>>): [AccountData<T>, () => void] {
  const [state, setState] = useState<AccountData<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    void load().then((result) => {
      if (!current) return;
      if (result.ok) setState({ status: 'ready', data: result.data });
      else if (result.error.kind === 'http' && result.error.status === 401) sessionExpired();
      else setState({ status: 'error', message: describeApiError(result.error) });
    });
    return () => {
      current = false;
    };
    // The loader is recreated on every render; reload only on a retry.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the loader is a new function every render; only a retry reloads
  }, [attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [state, retry];
}

/** True (after sending the shopper to /login) when a call failed because the sign-in expired. */
export function expiredSession(result: ApiResult<unknown>): boolean {
  if (result.ok || result.error.kind !== 'http' || result.error.status !== 401) return false;
  sessionExpired();
  return true;
}
