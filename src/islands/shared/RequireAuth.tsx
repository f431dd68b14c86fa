import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { $auth, isLeavingForLogin } from '../../stores/auth.ts';
import { loginPathFor, type LoginReason } from '../../stores/auth-logic.ts';
import { Spinner } from './Spinner.tsx';
import { useHydrated } from './useHydrated.ts';

/**
 * Guards /checkout, /profile and /wishlist: a signed-out visitor goes to /login
 * (told why, when `reason` says) and comes back here after signing in.
 */
export function RequireAuth({ children, reason }: { children: (token: string) => ReactNode; reason?: LoginReason }) {
  const hydrated = useHydrated();
  const auth = useStore($auth);
  const signedOut = hydrated && !auth.isAuthenticated;
  useEffect(() => {
    if (signedOut && !isLeavingForLogin()) window.location.replace(loginPathFor(window.location.pathname + window.location.search, reason));
  }, [signedOut, reason]);
  if (!hydrated || !auth.token) return <Spinner label={signedOut ? 'Redirecting to login…' : 'Loading…'} />;
  return <>{children(auth.token)}</>;
}
