import { useCallback, useEffect, useState } from 'react';
import { productApi } from '../../lib/api/islands/product.ts';
import { $cart } from '../../stores/cart.ts';
import { refreshPrices } from '../../stores/cart-logic.ts';
import { currentBooks } from '../../stores/current-books.ts';

export type PriceCheck =
  | { status: 'checking' }
  | { status: 'done'; notices: string[] }
  | { status: 'failed' };

const CHANGE_TEXT = {
  price: 'has a new price',
  'out-of-stock': 'is now out of stock',
  'back-in-stock': 'is back in stock',
  gone: 'is no longer sold and was removed',
} as const;

/**
 * When the cart opens, checks every book against the shop's current data and
 * updates prices and stock, telling the shopper what changed. A failure to
 * check leaves the cart as it was; retry() checks again.
 */
export function usePriceCheck(enabled: boolean): { check: PriceCheck; retry: () => void } {
  const [check, setCheck] = useState<PriceCheck>({ status: 'checking' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    setCheck({ status: 'checking' });
    void currentBooks($cart.get(), productApi.product).then((current) => {
      if (cancelled) return;
      // Any failure but "not found" means we could not check: keep the cart untouched.
      if (!current) {
        setCheck({ status: 'failed' });
        return;
      }
      // Apply to the cart as it is now (the shopper may have changed it meanwhile).
      const { cart, changes } = refreshPrices($cart.get(), current);
      $cart.set(cart);
      setCheck({ status: 'done', notices: changes.map(({ name, change }) => `“${name}” ${CHANGE_TEXT[change]}.`) });
    });
    return () => {
      cancelled = true;
    };
  }, [enabled, attempt]);
  return { check, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
