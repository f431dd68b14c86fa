import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CouponResponseSchema,
  ErrorBodySchema,
  PaymentMethodListSchema,
  ProductDetailResponseSchema,
  ReviewCreatedSchema,
  ReviewStatusSchema,
  ShippingMethodListSchema,
  WishlistChangeSchema,
  WishlistSchema,
} from './schemas.ts';
import { call, expectShape, newCustomer, startTestApi, type TestApi } from './harness.ts';

let api: TestApi;
let books: { id: number; slug: string }[];
beforeAll(async () => {
  api = await startTestApi({ books: 40 });
  books = api.db.prepare('SELECT id, slug FROM products ORDER BY id LIMIT 6').all() as { id: number; slug: string }[];
});
afterAll(async () => {
  await api.close();
});

function book(index: number): { id: number; slug: string } {
  const found = books[index];
  if (!found) throw new Error(`the seed has no book ${index}`);
  return found;
}

function errorsOf(body: unknown): Record<string, string[]> {
  return expectShape(ErrorBodySchema, body).errors ?? {};
}

describe('every (auth) endpoint of the shop', () => {
  const endpoints: [method: string, path: string, json?: unknown][] = [
    ['GET', '/wishlists'],
    ['POST', '/wishlists', { product_id: 1 }],
    ['DELETE', '/wishlists/1'],
    ['GET', '/reviews/any-book'],
    ['POST', '/reviews/any-book', { slug: 'any-book', rating: 5, comment: 'Good' }],
    ['POST', '/shipping-methods', { cart_total: 100 }],
    ['POST', '/payment-methods', []],
    ['POST', '/coupon', { code: 'BOI50' }],
    ['GET', '/orders'],
    ['GET', '/orders/1'],
    ['POST', '/orders', {}],
  ];
  let revoked = '';
  beforeAll(async () => {
    const { token } = await newCustomer(api);
    expect((await call(`${api.shop}/user/token`, { method: 'DELETE', token })).status).toBe(200);
    revoked = token;
  });

  it.each(endpoints)('%s %s answers 401 JSON without a live token', async (method, path, json) => {
    for (const token of [undefined, 'bogus-token-that-was-never-issued', revoked]) {
      const response = await call(`${api.shop}${path}`, { method, json, token });
      expect(response.status, `${method} ${path} with ${token ?? 'no token'}`).toBe(401);
      expect(expectShape(ErrorBodySchema, response.body).message).toBe('Unauthenticated.');
    }
  });

  it('does not guard the open endpoints mounted beside it', async () => {
    expect((await call(`${api.shop}/products/${book(0).slug}`)).status).toBe(200);
  });
});

describe('/wishlists', () => {
  it('adds idempotently, lists newest first and removes idempotently', async () => {
    const { token } = await newCustomer(api);
    const empty = await call(`${api.shop}/wishlists`, { token });
    expect(empty.status).toBe(200);
    expect(expectShape(WishlistSchema, empty.body).products).toEqual([]);

    const first = await call(`${api.shop}/wishlists`, { token, json: { product_id: book(0).id } });
    expect(first.status).toBe(200);
    const added = expectShape(WishlistChangeSchema, first.body);
    expect(added.message).toBe('Successfully Added in Wishlist');
    expect(added.products.map((p) => p.id)).toEqual([book(0).id]);

    // Added in the same millisecond or not, the later one is listed first (the list breaks ties by insertion order).
    await call(`${api.shop}/wishlists`, { token, json: { product_id: String(book(1).id) } });
    const again = await call(`${api.shop}/wishlists`, { token, json: { product_id: book(0).id } });
    expect(again.status).toBe(200);
    expect(expectShape(WishlistChangeSchema, again.body).products.map((p) => p.id)).toEqual([book(1).id, book(0).id]);

    const list = expectShape(WishlistSchema, (await call(`${api.shop}/wishlists`, { token })).body);
    expect(list.products.map((p) => p.id)).toEqual([book(1).id, book(0).id]);

    const removed = await call(`${api.shop}/wishlists/${book(1).id}`, { method: 'DELETE', token });
    expect(removed.status).toBe(200);
    const body = expectShape(WishlistChangeSchema, removed.body);
    expect(body.message).toBe('Successfully Deleted from Wishlist');
    expect(body.products.map((p) => p.id)).toEqual([book(0).id]);
    const twice = await call(`${api.shop}/wishlists/${book(1).id}`, { method: 'DELETE', token });
    expect(twice.status).toBe(200);
    expect(expectShape(WishlistChangeSchema, twice.body).products.map((p) => p.id)).toEqual([book(0).id]);
  });

  it("keeps each user's wishlist to themselves", async () => {
    const one = await newCustomer(api);
    const two = await newCustomer(api);
    await call(`${api.shop}/wishlists`, { token: one.token, json: { product_id: book(2).id } });
    expect(expectShape(WishlistSchema, (await call(`${api.shop}/wishlists`, { token: two.token })).body).products).toEqual([]);
  });

  it('answers 422 on product_id for a missing, malformed or unknown book', async () => {
    const { token } = await newCustomer(api);
    const missing = await call(`${api.shop}/wishlists`, { token, json: {} });
    expect(missing.status).toBe(422);
    expect(errorsOf(missing.body)).toEqual({ product_id: ['The product id field is required.'] });
    for (const productId of [999999, 1.5, 'abc', -1, 0, true]) {
      const response = await call(`${api.shop}/wishlists`, { token, json: { product_id: productId } });
      expect(response.status, String(productId)).toBe(422);
      expect(errorsOf(response.body)).toEqual({ product_id: ['The selected product id is invalid.'] });
    }
  });
});

