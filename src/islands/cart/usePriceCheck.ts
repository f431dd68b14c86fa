import { productApi } from '../../lib/api/islands/product.ts';
import { $cart } from '../../stores/cart.ts';
import { refreshPrices } from '../../stores/cart-logic.ts';
import { currentBooks } from '../../stores/current-books.ts';
import type { Outcome } from '../shared/load-sequence.ts';
import { useLoad, type Load } from '../shared/useLoad.ts';

/** Why a check failed says nothing a shopper can use: the cart says the same either way. */
type NotChecked = 'not-checked';

const CHANGE_TEXT = {
  price: 'has a new price',
  'out-of-stock': 'is now out of stock',
  'back-in-stock': 'is back in stock',
  gone: 'is no longer sold and was removed',
} as const;

async function checkCart(signal: AbortSignal): Promise<Outcome<string[], NotChecked>> {
  const current = await currentBooks($cart.get(), productApi.product);
  // Any failure but "not found" means we could not check: keep the cart untouched.
  if (!current) return { ok: false, error: 'not-checked' };
  // An answer that no longer counts must not change the cart either.
  if (signal.aborted) return { ok: true, data: [] };
  // Apply to the cart as it is now (the shopper may have changed it meanwhile).
  const { cart, changes } = refreshPrices($cart.get(), current);
  $cart.set(cart);
  return { ok: true, data: changes.map(({ name, change }) => `“${name}” ${CHANGE_TEXT[change]}.`) };
}

/**
 * When the cart opens, checks every book against the shop's current data and
 * updates prices and stock; the data are the notices telling the shopper what
 * changed. A failure to check leaves the cart as it was; reload() checks again.
 */
export function usePriceCheck(enabled: boolean): Load<string[], NotChecked> {
  return useLoad(checkCart, [], enabled);
}
