/**
 * The checkout's choices as one reducer: who is ordering, the address, the
 * shipping and payment methods, the coupon, and the order once placed. Pure, so
 * every step is tested without React; CheckoutForm.tsx only renders the state and
 * dispatches what the shopper does. (Sending the order is the one submit sequence's
 * job: src/ui/useSubmit.ts.)
 */
import type { Coupon, OrderDetail, ShippingMethod } from '#shared/api/schemas/orders.ts';
import { toPaisa } from '#shared/money.ts';
import { followShipping, toggleChoice, type Billing, type ChosenShipping } from './checkout-logic.ts';

export type CheckoutState = {
  billing: Billing;
  addressId: number | null;
  shipping: ChosenShipping | null;
  /** Once the shopper picks a method, free shipping is no longer chosen for them. */
  shopperChoseShipping: boolean;
  payment: string | null;
  coupon: Coupon | null;
  placed: OrderDetail | null;
};

export type CheckoutAction =
  | { type: 'billingTyped'; field: keyof Billing; value: string }
  | { type: 'addressChosen'; id: number }
  | { type: 'shippingToggled'; method: ShippingMethod }
  | { type: 'shippingOffered'; methods: readonly ShippingMethod[] }
  | { type: 'paymentToggled'; method: string }
  | { type: 'couponApplied'; coupon: Coupon | null }
  | { type: 'orderPlaced'; order: OrderDetail };

/** The start: the billing details prefilled from the signed-in customer, nothing chosen. */
export function initialCheckout(user: Partial<Billing> | null): CheckoutState {
  return {
    billing: { first_name: user?.first_name ?? '', last_name: user?.last_name ?? '', email: user?.email ?? '', phone: user?.phone ?? '' },
    addressId: null,
    shipping: null,
    shopperChoseShipping: false,
    payment: null,
    coupon: null,
    placed: null,
  };
}

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case 'billingTyped':
      return { ...state, billing: { ...state.billing, [action.field]: action.value } };
    case 'addressChosen':
      return { ...state, addressId: action.id };
    case 'shippingToggled': {
      const { method } = action;
      const next = toggleChoice(state.shipping?.method ?? null, method.shipping_method);
      const shipping = next === null ? null : { method: next, name: method.name, cost: toPaisa(method.shipping_cost) };
      return { ...state, shipping, shopperChoseShipping: true };
    }
    case 'shippingOffered': {
      // Free shipping for a cart that qualifies; a method no longer offered goes; costs follow the shop.
      const shipping = followShipping(state.shipping, action.methods, state.shopperChoseShipping);
      return shipping === state.shipping ? state : { ...state, shipping };
    }
    case 'paymentToggled':
      return { ...state, payment: toggleChoice(state.payment, action.method) };
    case 'couponApplied':
      return { ...state, coupon: action.coupon };
    case 'orderPlaced':
      // The choices go with the cart: the confirmation shows the order, and a next order starts afresh.
      return { ...state, coupon: null, shipping: null, payment: null, placed: action.order };
  }
}

/** The Idempotency-Key of an order attempt: kept while the same order is tried again, new for a changed one. */
export type Attempt = { fingerprint: string; key: string };

export function attemptFor(previous: Attempt | null, fingerprint: string, newKey: () => string): Attempt {
  return previous?.fingerprint === fingerprint ? previous : { fingerprint, key: newKey() };
}
