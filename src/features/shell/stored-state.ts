/**
 * Whether this browser keeps a cart or a sign-in worth showing, read from the raw
 * localStorage values, without the stores' decoders (which are what the loader
 * saves a first visit). It may say yes to a value the decoders later refuse: that
 * only loads the stores, which then show what is really there.
 */
import { AUTH_KEY, CART_KEY } from '#shared/storage-keys.ts';

/** The storage keys of the cart and the sign-in. */
export const LIVE_STATE_KEYS: readonly string[] = [CART_KEY, AUTH_KEY];

/** The values an empty cart and a signed-out visitor are stored as (the unit test holds them to the stores' own). */
const EMPTY_VALUES = new Set(['[]', '{"isAuthenticated":false,"user":null,"token":null}']);

export function keepsState(rawValues: readonly (string | null)[]): boolean {
  return rawValues.some((raw) => raw !== null && raw !== '' && !EMPTY_VALUES.has(raw));
}
