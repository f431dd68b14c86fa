import { productApi } from '#shared/api/islands/product.ts';
import { $cart } from './cart-store.ts';
import { refreshPrices } from './cart-logic.ts';
import { currentBooks } from '#features/catalogue/current-books-store.ts';
import type { Outcome } from '#ui/load-sequence.ts';
import { useLoad, type Load } from '#ui/useLoad.ts';

/** Why a check failed says nothing a shopper can use: the cart says the same either way. */
type NotChecked = 'not-checked';

/** What changed about one book since the shopper last saw the cart; the page words it in its language. */
export type CartChange = ReturnType<typeof refreshPrices>['changes'][number];

async function checkCart(signal: AbortSignal): Promise<Outcome<CartChange[], NotChecked>> {
  const current = await currentBooks($cart.get(), productApi.product);
  // Any failure but "not found" means we could not check: keep the cart untouched.
  if (!current) return { ok: false, error: 'not-checked' };
  // An answer that no longer counts must not change the cart either.
  if (signal.aborted) return { ok: true, data: [] };
  // Apply to the cart as it is now (the shopper may have changed it meanwhile).
  const { cart, changes } = refreshPrices($cart.get(), current);
  $cart.set(cart);
  return { ok: true, data: changes };
}

/**
 * When the cart opens, checks every book against the shop's current data and
 * updates prices and stock; the data are the notices telling the shopper what
 * changed. A failure to check leaves the cart as it was; reload() checks again.
 */
export function usePriceCheck(enabled: boolean): Load<CartChange[], NotChecked> {
  return useLoad(checkCart, [], enabled);
}
