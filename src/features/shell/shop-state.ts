/**
 * Makes the static header and floating buttons live: cart count and total,
 * wishlist count, the user menu or the login links. Plain DOM on the shared
 * stores, no React, so catalogue pages stay light.
 */
import { shopClient } from '#shared/api/browser.ts';
import { sessionEndpoints } from '#shared/api/endpoints/session.ts';
import { formatTaka } from '#shared/money.ts';
import { localeOfPath } from '#shared/i18n/locale.ts';
import { shellLive } from '#shared/i18n/messages/shell-live.ts';
import { $auth, logout } from '#shared/session/auth-store.ts';
import { $cartCount, $cartTotal } from '#features/cart/cart-store.ts';
import { $wishlist } from '#features/wishlist/shop-wishlist-store.ts';
import { setHidden, setText } from '#shared/dom-writes.ts';

const locale = localeOfPath(location.pathname);
const t = shellLive[locale];
const all = <T extends HTMLElement = HTMLElement>(selector: string) => [...document.querySelectorAll<T>(selector)];

$cartCount.subscribe((count) => {
  for (const element of all('[data-cart-count]')) setText(element, t.count(count));
});
$cartTotal.subscribe((total) => {
  for (const element of all('[data-cart-total]')) setText(element, formatTaka(total, locale));
});
$wishlist.subscribe((state) => {
  for (const element of all('[data-wishlist-count]')) setText(element, t.count(state.products.length));
});
$auth.subscribe((auth) => {
  for (const element of all('[data-auth-links]')) setHidden(element, auth.isAuthenticated);
  for (const element of all('[data-signed-in-only], [data-user-menu]')) setHidden(element, !auth.isAuthenticated);
  for (const element of all('[data-user-first-name]')) setText(element, auth.user?.first_name ?? '');
});

document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest<HTMLButtonElement>('[data-logout]');
  if (!button) return;
  const token = $auth.get().token;
  button.disabled = true;
  // Revoke the token on the server too; sign out locally whatever it answers.
  const revoke = token ? sessionEndpoints(shopClient).logout(token) : Promise.resolve();
  void revoke.finally(() => {
    logout();
    window.location.assign('/');
  });
});
