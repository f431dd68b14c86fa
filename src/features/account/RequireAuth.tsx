import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { $auth, isLeavingForLogin } from '#shared/session/auth-store.ts';
import { loginPathFor, type LoginReason } from '#shared/session/auth-logic.ts';
import { forms } from '#shared/i18n/messages/forms.ts';
import { useLocale } from '#ui/locale.tsx';
import { Spinner } from '#ui/Spinner.tsx';
import { useHydrated } from '#ui/useHydrated.ts';

/**
 * Guards /checkout, /profile and /wishlist: a signed-out visitor goes to /login
 * (told why, when `reason` says) and comes back here after signing in; a Bangla
 * page's visitor goes to the Bangla login page.
 */
export function RequireAuth({ children, reason }: { children: (token: string) => ReactNode; reason?: LoginReason }) {
  const locale = useLocale();
  const t = forms[locale];
  const hydrated = useHydrated();
  const auth = useStore($auth);
  const signedOut = hydrated && !auth.isAuthenticated;
  useEffect(() => {
    // loginPathFor picks the login page of the visitor's interface ("/bn/login?next=…" from a Bangla page).
    if (signedOut && !isLeavingForLogin()) window.location.replace(loginPathFor(window.location.pathname + window.location.search, reason));
  }, [signedOut, reason]);
  if (!hydrated || !auth.token) return <Spinner label={signedOut ? t.redirectingToLogin : t.loading} />;
  return <>{children(auth.token)}</>;
}
