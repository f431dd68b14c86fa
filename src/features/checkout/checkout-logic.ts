/**
 * The checkout's arithmetic and its order payload, as pure functions over plain
 * data (whole paisa everywhere), shared by the island and the unit tests.
 */
import type { Address } from '#shared/api/schemas/account.ts';
import type { Coupon, ShippingMethod } from '#shared/api/schemas/orders.ts';
import type { OrderPayload } from '#shared/api/requests.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { checkout as messages } from '#shared/i18n/messages/checkout.ts';
import { paisaToAmount, toPaisa, type Paisa } from '#shared/money.ts';
import { toAsciiDigits } from '#shared/i18n/numbers.ts';
import { cartTotal, lineTotal, type Cart } from '#features/cart/cart-logic.ts';

export type ChosenShipping = { method: string; name: string; cost: Paisa };

export type CheckoutTotals = { subTotal: Paisa; shippingCost: Paisa; discount: Paisa; total: Paisa };

/** A coupon applies only when the subtotal is greater than its minimum spend. */
export function couponApplies(coupon: Coupon, subTotal: Paisa): boolean {
  return subTotal > toPaisa(coupon.minimum_spend);
}

/** The coupon's value when it applies, never more than the subtotal; 0 otherwise. */
export function couponDiscount(coupon: Coupon | null, subTotal: Paisa): Paisa {
  if (!coupon || !couponApplies(coupon, subTotal)) return 0;
  return Math.min(toPaisa(coupon.value), subTotal);
}

/** total = subtotal + shipping − discount, in whole paisa. */
export function checkoutTotals(cart: Cart, shipping: ChosenShipping | null, coupon: Coupon | null): CheckoutTotals {
  const subTotal = cartTotal(cart);
  const shippingCost = shipping?.cost ?? 0;
  const discount = couponDiscount(coupon, subTotal);
  return { subTotal, shippingCost, discount, total: subTotal + shippingCost - discount };
}

/** A radio-like choice that a second click on the same option clears. */
/** The method the shop offers when a cart qualifies for free shipping. */
export const FREE_SHIPPING = 'free_shipping';

/**
 * The shipping choice as the offered methods change: free shipping is chosen
 * for a cart that qualifies until the shopper picks for themselves (the other
 * methods stay available); a choice the shop no longer offers is cleared; a
 * chosen method's cost follows the shop's.
 */
export function followShipping(
  current: ChosenShipping | null,
  offered: readonly ShippingMethod[],
  shopperChose: boolean,
): ChosenShipping | null {
  const chosen = (method: ShippingMethod): ChosenShipping => ({
    method: method.shipping_method,
    name: method.name,
    cost: toPaisa(method.shipping_cost),
  });
  if (current === null) {
    const free = offered.find((method) => method.shipping_method === FREE_SHIPPING);
    return free && !shopperChose ? chosen(free) : null;
  }
  const still = offered.find((method) => method.shipping_method === current.method);
  if (!still) return null;
  const now = chosen(still);
  return now.cost === current.cost && now.name === current.name ? current : now;
}

/** The delivery address: the one the shopper chose while it is still saved, else the first saved one. */
export function chosenAddress(saved: readonly Address[], chosenId: number | null): Address | undefined {
  return saved.find((address) => address.id === chosenId) ?? saved[0];
}

export function toggleChoice<T extends string>(current: T | null, clicked: T): T | null {
  return current === clicked ? null : clicked;
}

export type Missing = 'address' | 'shipping' | 'payment';

/** What still has to be chosen before an order can be placed (empty when ready). */
export function missingChoices(choice: { addressId: number | null; shipping: string | null; payment: string | null }): Missing[] {
  const missing: Missing[] = [];
  if (choice.addressId === null) missing.push('address');
  if (choice.shipping === null) missing.push('shipping');
  if (choice.payment === null) missing.push('payment');
  return missing;
}

