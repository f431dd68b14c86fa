import { persistentAtom } from '@nanostores/persistent';
import { AUTH_KEY } from '#shared/storage-keys.ts';
import type { LoginResponse } from '#shared/api/schemas/account.ts';
import { decodeAuth, loginPathFor, signedIn, SIGNED_OUT, type AuthState } from './auth-logic.ts';

/** The sign-in, persisted in the browser; every tab follows it. */
export const $auth = persistentAtom<AuthState>(AUTH_KEY, SIGNED_OUT, { encode: JSON.stringify, decode: decodeAuth });

export function login(response: LoginResponse): void {
  $auth.set(signedIn(response));
}

export function logout(): void {
  $auth.set(SIGNED_OUT);
}

/**
 * An authenticated call answered 401: the token is no longer good. Sign out and
 * go to /login, which explains why, and come back here afterwards.
 */
export function sessionExpired(): void {
  leavingForLogin = true;
  logout();
  window.location.assign(loginPathFor(window.location.pathname + window.location.search, 'expired'));
}

let leavingForLogin = false;

/**
 * True once sessionExpired has sent the page to /login: a guard that sees the
 * sign-out must not start a second navigation (which would win and drop the
 * "expired" explanation).
 */
export function isLeavingForLogin(): boolean {
  return leavingForLogin;
}
