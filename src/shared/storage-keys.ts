/**
 * The localStorage keys of the state the header shows, in one place: the stores
 * persist under them, and every page's loader (src/features/shell/live-state.ts)
 * reads them to decide whether the stores are needed at all.
 */

/** The cart, under the key the original shop used. */
export const CART_KEY = 'books';

/** The sign-in. */
export const AUTH_KEY = 'auth';
