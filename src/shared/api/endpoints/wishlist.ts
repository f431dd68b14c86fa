import type { ApiClient } from '../client.ts';
import { WishlistChangeSchema, WishlistSchema } from '../schemas/wishlist.ts';

const auth = (token: string) => ({ token });

export function wishlistEndpoints(api: ApiClient) {
  return {
    wishlist: (token: string) => api.request('wishlists', WishlistSchema, auth(token)),
    addToWishlist: (token: string, productId: number) =>
      api.request('wishlists', WishlistChangeSchema, { json: { product_id: productId }, ...auth(token) }),
    removeFromWishlist: (token: string, productId: number) =>
      api.request(`wishlists/${productId}`, WishlistChangeSchema, { method: 'delete', ...auth(token) }),
  };
}
