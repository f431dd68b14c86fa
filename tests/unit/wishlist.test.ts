import { atom } from 'nanostores';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '#shared/api/result.ts';
import type { Product } from '#shared/api/schemas/shop.ts';
import { signedIn, SIGNED_OUT, type AuthState } from '#shared/session/auth-logic.ts';
import { createWishlist } from '#features/wishlist/wishlist-store.ts';
import { book } from './fixtures.ts';

const user = { id: 7, first_name: 'Rahim', last_name: 'Uddin', email: 'rahim@example.com', phone: '01711000000' };
const TOKEN = 't'.repeat(40);

/** A fake shop API holding one customer's wishlist. */
function fakeApi(initial: Product[] = []) {
  let products = [...initial];
  let status: number | null = null;
  const fail = <T>(): ApiResult<T> => ({ ok: false, error: { kind: 'http', status: status ?? 500, message: 'Unauthenticated.' } });
  return {
    failWith: (code: number | null) => {
      status = code;
    },
    api: {
      wishlist: async (token: string): Promise<ApiResult<{ products: Product[] }>> => {
        if (status || token !== TOKEN) return fail();
        return { ok: true, data: { products } };
      },
      addToWishlist: async (_token: string, id: number) => {
        if (status) return fail<{ message: string; products: Product[] }>();
        if (!products.some((p) => p.id === id)) products = [book(id), ...products];
        return { ok: true as const, data: { message: 'ok', products } };
      },
      removeFromWishlist: async (_token: string, id: number) => {
        if (status) return fail<{ message: string; products: Product[] }>();
        products = products.filter((p) => p.id !== id);
        return { ok: true as const, data: { message: 'ok', products } };
      },
    },
  };
}

function setup(initial: Product[] = [], auth: AuthState = SIGNED_OUT) {
  const server = fakeApi(initial);
  const $auth = atom<AuthState>(auth);
  const toast = vi.fn();
  const onSessionExpired = vi.fn();
  const wishlist = createWishlist({ api: server.api, $auth, toast, onSessionExpired });
  const unsubscribe = wishlist.$wishlist.listen(() => {});
  cleanups.push(unsubscribe);
  return { server, $auth, toast, onSessionExpired, wishlist };
}
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((fn) => fn()));
/** Waits until the wishlist has loaded from the API. */
const loaded = (wishlist: ReturnType<typeof createWishlist>) => vi.waitFor(() => expect(wishlist.$wishlist.get().status).toBe('ready'));

describe('wishlist store', () => {
  it('is empty when signed out', async () => {
    const { wishlist } = setup([book(1)]);
    expect(wishlist.$wishlist.get()).toEqual({ status: 'signed-out', products: [] });
  });

  it('loads from the API when signed in, and reloads on every sign-in change', async () => {
    const { wishlist, $auth } = setup([book(1), book(2)], signedIn({ token: TOKEN, user }));
    await loaded(wishlist);
    expect(wishlist.isWishlisted(2)).toBe(true);
    $auth.set(SIGNED_OUT);
    expect(wishlist.$wishlist.get()).toEqual({ status: 'signed-out', products: [] });
    $auth.set(signedIn({ token: TOKEN, user }));
    expect(wishlist.$wishlist.get().status).toBe('loading');
    await loaded(wishlist);
    expect(wishlist.$wishlist.get().products).toHaveLength(2);
  });

  it('adds and removes with the specification’s toasts', async () => {
    const { wishlist, toast } = setup([], signedIn({ token: TOKEN, user }));
    await loaded(wishlist);
    expect(await wishlist.toggle(5)).toBe(true);
    expect(wishlist.isWishlisted(5)).toBe(true);
    expect(toast).toHaveBeenLastCalledWith('Successfully Added in Wishlist');
    expect(await wishlist.toggle(5)).toBe(true);
    expect(wishlist.isWishlisted(5)).toBe(false);
    expect(toast).toHaveBeenLastCalledWith('Successfully Deleted from Wishlist');
  });

  it('does nothing signed out', async () => {
    const { wishlist, toast } = setup();
    expect(await wishlist.add(1)).toBe(false);
    expect(toast).not.toHaveBeenCalled();
  });

  it('signs out on a 401, and shows other failures without losing the list', async () => {
    const { wishlist, server, toast, onSessionExpired } = setup([book(1)], signedIn({ token: TOKEN, user }));
    await loaded(wishlist);
    server.failWith(500);
    expect(await wishlist.add(2)).toBe(false);
    // A 5xx is told as a sentence a shopper understands, not the server's own text.
    expect(toast).toHaveBeenLastCalledWith('The shop is having trouble right now. Please try again in a moment.', 'error');
    expect(wishlist.isWishlisted(1)).toBe(true);
    server.failWith(401);
    await wishlist.remove(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });
});
