import * as v from 'valibot';
import { checkFields, complaints, fieldsSchema, readField, rule } from './field-rules.ts';
import { text } from './http.ts';
import { AMOUNT } from './money.ts';
import { isPaymentMethod } from './payments.ts';
import { maxLengths, required, validEmail, visibleText, type Limit, type TextField } from './text-rules.ts';
import { RECORD_ID, wholeNumber } from './whole-number.ts';

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

/** Checked in this order, which is not REQUIRED's: the order of the fields in a 422 is what the checkout shows. */
const AMOUNTS = ['sub_total', 'shipping_cost', 'discount', 'total'];

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

/** A line's quantity: any whole number here; its range is checked with the book's name (order-totals.ts). */
const QUANTITY = wholeNumber({ digits: 9, min: Number.MIN_SAFE_INTEGER, negative: true });

function label(field: string): string {
  return field.replaceAll('_', ' ');
}

function amountMessage(field: string): string {
  return `The ${label(field)} must be an amount in taka with at most two decimals.`;
}

function isLine(item: unknown): item is Record<string, unknown> {
  return typeof item === 'object' && item !== null && !Array.isArray(item);
}

/** What is wrong with `products`: the list itself, or every line's every problem, "Line n: …". */
function lineProblems(products: unknown): string[] {
  if (!Array.isArray(products) || products.length === 0) return ['The products field is required.'];
  if (products.length > MAX_ORDER_LINES) return [`An order may hold at most ${MAX_ORDER_LINES} different books.`];
  return products.flatMap((item: unknown, index) => {
    const where = `Line ${index + 1}`;
    if (!isLine(item)) return [`${where}: each book needs product_id, qty, unit_price and line_total.`];
    const problems: string[] = [];
    if (!v.is(RECORD_ID, item.product_id)) problems.push(`${where}: the product id must be a book's id.`);
    if (!v.is(QUANTITY, item.qty)) problems.push(`${where}: the quantity must be a whole number.`);
    if (!v.is(AMOUNT, item.unit_price)) problems.push(`${where}: ${amountMessage('unit_price')}`);
    if (!v.is(AMOUNT, item.line_total)) problems.push(`${where}: ${amountMessage('line_total')}`);
    return problems;
  });
}

const ORDER = fieldsSchema(
  ...required(Object.fromEntries(REQUIRED.map((field) => [field, `The ${label(field)} field is required.`]))),
  ...maxLengths(LIMITS),
  ...visibleText(TEXT),
  complaints('products', (body) => lineProblems(body.products)),
  ...AMOUNTS.map((field) => rule(field, (body) => v.is(AMOUNT, body[field]), amountMessage(field))),
  rule('billing_address_1', (body) => v.is(RECORD_ID, body.billing_address_1), 'The billing address must be one of your saved addresses.'),
  rule(
    'shipping_address_id',
    (body) => v.is(RECORD_ID, body.shipping_address_id),
    'The shipping address must be one of your saved addresses.',
  ),
  validEmail('customer_email', 'The customer email must be a valid email address.'),
  rule('payment_method', (body) => isPaymentMethod(text(body, 'payment_method')), 'The selected payment method is invalid.'),
);

/** The lines, once the rules have passed them. */
const LINES = v.array(v.object({ product_id: RECORD_ID, qty: QUANTITY, unit_price: AMOUNT, line_total: AMOUNT }));

/** The payload, or a 422 with every field that is missing or malformed. */
export function parseOrderPayload(body: Record<string, unknown>): OrderPayload {
  checkFields(ORDER, body);
  return {
    billingFirstName: text(body, 'billing_first_name'),
    billingLastName: text(body, 'billing_last_name'),
    billingAddressId: readField(RECORD_ID, body.billing_address_1),
    customerEmail: text(body, 'customer_email'),
    customerPhone: text(body, 'customer_phone'),
    shippingAddressId: readField(RECORD_ID, body.shipping_address_id),
    shippingMethod: text(body, 'shipping_method'),
    paymentMethod: text(body, 'payment_method'),
    couponCode: text(body, 'coupon_code'),
    lines: readField(LINES, body.products).map((line, index) => ({
      index,
      productId: line.product_id,
      qty: line.qty,
      unitPrice: line.unit_price,
      lineTotal: line.line_total,
    })),
    claimed: {
      subTotal: readField(AMOUNT, body.sub_total),
      shippingCost: readField(AMOUNT, body.shipping_cost),
      discount: readField(AMOUNT, body.discount),
      total: readField(AMOUNT, body.total),
    },
  };
}
