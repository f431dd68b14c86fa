import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { Locale } from '#shared/i18n/locale.ts';
import { $auth } from '#shared/session/auth-store.ts';
import { LocaleProvider } from '#ui/locale.tsx';
import { useHydrated } from '#ui/useHydrated.ts';
import { AlreadySignedIn } from './AlreadySignedIn.tsx';
import { LoginForm } from './LoginForm.tsx';
import { loginNotice } from './login-notice.ts';

/**
 * The /login island. The prerendered page shows the form (its button waits for
 * the island); once the stored sign-in can be read, a visitor who is signed in
 * already sees links instead.
 */
export function LoginScreen({ locale = 'en' }: { locale?: Locale }) {
  return (
    <LocaleProvider locale={locale}>
      <LoginSwitch />
    </LocaleProvider>
  );
}

function LoginSwitch() {
  const hydrated = useHydrated();
  const auth = useStore($auth);
  const [signingIn, setSigningIn] = useState(false);
  const search = hydrated ? window.location.search : '';

  if (hydrated && auth.isAuthenticated && !signingIn) return <AlreadySignedIn firstName={auth.user.first_name} />;
  return (
    <LoginForm
      ready={hydrated}
      notice={loginNotice(search)}
      next={new URLSearchParams(search).get('next')}
      onSignedIn={() => setSigningIn(true)}
    />
  );
}
