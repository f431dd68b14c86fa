import { describe, expect, it } from 'vitest';
import {
  buildOrderPayload,
  checkoutTotals,
  chosenAddress,
  classifyOrderErrors,
  couponApplies,
  couponDiscount,
  missingChoices,
  missingHint,
  orderFingerprint,
  toggleChoice,
  type ChosenShipping,
  followShipping,
  FREE_SHIPPING,
} from '#features/checkout/checkout-logic.ts';
import type { Address } from '#shared/api/schemas/account.ts';
import type { Coupon, ShippingMethod } from '#shared/api/schemas/orders.ts';
import { addItem, increment, type CartItem } from '#features/cart/cart-logic.ts';
import { book } from './fixtures.ts';

const money = (amount: string) => ({ amount, formatted: `Tk ${amount}` });
const boi50: Coupon = { code: 'BOI50', minimum_spend: money('500.00'), value: money('50.00') };

/** Two copies of a 300.00 book and one of 250.50: 850.50. */
const cart: CartItem[] = increment(
  addItem(addItem([], book(1)), book(2, { selling_price: money('250.50'), special_price: money('250.50') })),
  1,
);
const insideDhaka: ChosenShipping = { method: 'inside_dhaka', name: 'Inside Dhaka', cost: 6000 };
const freeShipping: ChosenShipping = { method: 'free_shipping', name: 'Free Shipping', cost: 0 };
const address: Address = {
  id: 42,
  first_name: 'Nusrat',
  last_name: 'Jahan',
  full_name: 'Nusrat Jahan',
  address_1: '12 Lake Road',
  city: 'Dhaka',
  zip: '1205',
  country_name: 'Bangladesh',
  state_name: '',
};
const billing = { first_name: ' Nusrat ', last_name: 'Jahan', email: 'n@example.com', phone: '01711223344' };

describe('totals', () => {
  it('adds subtotal and shipping and takes off the discount, in paisa', () => {
    expect(checkoutTotals(cart, insideDhaka, boi50)).toEqual({ subTotal: 85050, shippingCost: 6000, discount: 5000, total: 86050 });
  });

  it('applies a coupon only when the subtotal is greater than the minimum spend', () => {
    const atMinimum = addItem([], book(3, { selling_price: money('500.00') }));
    expect(couponApplies(boi50, 50000)).toBe(false);
    expect(couponApplies(boi50, 50001)).toBe(true);
    expect(checkoutTotals(atMinimum, null, boi50).discount).toBe(0);
    expect(checkoutTotals(atMinimum, null, boi50).total).toBe(50000);
  });

  it('never discounts more than the subtotal', () => {
    const big: Coupon = { code: 'BIG', minimum_spend: money('0.00'), value: money('5000.00') };
    expect(couponDiscount(big, 85050)).toBe(85050);
    expect(checkoutTotals(cart, insideDhaka, big).total).toBe(6000);
  });

  it('counts free shipping as 0 and no choice as 0', () => {
    expect(checkoutTotals(cart, freeShipping, null).total).toBe(85050);
    expect(checkoutTotals(cart, null, null).shippingCost).toBe(0);
    expect(couponDiscount(null, 85050)).toBe(0);
  });
});

describe('order payload', () => {
  it('sends the chosen address id, product lines and totals as exact strings', () => {
    const payload = buildOrderPayload({ cart, billing, address, shipping: insideDhaka, paymentMethod: 'cashondelivery', coupon: boi50 });
    expect(payload).toEqual({
      billing_first_name: 'Nusrat',
      billing_last_name: 'Jahan',
      billing_address_1: 42,
      billing_city: 'Dhaka',
      billing_zip: '1205',
      billing_country: 'Bangladesh',
      customer_email: 'n@example.com',
      customer_phone: '01711223344',
      products: [
        { product_id: 1, qty: 2, unit_price: '300.00', line_total: '600.00' },
        { product_id: 2, qty: 1, unit_price: '250.50', line_total: '250.50' },
      ],
      payment_method: 'cashondelivery',
      sub_total: '850.50',
      discount: '50.00',
      shipping_method: 'inside_dhaka',
      shipping_cost: '60.00',
      shipping_address_id: 42,
      total: '860.50',
      coupon_code: 'BOI50',
    });
  });

  it('leaves the coupon out when it does not apply', () => {
    const small = addItem([], book(5));
    const payload = buildOrderPayload({ cart: small, billing, address, shipping: freeShipping, paymentMethod: 'bkash', coupon: boi50 });
    expect(payload).not.toHaveProperty('coupon_code');
    expect(payload.discount).toBe('0.00');
    expect(payload.shipping_cost).toBe('0.00');
    expect(payload.total).toBe('300.00');
  });

  it('gives the same fingerprint for the same order and another for a changed cart', () => {
    const input = { cart, billing, address, shipping: insideDhaka, paymentMethod: 'bkash', coupon: null };
    expect(orderFingerprint(buildOrderPayload(input))).toBe(orderFingerprint(buildOrderPayload({ ...input })));
    expect(orderFingerprint(buildOrderPayload({ ...input, cart: increment(cart, 2) }))).not.toBe(
      orderFingerprint(buildOrderPayload(input)),
    );
  });
});

