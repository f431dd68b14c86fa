import { atom, onMount, type ReadableAtom } from 'nanostores';
import { signInExpired, type ApiResult } from '#shared/api/result.ts';
import { describeError } from '#shared/api/result.ts';
import type { Product } from '#shared/api/schemas/product.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { wishlistToasts } from '#shared/i18n/messages/wishlist-toasts.ts';
import type { AuthState } from '#shared/session/auth-logic.ts';
import { latestRequest } from '#shared/latest-request.ts';

export type WishlistState =
  | { status: 'signed-out'; products: [] }
  | { status: 'loading'; products: Product[] }
  | { status: 'ready'; products: Product[] }
  | { status: 'error'; products: Product[]; message: string };

type WishlistApi = {
  wishlist: (token: string) => Promise<ApiResult<{ products: Product[] }>>;
  addToWishlist: (token: string, id: number) => Promise<ApiResult<{ message: string; products: Product[] }>>;
  removeFromWishlist: (token: string, id: number) => Promise<ApiResult<{ message: string; products: Product[] }>>;
};

export type WishlistDeps = {
  api: WishlistApi;
  $auth: ReadableAtom<AuthState>;
  toast: (message: string, tone?: 'success' | 'error' | 'info') => void;
  /** Called when an authenticated call answers 401. */
  onSessionExpired: () => void;
  /** The interface the toasts speak, read when one is shown (English when not given). */
  locale?: () => Locale;
};

/**
 * The wishlist of the signed-in customer: loaded from the API, reloaded on every
 * change of sign-in, empty when signed out. Built from its dependencies so the
 * tests can run it against a fake API.
 */
export function createWishlist(deps: WishlistDeps) {
  const $wishlist = atom<WishlistState>({ status: 'signed-out', products: [] });
  const loads = latestRequest();

  async function load(token: string | null): Promise<void> {
    const mine = loads.begin();
    if (!token) {
      $wishlist.set({ status: 'signed-out', products: [] });
      return;
    }
    $wishlist.set({ status: 'loading', products: $wishlist.get().products });
    const result = await deps.api.wishlist(token);
    if (!loads.isLatest(mine)) return; // a newer sign-in change won
    if (result.ok) $wishlist.set({ status: 'ready', products: result.data.products });
    else if (signInExpired(result.error)) deps.onSessionExpired();
    else
      $wishlist.set({ status: 'error', products: $wishlist.get().products, message: describeError(result.error, deps.locale?.() ?? 'en') });
  }

  onMount($wishlist, () => deps.$auth.subscribe((auth) => void load(auth.token)));

  async function change(productId: number, add: boolean): Promise<boolean> {
    const token = deps.$auth.get().token;
    if (!token) return false;
    const result = add ? await deps.api.addToWishlist(token, productId) : await deps.api.removeFromWishlist(token, productId);
    if (result.ok) {
      loads.drop(); // this answer is newer than a load still on its way
      $wishlist.set({ status: 'ready', products: result.data.products });
      // The specification's toasts, word for word.
      const t = wishlistToasts[deps.locale?.() ?? 'en'];
      deps.toast(add ? t.added : t.removed);
      return true;
    }
    if (signInExpired(result.error)) deps.onSessionExpired();
    else deps.toast(describeError(result.error, deps.locale?.() ?? 'en'), 'error');
    return false;
  }

  return {
    $wishlist,
    reload: () => load(deps.$auth.get().token),
    isWishlisted: (productId: number) => $wishlist.get().products.some((p) => p.id === productId),
    add: (productId: number) => change(productId, true),
    remove: (productId: number) => change(productId, false),
    toggle: (productId: number) => change(productId, !$wishlist.get().products.some((p) => p.id === productId)),
  };
}
