import { setPersistentEngine, type PersistentListener } from '@nanostores/persistent';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { book } from './fixtures.ts';

// A browser's localStorage and its events, as the persistent stores see them.
let storage: Record<string, string> = {};
const listeners = new Set<PersistentListener>();
const restores = new Set<() => void>();
const setEngine = () =>
  setPersistentEngine(storage, {
    addEventListener: (_key, listener, restore) => {
      listeners.add(listener);
      restores.add(restore);
    },
    removeEventListener: (_key, listener, restore) => {
      listeners.delete(listener);
      restores.delete(restore);
    },
  });
setEngine();
/** Another tab writes the key. */
function otherTabWrites(key: string, value: string) {
  storage[key] = value;
  for (const listener of listeners) listener({ key, newValue: value });
}

beforeEach(() => {
  storage = {};
  setEngine();
  vi.resetModules();
});
afterEach(() => vi.useRealTimers());

describe('persisted cart', () => {
  it('is stored under the key `books` and read back on the next page', async () => {
    const first = await import('#features/cart/cart-store.ts');
    const stop = first.$cart.listen(() => {});
    first.addToCart(book(1));
    first.incrementQuantity(1);
    stop();
    expect(JSON.parse(storage.books ?? '[]')).toMatchObject([{ id: 1, quantity: 2 }]);
    vi.resetModules();
    const next = await import('#features/cart/cart-store.ts');
    expect(next.$cartCount.get()).toBe(2);
    expect(next.$cartTotal.get()).toBe(60000);
  });

  it('follows another tab at once', async () => {
    const { $cart, $cartCount } = await import('#features/cart/cart-store.ts');
    const stop = $cartCount.listen(() => {});
    otherTabWrites('books', JSON.stringify([{ ...book(2), quantity: 3 }]));
    expect($cartCount.get()).toBe(3);
    expect($cart.get()[0]?.id).toBe(2);
    stop();
  });

  it('starts empty from a corrupt value instead of failing', async () => {
    storage.books = '{"not": "a cart"';
    const { $cart } = await import('#features/cart/cart-store.ts');
    expect($cart.get()).toEqual([]);
  });

  it('shows the current cart when the back button restores a page', async () => {
    const { $cartCount } = await import('#features/cart/cart-store.ts');
    const stop = $cartCount.listen(() => {});
    storage.books = JSON.stringify([{ ...book(4), quantity: 5 }]);
    for (const restore of restores) restore(); // pageshow
    expect($cartCount.get()).toBe(5);
    stop();
  });
});

describe('persisted sign-in', () => {
  it('signs in and out, and falls back to signed out from a corrupt value', async () => {
    storage.auth = 'garbage';
    const auth = await import('#shared/session/auth-store.ts');
    expect(auth.$auth.get().isAuthenticated).toBe(false);
    const user = { id: 1, first_name: 'Demo', last_name: 'Customer', email: 'demo@boibazar.test', phone: '01700000000' };
    auth.login({ token: 'x'.repeat(40), user });
    expect(auth.$auth.get()).toMatchObject({ isAuthenticated: true, token: 'x'.repeat(40) });
    expect(JSON.parse(storage.auth ?? '{}')).toMatchObject({ isAuthenticated: true, user: { first_name: 'Demo' } });
    auth.logout();
    expect(auth.$auth.get()).toEqual({ isAuthenticated: false, user: null, token: null });
  });
});

describe('toasts', () => {
  it('last 2000 ms each', async () => {
    vi.useFakeTimers();
    const { $toasts, showToast, TOAST_MS } = await import('#features/shell/toast-store.ts');
    expect(TOAST_MS).toBe(2000);
    showToast('Successfully Added in Wishlist');
    vi.advanceTimersByTime(1000);
    showToast('Successfully Deleted from Wishlist');
    expect($toasts.get().map((t) => t.message)).toEqual(['Successfully Added in Wishlist', 'Successfully Deleted from Wishlist']);
    vi.advanceTimersByTime(1000);
    expect($toasts.get().map((t) => t.message)).toEqual(['Successfully Deleted from Wishlist']);
    vi.advanceTimersByTime(1000);
    expect($toasts.get()).toEqual([]);
  });
});
