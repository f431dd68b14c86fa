import type { ApiClient } from '../client.ts';
import {
  CouponResponseSchema,
  OrderCreatedSchema,
  OrderListSchema,
  OrderResponseSchema,
  PaymentMethodListSchema,
  ReviewCreatedSchema,
  ReviewStatusSchema,
  ShippingMethodListSchema,
} from '../schemas/orders.ts';
import type { OrderPayload } from '../requests.ts';

const auth = (token: string) => ({ token });

/** Reviews, checkout and orders. */
export function orderEndpoints(api: ApiClient) {
  return {
    reviewStatus: (token: string, slug: string) => api.request(`reviews/${encodeURIComponent(slug)}`, ReviewStatusSchema, auth(token)),
    addReview: (token: string, slug: string, rating: number, comment: string) =>
      api.request(`reviews/${encodeURIComponent(slug)}`, ReviewCreatedSchema, { json: { slug, rating, comment }, ...auth(token) }),
    shippingMethods: (token: string, cartTotal: string) =>
      api.request('shipping-methods', ShippingMethodListSchema, { json: { cart_total: cartTotal }, ...auth(token) }),
    paymentMethods: (token: string) => api.request('payment-methods', PaymentMethodListSchema, { json: [], ...auth(token) }),
    coupon: (token: string, code: string) => api.request('coupon', CouponResponseSchema, { json: { code }, ...auth(token) }),
    createOrder: (token: string, order: OrderPayload, idempotencyKey: string) =>
      api.request('orders', OrderCreatedSchema, { json: order, token, headers: { 'Idempotency-Key': idempotencyKey } }),
    orders: (token: string) => api.request('orders', OrderListSchema, auth(token)),
    order: (token: string, id: number) => api.request(`orders/${id}`, OrderResponseSchema, auth(token)),
  };
}