describe('/reviews/{slug}', () => {
  it('tells whether the user reviewed, takes a review and shows it on the book', async () => {
    const { token } = await newCustomer(api, { first_name: 'সুমি', last_name: 'আক্তার' });
    const slug = book(3).slug;
    const before = await call(`${api.shop}/reviews/${slug}`, { token });
    expect(before.status).toBe(200);
    expect(expectShape(ReviewStatusSchema, before.body)).toEqual({ message: 'You can review this book.', reviewed: false });

    const posted = await call(`${api.shop}/reviews/${slug}`, { token, json: { slug, rating: 4, comment: '  চমৎকার বই!  ' } });
    expect(posted.status).toBe(201);
    const created = expectShape(ReviewCreatedSchema, posted.body);
    expect(created.message).toBe('Review submitted successfully');
    expect(created.review).toMatchObject({ reviewer_name: 'সুমি আক্তার', rating: 4, comment: 'চমৎকার বই!' });
    const row = api.db.prepare('SELECT user_id FROM reviews WHERE id = ?').get(created.review.id) as { user_id: number };
    expect(row.user_id).toBeGreaterThan(0);

    const after = expectShape(ReviewStatusSchema, (await call(`${api.shop}/reviews/${slug}`, { token })).body);
    expect(after).toEqual({ message: 'You have already reviewed this book.', reviewed: true });

    const detail = await call(`${api.shop}/products/${slug}`);
    expect(detail.status).toBe(200);
    const { product } = expectShape(ProductDetailResponseSchema, detail.body);
    expect(product.reviews).toContainEqual(created.review);
  });

  it('takes a rating sent as a digit string', async () => {
    const { token } = await newCustomer(api);
    const slug = book(4).slug;
    const response = await call(`${api.shop}/reviews/${slug}`, { token, json: { slug, rating: '5', comment: 'Good' } });
    expect(response.status).toBe(201);
    expect(expectShape(ReviewCreatedSchema, response.body).review.rating).toBe(5);
  });

  it.each([0, 6, 2.5, 'x', null, -1])('answers 422 on rating %s', async (rating) => {
    const { token } = await newCustomer(api);
    const slug = book(4).slug;
    const response = await call(`${api.shop}/reviews/${slug}`, { token, json: { slug, rating, comment: 'Fine' } });
    expect(response.status).toBe(422);
    expect(errorsOf(response.body)).toEqual({ rating: ['The rating must be between 1 and 5.'] });
  });

  it('requires a comment of at most 2000 characters', async () => {
    const { token } = await newCustomer(api);
    const slug = book(4).slug;
    const missing = await call(`${api.shop}/reviews/${slug}`, { token, json: { slug, rating: 3, comment: '   ' } });
    expect(missing.status).toBe(422);
    expect(errorsOf(missing.body)).toEqual({ comment: ['The comment field is required.'] });
    const long = await call(`${api.shop}/reviews/${slug}`, { token, json: { slug, rating: 3, comment: 'ব'.repeat(2001) } });
    expect(errorsOf(long.body)).toEqual({ comment: ['The comment may not be greater than 2000 characters.'] });
    const longest = await call(`${api.shop}/reviews/${slug}`, { token, json: { slug, rating: 3, comment: 'ব'.repeat(2000) } });
    expect(longest.status).toBe(201);
  });

  it('answers 404 for an unknown book', async () => {
    const { token } = await newCustomer(api);
    expect((await call(`${api.shop}/reviews/no-such-book`, { token })).status).toBe(404);
    const posted = await call(`${api.shop}/reviews/no-such-book`, { token, json: { rating: 5, comment: 'x' } });
    expect(posted.status).toBe(404);
  });
});