describe('choices', () => {
  it('toggles a choice off when the same option is clicked again', () => {
    expect(toggleChoice(null, 'bkash')).toBe('bkash');
    expect(toggleChoice('bkash', 'bkash')).toBeNull();
    expect(toggleChoice('bkash', 'cashondelivery')).toBe('cashondelivery');
  });

  it('delivers to the chosen saved address, else (none chosen, or it was deleted) to the first one', () => {
    const second = { ...address, id: 43 };
    expect(chosenAddress([address, second], 43)).toBe(second);
    expect(chosenAddress([address, second], null)).toBe(address);
    expect(chosenAddress([address, second], 99)).toBe(address);
    expect(chosenAddress([], null)).toBeUndefined();
  });

  it('needs an address, a shipping method and a payment method', () => {
    expect(missingChoices({ addressId: 1, shipping: 'inside_dhaka', payment: 'bkash' })).toEqual([]);
    expect(missingChoices({ addressId: null, shipping: null, payment: 'bkash' })).toEqual(['address', 'shipping']);
    expect(missingHint(['address', 'shipping', 'payment'])).toBe(
      'Choose a delivery address, a shipping method and a payment method to place your order.',
    );
    expect(missingHint(['payment'])).toBe('Choose a payment method to place your order.');
    expect(missingHint([])).toBe('');
  });
});

describe('followShipping', () => {
  const method = (shipping_method: string, name: string, amount: string): ShippingMethod => ({
    name,
    shipping_method,
    shipping_cost: { amount, formatted: `Tk ${amount}` },
  });
  const inside = method('inside_dhaka', 'Inside Dhaka', '60.00');
  const outside = method('outside_dhaka', 'Outside Dhaka', '120.00');
  const free = method(FREE_SHIPPING, 'Free Shipping', '0.00');

  it('chooses free shipping for a cart that qualifies, until the shopper chooses', () => {
    expect(followShipping(null, [inside, outside, free], false)).toEqual({ method: FREE_SHIPPING, name: 'Free Shipping', cost: 0 });
    expect(followShipping(null, [inside, outside, free], true)).toBeNull();
  });

  it('chooses nothing for the shopper when the cart does not qualify', () => {
    expect(followShipping(null, [inside, outside], false)).toBeNull();
  });

  it('keeps a choice the shop still offers, with the shop’s cost, and clears one it no longer offers', () => {
    const chosen = { method: 'inside_dhaka', name: 'Inside Dhaka', cost: 6000 };
    expect(followShipping(chosen, [inside, outside, free], true)).toBe(chosen);
    expect(followShipping(chosen, [method('inside_dhaka', 'Inside Dhaka', '70.00'), outside], true)).toEqual({ ...chosen, cost: 7000 });
    expect(followShipping({ method: FREE_SHIPPING, name: 'Free Shipping', cost: 0 }, [inside, outside], false)).toBeNull();
  });
});

describe('classifyOrderErrors: where a refused order’s field errors show', () => {
  it('puts billing messages under their fields and the address’s beside the address', () => {
    const errors = classifyOrderErrors({
      billing_first_name: ['The first name is required.'],
      customer_phone: ['The phone is not valid.', 'Another'],
      shipping_address_id: ['The address is not yours.'],
    });
    expect(errors.billing).toEqual({ first_name: 'The first name is required.', phone: 'The phone is not valid.' });
    expect(errors.address).toBe('The address is not yours.');
    expect(errors.details).toEqual([]);
    expect(errors.pricesChanged).toBe(false);
  });

  it('says the prices changed when the shop refuses a price or a total, listing each message once', () => {
    const errors = classifyOrderErrors({
      'products.0.unit_price': ['The price has changed.'],
      'products.1.unit_price': ['The price has changed.'],
      total: ['The total does not add up.'],
    });
    expect(errors.pricesChanged).toBe(true);
    expect(errors.details).toEqual(['The price has changed.', 'The total does not add up.']);
  });

  it('keeps other problems as details without calling them price changes', () => {
    const errors = classifyOrderErrors({ payment_method: ['Choose a payment method.'], coupon_code: [] });
    expect(errors).toEqual({ billing: {}, details: ['Choose a payment method.'], pricesChanged: false });
  });
});
