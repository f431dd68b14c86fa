/**
 * The shop's current data for the books in a cart: what the cart page checks
 * when it opens and what checkout reloads when the shop refused its prices.
 * One answer for both: every book asked (four at a time), a book the shop no
 * longer sells left out (refreshPrices then removes it), and no answer at all
 * when any other call failed, so that a cart is never changed on half the facts.
 */
import type { ApiResult } from '#shared/api/result.ts';
import { mapLimit } from '#shared/concurrency.ts';
import type { CartProduct } from '#features/cart/cart-logic.ts';

type LoadBook = (slug: string) => Promise<ApiResult<{ product: CartProduct }>>;

export async function currentBooks(
  items: readonly { id: number; slug: string }[],
  load: LoadBook,
): Promise<Map<number, CartProduct> | null> {
  const answers = await mapLimit(items, 4, async (item) => ({ id: item.id, result: await load(item.slug) }));
  const current = new Map<number, CartProduct>();
  for (const { id, result } of answers) {
    if (result.ok) current.set(id, result.data.product);
    else if (!(result.error.kind === 'http' && result.error.status === 404)) return null;
  }
  return current;
}
