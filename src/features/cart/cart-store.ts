import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { CART_KEY } from '#shared/storage-keys.ts';
import * as logic from './cart-logic.ts';

/**
 * The cart, persisted in the browser under the key `books` (as the original
 * shop did). Other tabs see changes through `storage` events, and a page the
 * back button restores re-reads storage (pageshow), so no tab shows a stale cart.
 */
export const $cart = persistentAtom<logic.CartItem[]>(CART_KEY, [], {
  encode: JSON.stringify,
  decode: logic.decodeCart,
});

export const $cartCount = computed($cart, logic.cartCount);
export const $cartTotal = computed($cart, logic.cartTotal);

export const addToCart = (product: logic.CartProduct) => $cart.set(logic.addItem($cart.get(), product));
export const removeFromCart = (id: number) => $cart.set(logic.removeItem($cart.get(), id));
export const incrementQuantity = (id: number) => $cart.set(logic.increment($cart.get(), id));
export const decrementQuantity = (id: number) => $cart.set(logic.decrement($cart.get(), id));
export const setQuantity = (id: number, input: string) => $cart.set(logic.setQuantity($cart.get(), id, input));
export const clearCart = () => $cart.set([]);
