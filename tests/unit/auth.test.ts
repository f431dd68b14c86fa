import { describe, expect, it } from 'vitest';
import { loginNotice, noticeText } from '#features/account/login/login-notice.ts';
import { decodeAuth, loginPathFor, returnPath, signedIn, signedInIdentity, SIGNED_OUT } from '#shared/session/auth-logic.ts';

const user = { id: 7, first_name: 'রহিম', last_name: 'উদ্দিন', email: 'rahim@example.com', phone: '01711000000' };
const token = 'a'.repeat(43);

describe('auth state', () => {
  it('round-trips a sign-in through storage', () => {
    const state = signedIn({ token, user });
    expect(decodeAuth(JSON.stringify(state))).toEqual({ isAuthenticated: true, user, token });
  });

  it('turns anything corrupt, old or half-signed-in into a signed-out state', () => {
    const bad = [
      null,
      '',
      'x',
      '[]',
      '{}',
      'null',
      JSON.stringify({ isAuthenticated: true, user: null, token }),
      JSON.stringify({ isAuthenticated: true, user, token: '' }),
      JSON.stringify({ isAuthenticated: 'yes', user, token }),
      JSON.stringify({ isAuthenticated: true, user: { ...user, email: 'not an email' }, token }),
      JSON.stringify({ isAuthenticated: false, user, token }),
    ];
    for (const stored of bad) expect(decodeAuth(stored)).toEqual(SIGNED_OUT);
  });
});

describe('where to go after signing in', () => {
  it('goes back to a page of this site', () => {
    expect(returnPath('/checkout')).toBe('/checkout');
    expect(returnPath('/profile?tab=orders')).toBe('/profile?tab=orders');
  });

  it('goes home for anything else', () => {
    for (const next of [
      null,
      undefined,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'checkout',
      '/login',
      '/register?x=1',
    ]) {
      expect(returnPath(next)).toBe('/');
    }
  });

  it('goes back within the Bangla interface, and to its home page for anything else', () => {
    expect(returnPath('/bn/checkout', 'bn')).toBe('/bn/checkout');
    for (const next of [null, 'https://evil.example', '/bn/login', '/bn/register?x=1']) expect(returnPath(next, 'bn')).toBe('/bn/');
  });

  it('sends a Bangla page to the Bangla login page', () => {
    expect(loginPathFor('/bn/wishlist', 'expired')).toBe('/bn/login?next=%2Fbn%2Fwishlist&reason=expired');
  });

  it('builds the /login address that comes back', () => {
    expect(loginPathFor('/checkout')).toBe('/login?next=%2Fcheckout');
    expect(loginPathFor('/wishlist', 'expired')).toBe('/login?next=%2Fwishlist&reason=expired');
    expect(loginPathFor('/checkout', 'checkout')).toBe('/login?next=%2Fcheckout&reason=checkout');
  });

  it('reads why the visitor was sent to /login', () => {
    expect(loginNotice('?next=%2Fcheckout&reason=checkout')).toBe('checkout');
    expect(noticeText('checkout', 'en')).toBe('Sign in to check out — your cart is kept.');
    expect(loginNotice('?reason=expired')).toBe('expired');
    expect(loginNotice('?registered=1')).toBe('registered');
    expect(loginNotice('?reason=other')).toBeNull();
  });
});

describe('signedInIdentity', () => {
  it('is the customer’s full name and email when signed in, nothing when signed out', () => {
    expect(signedInIdentity(signedIn({ token: 'a'.repeat(40), user }))).toEqual({ name: 'রহিম উদ্দিন', email: 'rahim@example.com' });
    expect(signedInIdentity(SIGNED_OUT)).toBeNull();
  });
});
