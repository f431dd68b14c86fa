import { shopClient } from '#shared/api/browser.ts';
import { wishlistEndpoints } from '#shared/api/endpoints/wishlist.ts';
import { localeOfPath } from '#shared/i18n/locale.ts';
import { $auth, sessionExpired } from '#shared/session/auth-store.ts';
import { showToast } from '#features/shell/toast-store.ts';
import { createWishlist } from './wishlist-store.ts';

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
