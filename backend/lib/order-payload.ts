import { isEmail, requireFields, text, ValidationError, type FieldErrors } from './http.ts';
import { positiveInt } from './integers.ts';
import { checkCharacters, checkLengths, type Limit, type TextField } from './limits.ts';
import { amountToPaisa } from './money.ts';
import { isPaymentMethod } from './payments.ts';

/**
 * Reads the order creation payload into typed values, paisa
 * for amounts. Pure: it checks presence and form only; whether the addresses,
 * books and prices are right is for order-totals.ts and orders.ts.
 */

/** One line as the client sent it; `index` is its position in `products` (0-based). */
export type OrderLineInput = { index: number; productId: number; qty: number; unitPrice: number; lineTotal: number };

/** The amounts the client computed, in paisa; the server recomputes and compares them. */
export type ClaimedTotals = { subTotal: number; shippingCost: number; discount: number; total: number };

export type OrderPayload = {
  billingFirstName: string;
  billingLastName: string;
  billingAddressId: number;
  customerEmail: string;
  customerPhone: string;
  shippingAddressId: number;
  shippingMethod: string;
  paymentMethod: string;
  couponCode: string;
  lines: OrderLineInput[];
  claimed: ClaimedTotals;
};

/** At most this many different books in one order. */
export const MAX_ORDER_LINES = 100;

const REQUIRED = [
  'billing_first_name',
  'billing_last_name',
  'billing_address_1',
  'billing_city',
  'billing_zip',
  'billing_country',
  'customer_email',
  'customer_phone',
  'payment_method',
  'sub_total',
  'discount',
  'shipping_method',
  'shipping_cost',
  'shipping_address_id',
  'total',
] as const;

const AMOUNTS = { sub_total: 'subTotal', shipping_cost: 'shippingCost', discount: 'discount', total: 'total' } as const;

const LIMITS: Record<string, Limit> = {
  billing_first_name: { max: 100, label: 'billing first name' },
  billing_last_name: { max: 100, label: 'billing last name' },
  billing_city: { max: 100, label: 'billing city' },
  billing_zip: { max: 20, label: 'billing zip' },
  billing_country: { max: 100, label: 'billing country' },
  customer_phone: { max: 30, label: 'customer phone' },
  coupon_code: { max: 50, label: 'coupon code' },
};

/** The shopper's text an order stores (the rest is ids, amounts and names from fixed lists). */
const TEXT: Record<string, TextField> = {
  billing_first_name: { kind: 'line', label: 'billing first name' },
  billing_last_name: { kind: 'line', label: 'billing last name' },
  customer_email: { kind: 'identifier', label: 'customer email' },
  customer_phone: { kind: 'identifier', label: 'customer phone' },
};

function label(field: string): string {
  return field.replaceAll('_', ' ');
}

function amountMessage(field: string): string {
  return `The ${label(field)} must be an amount in taka with at most two decimals.`;
}

/** A whole number as a JSON number or a digit string; null otherwise. Its range is checked with the book's name. */
function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d{1,9}\s*$/.test(value)) return Number(value);
  return null;
}

function readLines(value: unknown, errors: FieldErrors): OrderLineInput[] {
  if (!Array.isArray(value) || value.length === 0) {
    errors.products = ['The products field is required.'];
    return [];
  }
  if (value.length > MAX_ORDER_LINES) {
    errors.products = [`An order may hold at most ${MAX_ORDER_LINES} different books.`];
    return [];
  }
  const lines: OrderLineInput[] = [];
  const problems: string[] = [];
  value.forEach((item: unknown, index) => {
    const where = `Line ${index + 1}`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      problems.push(`${where}: each book needs product_id, qty, unit_price and line_total.`);
      return;
    }
    const line = item as Record<string, unknown>;
    const productId = positiveInt(line.product_id);
    const qty = wholeNumber(line.qty);
    const unitPrice = amountToPaisa(line.unit_price);
    const lineTotal = amountToPaisa(line.line_total);
    if (productId === null) problems.push(`${where}: the product id must be a book's id.`);
    if (qty === null) problems.push(`${where}: the quantity must be a whole number.`);
    if (unitPrice === null) problems.push(`${where}: ${amountMessage('unit_price')}`);
    if (lineTotal === null) problems.push(`${where}: ${amountMessage('line_total')}`);
    if (productId !== null && qty !== null && unitPrice !== null && lineTotal !== null) {
      lines.push({ index, productId, qty, unitPrice, lineTotal });
    }
  });
  if (problems.length > 0) errors.products = problems;
  return lines;
}

/** The payload, or a 422 with every field that is missing or malformed. */
export function parseOrderPayload(body: Record<string, unknown>): OrderPayload {
  const errors = requireFields(body, Object.fromEntries(REQUIRED.map((field) => [field, `The ${label(field)} field is required.`])));
  checkLengths(body, LIMITS, errors);
  checkCharacters(body, TEXT, errors);
  const lines = readLines(body.products, errors);

  const claimed: ClaimedTotals = { subTotal: 0, shippingCost: 0, discount: 0, total: 0 };
  for (const [field, key] of Object.entries(AMOUNTS)) {
    const paisa = amountToPaisa(body[field]);
    if (paisa === null) errors[field] ??= [amountMessage(field)];
    else claimed[key] = paisa;
  }
  const billingAddressId = positiveInt(body.billing_address_1);
  if (billingAddressId === null) errors.billing_address_1 ??= ['The billing address must be one of your saved addresses.'];
  const shippingAddressId = positiveInt(body.shipping_address_id);
  if (shippingAddressId === null) errors.shipping_address_id ??= ['The shipping address must be one of your saved addresses.'];
  const customerEmail = text(body, 'customer_email');
  if (!errors.customer_email && !isEmail(customerEmail)) errors.customer_email = ['The customer email must be a valid email address.'];
  const paymentMethod = text(body, 'payment_method');
  if (!errors.payment_method && !isPaymentMethod(paymentMethod)) errors.payment_method = ['The selected payment method is invalid.'];

  if (billingAddressId === null || shippingAddressId === null || Object.keys(errors).length > 0) {
    throw new ValidationError(errors);
  }
  return {
    billingFirstName: text(body, 'billing_first_name'),
    billingLastName: text(body, 'billing_last_name'),
    billingAddressId,
    customerEmail,
    customerPhone: text(body, 'customer_phone'),
    shippingAddressId,
    shippingMethod: text(body, 'shipping_method'),
    paymentMethod,
    couponCode: text(body, 'coupon_code'),
    lines,
    claimed,
  };
}
