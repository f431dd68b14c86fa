import { shopClient } from '../lib/api/browser.ts';
import { wishlistEndpoints } from '../lib/api/endpoints/wishlist.ts';
import { localeOfPath } from '../lib/i18n/locale.ts';
import { $auth, sessionExpired } from './auth.ts';
import { showToast } from './toast.ts';
import { createWishlist } from './wishlist.ts';

/** The page's one wishlist, on the real shop API. */
export const wishlist = createWishlist({
  api: wishlistEndpoints(shopClient),
  $auth,
  toast: showToast,
  onSessionExpired: sessionExpired,
  // Toasts are shown in the browser only, on the page whose language they speak.
  locale: () => localeOfPath(window.location.pathname),
});
export const $wishlist = wishlist.$wishlist;
