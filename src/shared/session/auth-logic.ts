import * as v from 'valibot';
import { UserSchema, type LoginResponse } from '#shared/api/schemas/account.ts';
import { localeOfPath, pathInLocale, type Locale } from '#shared/i18n/locale.ts';

// A union, not v.variant: the site uses v.union elsewhere, and variant's code would be one more thing
// in the valibot chunk that the search page and every island load (about 0.3 KB gzip).
export const AuthStateSchema = v.union([
  v.object({ isAuthenticated: v.literal(true), user: UserSchema, token: v.pipe(v.string(), v.minLength(20)) }),
  v.object({ isAuthenticated: v.literal(false), user: v.null(), token: v.null() }),
]);
export type AuthState = v.InferOutput<typeof AuthStateSchema>;

export const SIGNED_OUT: AuthState = { isAuthenticated: false, user: null, token: null };

/** Reads the sign-in back from storage; anything corrupt or old is a signed-out state, never an error. */
export function decodeAuth(stored: string | null | undefined): AuthState {
  if (!stored) return SIGNED_OUT;
  try {
    const parsed = v.safeParse(AuthStateSchema, JSON.parse(stored));
    return parsed.success ? parsed.output : SIGNED_OUT;
  } catch {
    return SIGNED_OUT;
  }
}

/** Who a signed-in customer is on a form that asks (the comment form's name and email); null when signed out. */
export function signedInIdentity(auth: AuthState): { name: string; email: string } | null {
  if (!auth.isAuthenticated) return null;
  return { name: `${auth.user.first_name} ${auth.user.last_name}`.trim(), email: auth.user.email };
}

export function signedIn(response: LoginResponse): AuthState {
  return { isAuthenticated: true, user: response.user, token: response.token };
}

/**
 * Where to go after signing in: back to the page that sent the visitor to
 * /login when it is a path on this site, else the home page of the interface
 * they signed in from. Never another origin, never the login or register page.
 */
export function returnPath(next: string | null | undefined, locale: Locale = 'en'): string {
  const home = pathInLocale('/', locale);
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return home;
  if (/^\/(login|register)(\/|$|\?)/.test(pathInLocale(next, 'en'))) return home;
  return next;
}

/** Why a visitor is sent to /login, said there (src/features/account/login/login-notice.ts). */
export type LoginReason = 'expired' | 'checkout';

/** The login page, in the interface of `from`, that brings the visitor back to `from` afterwards. */
export function loginPathFor(from: string, reason?: LoginReason): string {
  const params = new URLSearchParams({ next: from });
  if (reason) params.set('reason', reason);
  return `${pathInLocale('/login', localeOfPath(from))}?${params.toString()}`;
}
