import { describe, expect, it } from 'vitest';
import { keepsState, LIVE_STATE_KEYS } from '#features/shell/stored-state.ts';
import { SIGNED_OUT } from '#shared/session/auth-logic.ts';
import { AUTH_KEY, CART_KEY } from '#shared/storage-keys.ts';
import { isLocale } from '#shared/i18n/locale.ts';

describe('whether a page loads the shop state at once', () => {
  it('reads the keys the cart and the sign-in are stored under', () => {
    expect(LIVE_STATE_KEYS).toEqual([CART_KEY, AUTH_KEY]);
  });

  it('waits for a first visit, an emptied cart and a signed-out visitor, stored as the stores write them', () => {
    expect(keepsState([null, null])).toBe(false);
    expect(keepsState([JSON.stringify([]), JSON.stringify(SIGNED_OUT)])).toBe(false);
    expect(keepsState(['', null])).toBe(false);
  });

  it('loads at once for a cart with books, a sign-in, or anything it cannot tell apart from them', () => {
    expect(keepsState([JSON.stringify([{ id: 1, quantity: 1 }]), null])).toBe(true);
    expect(keepsState([null, JSON.stringify({ isAuthenticated: true, user: { first_name: 'Rahim' }, token: 't' })])).toBe(true);
    // A value the decoders will refuse still loads them: they, not this guess, decide what shows.
    expect(keepsState(['not json', null])).toBe(true);
  });
});

describe('a stored interface name', () => {
  it('is English or Bangla, and nothing else', () => {
    expect(isLocale('en')).toBe(true);
    expect(isLocale('bn')).toBe(true);
    for (const other of ['', 'EN', 'bn-BD', 'fr', null, undefined, 1]) expect(isLocale(other)).toBe(false);
  });
});