/**
 * "Choose a delivery address and a payment method to place your order.";
 * in Bangla "অর্ডার করতে ডেলিভারির ঠিকানা ও পেমেন্ট পদ্ধতি বেছে নিন।"
 */
export function missingHint(missing: readonly Missing[], locale: Locale = 'en'): string {
  if (missing.length === 0) return '';
  const t = messages[locale];
  const label: Record<Missing, string> = { address: t.missingAddress, shipping: t.missingShipping, payment: t.missingPayment };
  const labels = missing.map((item) => label[item]);
  const last = labels.at(-1) ?? '';
  const rest = labels.slice(0, -1);
  return t.chooseToPlace(rest.length === 0 ? last : `${rest.join(', ')} ${t.and} ${last}`);
}

export type Billing = { first_name: string; last_name: string; email: string; phone: string };

export type PayloadInput = {
  cart: Cart;
  billing: Billing;
  address: Address;
  shipping: ChosenShipping;
  paymentMethod: string;
  coupon: Coupon | null;
};

/** The order creation payload the shop API takes, amounts as "350.00" strings. */
export function buildOrderPayload(input: PayloadInput): OrderPayload {
  const totals = checkoutTotals(input.cart, input.shipping, input.coupon);
  const payload: OrderPayload = {
    billing_first_name: input.billing.first_name.trim(),
    billing_last_name: input.billing.last_name.trim(),
    billing_address_1: input.address.id,
    billing_city: input.address.city,
    billing_zip: input.address.zip,
    billing_country: input.address.country_name,
    customer_email: input.billing.email.trim(),
    customer_phone: toAsciiDigits(input.billing.phone.trim()),
    products: input.cart.map((item) => ({
      product_id: item.id,
      qty: item.quantity,
      unit_price: paisaToAmount(toPaisa(item.selling_price)),
      line_total: paisaToAmount(lineTotal(item)),
    })),
    payment_method: input.paymentMethod,
    sub_total: paisaToAmount(totals.subTotal),
    discount: paisaToAmount(totals.discount),
    shipping_method: input.shipping.method,
    shipping_cost: paisaToAmount(totals.shippingCost),
    shipping_address_id: input.address.id,
    total: paisaToAmount(totals.total),
  };
  if (input.coupon && totals.discount > 0) payload.coupon_code = input.coupon.code;
  return payload;
}

/** A fingerprint of what is being ordered: the same cart and choices reuse one idempotency key. */
export function orderFingerprint(payload: OrderPayload): string {
  return JSON.stringify(payload);
}

const BILLING_FIELDS: Record<string, keyof Billing> = {
  billing_first_name: 'first_name',
  billing_last_name: 'last_name',
  customer_email: 'email',
  customer_phone: 'phone',
};
const PRICE_FIELD = /^(products\.\d+\.(unit_price|line_total)|products|sub_total|shipping_cost|discount|total)$/;

export type OrderErrors = {
  /** Messages for the billing fields, shown under each. */
  billing: Partial<Record<keyof Billing, string>>;
  /** The message for the shipping address (its id or any other billing_ field). */
  address?: string;
  /** Everything else, once each, shown with the order's problem. */
  details: string[];
  /** The shop refused a price or a total: the cart's prices are stale. */
  pricesChanged: boolean;
};

/** Where each of a refused order's field errors (422) belongs on the checkout page. */
export function classifyOrderErrors(errors: Readonly<Record<string, readonly string[]>>): OrderErrors {
  const result: OrderErrors = { billing: {}, details: [], pricesChanged: false };
  for (const [field, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (!message) continue;
    const billingField = BILLING_FIELDS[field];
    if (billingField) result.billing[billingField] = message;
    else if (field === 'billing_address_1' || field === 'shipping_address_id' || field.startsWith('billing_')) result.address = message;
    else {
      if (PRICE_FIELD.test(field)) result.pricesChanged = true;
      result.details.push(...messages);
    }
  }
  result.details = [...new Set(result.details)];
  return result;
}
