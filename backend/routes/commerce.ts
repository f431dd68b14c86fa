import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { requireAuth, type AuthVariables } from '../lib/auth.ts';
import { activeCoupon, couponLimitRefusal, INVALID_COUPON, presentCoupon } from '../lib/coupons.ts';
import * as v from 'valibot';
import { checkFields, fieldsSchema, readField, rule } from '../lib/field-rules.ts';
import { idParam, publicOrigin, text, ValidationError } from '../lib/http.ts';
import { idempotencyKey, requestFingerprint } from '../lib/idempotency.ts';
import { readJsonObject } from '../lib/json-body.ts';
import { AMOUNT } from '../lib/money.ts';
import { parseOrderPayload } from '../lib/order-payload.ts';
import { listOrders, loadOrder, orderIdForKey, placeOrder } from '../lib/orders.ts';
import { PAYMENT_METHODS } from '../lib/payments.ts';
import { createReview, reviewStatus } from '../lib/reviews.ts';
import { shippingOptions } from '../lib/shipping.ts';
import { presentShippingOption, readShippingRates } from '../lib/shipping-rates.ts';
import { required } from '../lib/text-rules.ts';
import { addToWishlist, listWishlist, removeFromWishlist } from '../lib/wishlists.ts';
import { askRestock, listRestockRequests, withdrawRestock } from '../lib/restock-requests.ts';

const ORDER_CREATED = 'Order created Successfully';

const CART = fieldsSchema(
  ...required({ cart_total: 'The cart total field is required.' }),
  rule('cart_total', (body) => v.is(AMOUNT, body.cart_total), 'The cart total must be an amount in taka with at most two decimals.'),
);

const COUPON_CODE = fieldsSchema(...required({ code: 'The code field is required.' }));

/** Wishlist, restock requests, reviews, checkout (shipping, payment, coupon) and orders; all (auth), mounted at /api/v1. */
export function commerceRoutes(db: DatabaseSync): Hono<{ Variables: AuthVariables }> {
  const app = new Hono<{ Variables: AuthVariables }>();
  // Guard each route itself: other modules share the /api/v1 mount.
  const auth = requireAuth(db);

  app.get('/wishlists', auth, (c) => c.json({ products: listWishlist(db, c.get('userId'), publicOrigin(c)) }));
  app.post('/wishlists', auth, async (c) => {
    addToWishlist(db, c.get('userId'), await readJsonObject(c));
    return c.json({ message: 'Successfully Added in Wishlist', products: listWishlist(db, c.get('userId'), publicOrigin(c)) });
  });
  app.delete('/wishlists/:id', auth, (c) => {
    removeFromWishlist(db, c.get('userId'), idParam(c));
    return c.json({ message: 'Successfully Deleted from Wishlist', products: listWishlist(db, c.get('userId'), publicOrigin(c)) });
  });

  // Tell me when it is back (lib/restock-requests.ts): an optional extension.
  app.get('/restock-requests', auth, (c) => c.json({ data: listRestockRequests(db, c.get('userId'), publicOrigin(c)) }));
  app.post('/restock-requests', auth, async (c) => {
    const { request, created } = askRestock(db, c.get('userId'), await readJsonObject(c), publicOrigin(c));
    return c.json({ message: 'We will tell you when this book is back.', request }, created ? 201 : 200);
  });
  app.delete('/restock-requests/:id', auth, (c) => {
    withdrawRestock(db, c.get('userId'), idParam(c));
    return c.json({ message: 'Your request is withdrawn.' });
  });

  app.get('/reviews/:slug', auth, (c) => c.json(reviewStatus(db, c.get('userId'), c.req.param('slug'))));
  app.post('/reviews/:slug', auth, async (c) => {
    const review = createReview(db, c.get('userId'), c.req.param('slug'), await readJsonObject(c));
    return c.json({ message: 'Review submitted successfully', review }, 201);
  });

  app.post('/shipping-methods', auth, async (c) => {
    const body = await readJsonObject(c);
    checkFields(CART, body);
    const cartTotal = readField(AMOUNT, body.cart_total);
    return c.json({ data: shippingOptions(readShippingRates(db), cartTotal).map(presentShippingOption) });
  });
  app.post('/payment-methods', auth, (c) => c.json({ data: PAYMENT_METHODS }));
  app.post('/coupon', auth, async (c) => {
    const body = await readJsonObject(c);
    checkFields(COUPON_CODE, body);
    const code = text(body, 'code');
    const coupon = activeCoupon(db, code);
    if (!coupon) throw new ValidationError({ code: [INVALID_COUPON] });
    const usedUp = couponLimitRefusal(db, c.get('userId'), coupon);
    if (usedUp !== null) throw new ValidationError({ code: [usedUp] });
    return c.json({ coupon: presentCoupon(coupon) });
  });

  app.get('/orders', auth, (c) => c.json({ data: listOrders(db, c.get('userId')) }));
  app.get('/orders/:id', auth, (c) => c.json({ order: loadOrder(db, c.get('userId'), idParam(c)) }));
  app.post('/orders', auth, async (c) => {
    const userId = c.get('userId');
    const key = idempotencyKey(c);
    const body = await readJsonObject(c);
    const request = key === null ? null : { key, fingerprint: requestFingerprint(body) };
    // A retry of an order that went through answers that order, even if its prices have changed since
    // (the body is checked against the first one, not against today's catalogue).
    const earlier = request === null ? null : orderIdForKey(db, userId, request);
    if (earlier !== null) {
      c.header('Idempotent-Replayed', 'true');
      return c.json({ message: ORDER_CREATED, order: loadOrder(db, userId, earlier) }, 200);
    }
    const { order, replayed } = placeOrder(db, userId, parseOrderPayload(body), request);
    if (replayed) c.header('Idempotent-Replayed', 'true');
    return c.json({ message: ORDER_CREATED, order }, replayed ? 200 : 201);
  });
  return app;
}
