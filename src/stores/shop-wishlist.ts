import { shopApi } from '../lib/api/index.ts';
import { $auth, sessionExpired } from './auth.ts';
import { showToast } from './toast.ts';
import { createWishlist } from './wishlist.ts';

/** The page's one wishlist, on the real shop API. */
export const wishlist = createWishlist({ api: shopApi, $auth, toast: showToast, onSessionExpired: sessionExpired });
export const $wishlist = wishlist.$wishlist;