describe('POST /shipping-methods', () => {
  async function methods(cartTotal: unknown) {
    const { token } = await newCustomer(api);
    return call(`${api.shop}/shipping-methods`, { token, json: { cart_total: cartTotal } });
  }

  it('offers inside and outside Dhaka at the seeded rates', async () => {
    const response = await methods(500);
    expect(response.status).toBe(200);
    expect(expectShape(ShippingMethodListSchema, response.body).data).toEqual([
      { name: 'Inside Dhaka', shipping_method: 'inside_dhaka', shipping_cost: { amount: '60.00', formatted: 'Tk 60.00' } },
      { name: 'Outside Dhaka', shipping_method: 'outside_dhaka', shipping_cost: { amount: '120.00', formatted: 'Tk 120.00' } },
    ]);
  });

  it('adds free shipping only above the threshold', async () => {
    const above = expectShape(ShippingMethodListSchema, (await methods('500.01')).body);
    expect(above.data.map((m) => m.shipping_method)).toEqual(['inside_dhaka', 'outside_dhaka', 'free_shipping']);
    expect(above.data[2]).toEqual({
      name: 'Free Shipping',
      shipping_method: 'free_shipping',
      shipping_cost: { amount: '0.00', formatted: 'Tk 0.00' },
    });
  });

  it.each([undefined, '', 'abc', -5, '1.234', 1e21])('answers 422 on cart_total %s', async (cartTotal) => {
    const response = await methods(cartTotal);
    expect(response.status).toBe(422);
    expect(Object.keys(errorsOf(response.body))).toEqual(['cart_total']);
  });
});

describe('POST /payment-methods', () => {
  it('lists cash on delivery and bKash', async () => {
    const { token } = await newCustomer(api);
    // The storefront sends an empty list as the body.
    const response = await call(`${api.shop}/payment-methods`, { token, json: [] });
    expect(response.status).toBe(200);
    const { data } = expectShape(PaymentMethodListSchema, response.body);
    expect(data.map((m) => [m.name, m.payment_method])).toEqual([
      ['Cash on Delivery', 'cashondelivery'],
      ['bKash', 'bkash'],
    ]);
    expect(data.every((m) => m.description.length > 0)).toBe(true);
  });
});

describe('POST /coupon', () => {
  async function coupon(json: unknown) {
    const { token } = await newCustomer(api);
    return call(`${api.shop}/coupon`, { token, json });
  }

  it('answers a valid coupon with its terms, in any case', async () => {
    const response = await coupon({ code: ' boi50 ' });
    expect(response.status).toBe(200);
    expect(expectShape(CouponResponseSchema, response.body).coupon).toEqual({
      code: 'BOI50',
      minimum_spend: { amount: '500.00', formatted: 'Tk 500.00' },
      value: { amount: '50.00', formatted: 'Tk 50.00' },
    });
  });

  it('answers 422 for a missing, unknown or inactive code', async () => {
    const missing = await coupon({});
    expect(missing.status).toBe(422);
    expect(errorsOf(missing.body)).toEqual({ code: ['The code field is required.'] });
    for (const code of ['NOSUCHCODE', 'EXPIRED10']) {
      const response = await coupon({ code });
      expect(response.status).toBe(422);
      expect(errorsOf(response.body)).toEqual({ code: ['This coupon code is not valid.'] });
    }
  });
});
