import { describe, expect, it } from 'vitest';
import { attemptFor, checkoutReducer, initialCheckout, type CheckoutState } from '#features/checkout/checkout-state.ts';
import { orderFieldErrors, orderProblem } from '#features/checkout/order-refusal.ts';
import { FREE_SHIPPING } from '#features/checkout/checkout-logic.ts';
import type { ApiError } from '#shared/api/result.ts';
import type { OrderDetail, ShippingMethod } from '#shared/api/schemas/orders.ts';

const method = (shipping_method: string, name: string, amount: string): ShippingMethod => ({
  name,
  shipping_method,
  shipping_cost: { amount, formatted: `Tk ${amount}` },
});
const inside = method('inside_dhaka', 'Inside Dhaka', '60.00');
const free = method(FREE_SHIPPING, 'Free Shipping', '0.00');
const start = initialCheckout({ first_name: 'Rahim', last_name: 'Uddin', email: 'rahim@example.com', phone: '01711111111' });
const run = (state: CheckoutState, ...actions: Parameters<typeof checkoutReducer>[1][]) => actions.reduce(checkoutReducer, state);

describe('the checkout’s choices', () => {
  it('start from the signed-in customer, with nothing chosen', () => {
    expect(start.billing).toEqual({ first_name: 'Rahim', last_name: 'Uddin', email: 'rahim@example.com', phone: '01711111111' });
    expect([start.addressId, start.shipping, start.payment, start.coupon, start.placed]).toEqual([null, null, null, null, null]);
    expect(initialCheckout(null).billing).toEqual({ first_name: '', last_name: '', email: '', phone: '' });
  });

  it('keep what the shopper types, chooses and unchooses', () => {
    const state = run(
      start,
      { type: 'billingTyped', field: 'phone', value: '01822222222' },
      { type: 'addressChosen', id: 7 },
      { type: 'shippingToggled', method: inside },
      { type: 'paymentToggled', method: 'cashondelivery' },
      { type: 'paymentToggled', method: 'cashondelivery' },
    );
    expect(state.billing.phone).toBe('01822222222');
    expect(state.addressId).toBe(7);
    expect(state.shipping).toEqual({ method: 'inside_dhaka', name: 'Inside Dhaka', cost: 6000 });
    expect(state.payment).toBeNull();
    expect(run(state, { type: 'shippingToggled', method: inside }).shipping).toBeNull();
  });

  it('choose free shipping for a cart that qualifies, until the shopper picks for themselves', () => {
    expect(run(start, { type: 'shippingOffered', methods: [inside, free] }).shipping?.method).toBe(FREE_SHIPPING);
    const picked = run(start, { type: 'shippingToggled', method: inside }, { type: 'shippingToggled', method: inside });
    expect(run(picked, { type: 'shippingOffered', methods: [inside, free] }).shipping).toBeNull();
    // Nothing changed: the same state, so React renders nothing again.
    const chosen = run(start, { type: 'shippingOffered', methods: [inside, free] });
    expect(checkoutReducer(chosen, { type: 'shippingOffered', methods: [inside, free] })).toBe(chosen);
  });

  it('clear the coupon and the methods once the order is placed, and show it', () => {
    const order = { id: 12 } as OrderDetail;
    const state = run(
      start,
      { type: 'couponApplied', coupon: { code: 'BOI50', minimum_spend: free.shipping_cost, value: inside.shipping_cost } },
      { type: 'shippingToggled', method: inside },
      { type: 'paymentToggled', method: 'cashondelivery' },
      { type: 'orderPlaced', order },
    );
    expect([state.coupon, state.shipping, state.payment, state.placed]).toEqual([null, null, null, order]);
  });

  it('keep an order’s key while the same order is tried again, and make a new one for a changed order', () => {
    let made = 0;
    const key = () => `key-${++made}`;
    const first = attemptFor(null, 'order-a', key);
    expect(attemptFor(first, 'order-a', key)).toBe(first);
    expect(attemptFor(first, 'order-b', key)).toEqual({ fingerprint: 'order-b', key: 'key-2' });
  });
});

const refusal = (errors: Record<string, string[]>, message = 'The given data was invalid.'): ApiError => ({
  kind: 'fieldErrors',
  status: 422,
  message,
  errors,
});

describe('a refused or failed order', () => {
  const billing = start.billing;

  it('says each billing field’s and the address’s message under it, in Bangla in the Bangla interface', () => {
    const error = refusal({ billing_first_name: ['The first name is required.'], shipping_address_id: ['The address is not yours.'] });
    expect(orderFieldErrors(error, billing, 'en')).toEqual({
      first_name: 'The first name is required.',
      address: 'The address is not yours.',
    });
    // The name was filled in, so the shop found it not right rather than missing.
    expect(orderFieldErrors(error, billing, 'bn')).toEqual({
      first_name: 'নামের প্রথম অংশ সঠিক নয়; দেখে আবার লিখুন।',
      address: 'আপনার সংরক্ষিত ঠিকানাগুলোর একটি বেছে নিন।',
    });
    expect(orderFieldErrors({ kind: 'network', message: 'Failed to fetch', timedOut: false }, billing, 'en')).toEqual({});
  });

  it('adds no problem when the billing fields say it all, and the shop’s summary when only the address is refused', () => {
    expect(orderProblem(refusal({ customer_phone: ['The phone is not valid.'] }), 'en')).toBeNull();
    expect(orderProblem(refusal({ shipping_address_id: ['The address is not yours.'] }, 'The address is not yours.'), 'en')).toEqual({
      message: 'The address is not yours.',
      retryable: false,
      details: [],
      reloadPrices: false,
    });
  });

  it('lists what no field holds, and offers Reload prices when a price was refused', () => {
    const problem = orderProblem(refusal({ 'products.0.unit_price': ['The price has changed.'], customer_phone: ['Bad.'] }), 'en');
    expect(problem).toMatchObject({ details: ['The price has changed.'], reloadPrices: true, retryable: false });
    expect(problem?.message).toMatch(/^Prices or totals have changed/);
  });

  it('keeps the cart and offers Retry when the call failed on the way', () => {
    expect(orderProblem({ kind: 'network', message: 'Failed to fetch', timedOut: true }, 'en')).toEqual({
      message: 'Your order was not placed. The shop took too long to answer. Please try again. Your cart is kept.',
      retryable: true,
      details: [],
      reloadPrices: false,
    });
    expect(orderProblem({ kind: 'http', status: 404, message: 'Not Found' }, 'en')?.retryable).toBe(false);
  });
});
