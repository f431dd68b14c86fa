import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { $auth, isLeavingForLogin } from '../../stores/auth.ts';
import { loginPathFor } from '../../stores/auth-logic.ts';
import { Spinner } from './Spinner.tsx';
import { useHydrated } from './useHydrated.ts';

/**
 * Guards /checkout, /profile and /wishlist: a signed-out visitor goes to /login
 * and comes back here after signing in.
 */
export function RequireAuth({ children }: { children: (token: string) => ReactNode }) {
  const hydrated = useHydrated();
  const auth = useStore($auth);
  const signedOut = hydrated && !auth.isAuthenticated;
  useEffect(() => {
    if (signedOut && !isLeavingForLogin()) window.location.replace(loginPathFor(window.location.pathname + window.location.search));
  }, [signedOut]);
  if (!hydrated || !auth.token) return <Spinner label={signedOut ? 'Redirecting to login…' : 'Loading…'} />;
  return <>{children(auth.token)}</>;
}
