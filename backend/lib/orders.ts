import type { DatabaseSync } from 'node:sqlite';
import { activeCoupon, couponLimitRefusal, INVALID_COUPON } from './coupons.ts';
import { notFound, ValidationError } from './http.ts';
import { keyReusedError, type IdempotentRequest } from './idempotency.ts';
import { liveAddress } from './addresses.ts';
import { money, type WireMoney } from './money.ts';
import type { OrderPayload } from './order-payload.ts';
import { checkOrder, type CatalogueEntry, type OrderTotals } from './order-totals.ts';
import { sellingPaisa } from './products.ts';
import { readShippingRates } from './shipping-rates.ts';
import { nowIso, transaction } from '../db/index.ts';

/** OrderSummarySchema and OrderDetailSchema. */
export type WireOrderSummary = { id: number; created_at: string; status: string; total: WireMoney };
export type WireOrderLine = {
  qty: number;
  unit_price: WireMoney;
  line_total: WireMoney;
  product: { id: number; slug: string; name: string; special_price: WireMoney };
};
export type WireOrder = WireOrderSummary & {
  billing_first_name: string;
  billing_last_name: string;
  shipping_address_1: string;
  shipping_city: string;
  shipping_zip: string;
  shipping_country: string;
  customer_email: string;
  customer_phone: string;
  shipping_method: string;
  payment_method: string;
  sub_total: WireMoney;
  shipping_cost: WireMoney;
  discount: WireMoney;
  products: { data: WireOrderLine[] };
};

type OrderRow = {
  id: number;
  created_at: string;
  status: string;
  total: number;
  billing_first_name: string;
  billing_last_name: string;
  shipping_address_1: string;
  shipping_city: string;
  shipping_zip: string;
  shipping_country: string;
  customer_email: string;
  customer_phone: string;
  shipping_method: string;
  payment_method: string;
  sub_total: number;
  shipping_cost: number;
  discount: number;
};
type LineRow = { product_id: number; name: string; slug: string; qty: number; unit_price: number; line_total: number };

function summary(row: OrderRow): WireOrderSummary {
  return { id: row.id, created_at: row.created_at, status: row.status, total: money(row.total) };
}

/** The user's orders, newest first. */
export function listOrders(db: DatabaseSync, userId: number): WireOrderSummary[] {
  const rows = db.prepare('SELECT * FROM orders WHERE user_id = ? ORDER BY id DESC').all(userId) as OrderRow[];
  return rows.map(summary);
}

/** One of the user's orders with its lines; 404 for another user's or an unknown one. */
export function loadOrder(db: DatabaseSync, userId: number, id: number): WireOrder {
  const row = db.prepare('SELECT * FROM orders WHERE id = ? AND user_id = ?').get(id, userId) as OrderRow | undefined;
  if (!row) throw notFound('Order not found.');
  const lines = db
    .prepare('SELECT product_id, name, slug, qty, unit_price, line_total FROM order_lines WHERE order_id = ? ORDER BY rowid')
    .all(id) as LineRow[];
  return {
    ...summary(row),
    billing_first_name: row.billing_first_name,
    billing_last_name: row.billing_last_name,
    shipping_address_1: row.shipping_address_1,
    shipping_city: row.shipping_city,
    shipping_zip: row.shipping_zip,
    shipping_country: row.shipping_country,
    customer_email: row.customer_email,
    customer_phone: row.customer_phone,
    shipping_method: row.shipping_method,
    payment_method: row.payment_method,
    sub_total: money(row.sub_total),
    shipping_cost: money(row.shipping_cost),
    discount: money(row.discount),
    products: {
      data: lines.map((line) => ({
        qty: line.qty,
        unit_price: money(line.unit_price),
        line_total: money(line.line_total),
        product: { id: line.product_id, slug: line.slug, name: line.name, special_price: money(line.unit_price) },
      })),
    },
  };
}

/**
 * The order this user already placed with this Idempotency-Key, if any; a 422 when the key
 * was used for a different request body. An order placed before bodies were remembered
 * (no fingerprint) cannot be compared, so it is answered, as it was then.
 */
export function orderIdForKey(db: DatabaseSync, userId: number, request: IdempotentRequest): number | null {
  const row = db
    .prepare('SELECT id, idempotency_fingerprint AS fingerprint FROM orders WHERE user_id = ? AND idempotency_key = ?')
    .get(userId, request.key) as { id: number; fingerprint: string | null } | undefined;
  if (!row) return null;
  if (row.fingerprint !== null && row.fingerprint !== request.fingerprint) throw keyReusedError();
  return row.id;
}

function catalogueFor(db: DatabaseSync, payload: OrderPayload): Map<number, CatalogueEntry> {
  const ids = JSON.stringify(payload.lines.map((line) => line.productId));
  const rows = db
    .prepare('SELECT id, name, slug, price, special_price, stock FROM products WHERE id IN (SELECT value FROM json_each(?))')
    .all(ids) as { id: number; name: string; slug: string; price: number; special_price: number | null; stock: number }[];
  return new Map(
    rows.map((row) => [row.id, { id: row.id, name: row.name, slug: row.slug, sellingPrice: sellingPaisa(row), stock: row.stock }]),
  );
}

function insertOrder(
  db: DatabaseSync,
  userId: number,
  payload: OrderPayload,
  totals: OrderTotals,
  request: IdempotentRequest | null,
): number {
  const address = liveAddress(db, userId, payload.shippingAddressId);
  if (!address) throw new Error('the shipping address vanished inside the transaction');
  const now = nowIso();
  const result = db
    .prepare(
      `INSERT INTO orders (user_id, status, billing_first_name, billing_last_name, shipping_address_id,
         shipping_address_1, shipping_city, shipping_zip, shipping_country, customer_email, customer_phone,
         shipping_method, payment_method, coupon_code, sub_total, shipping_cost, discount, total, idempotency_key,
         idempotency_fingerprint, created_at)
       VALUES (?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      userId,
      payload.billingFirstName,
      payload.billingLastName,
      address.id,
      address.address_1,
      address.city,
      address.zip,
      address.country_name,
      payload.customerEmail,
      payload.customerPhone,
      payload.shippingMethod,
      payload.paymentMethod,
      totals.couponCode,
      totals.subTotal,
      totals.shippingCost,
      totals.discount,
      totals.total,
      request?.key ?? null,
      request?.fingerprint ?? null,
      now,
    );
  const orderId = Number(result.lastInsertRowid);
  const addLine = db.prepare(
    'INSERT INTO order_lines (order_id, product_id, name, slug, qty, unit_price, line_total) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const takeStock = db.prepare(
    `UPDATE products SET stock = stock - ?, sold_count = sold_count + ?, last_sold_at = ?
      WHERE id = ? AND stock >= ?`,
  );
  for (const line of totals.lines) {
    addLine.run(orderId, line.productId, line.name, line.slug, line.qty, line.unitPrice, line.lineTotal);
    const taken = takeStock.run(line.qty, line.qty, now, line.productId, line.qty);
    if (taken.changes !== 1) throw new ValidationError({ products: [`“${line.name}” is out of stock.`] });
  }
  return orderId;
}

/**
 * Checks and places an order in one transaction: the addresses are the user's,
 * the books exist and are in stock, every amount matches the server's own
 * pricing; then the order, its lines and the stock change land together.
 * With an Idempotency-Key already used by this user for the same body, the
 * first order is answered instead and nothing is created (for another body, a 422).
 */
export function placeOrder(
  db: DatabaseSync,
  userId: number,
  payload: OrderPayload,
  request: IdempotentRequest | null,
): { order: WireOrder; replayed: boolean } {
  const orderId = transaction(db, (): { id: number; replayed: boolean } => {
    const earlier = request === null ? null : orderIdForKey(db, userId, request);
    if (earlier !== null) return { id: earlier, replayed: true };
    const errors: Record<string, string[]> = {};
    if (!liveAddress(db, userId, payload.billingAddressId))
      errors.billing_address_1 = ['The billing address must be one of your saved addresses.'];
    if (!liveAddress(db, userId, payload.shippingAddressId))
      errors.shipping_address_id = ['The shipping address must be one of your saved addresses.'];
    const coupon = payload.couponCode === '' ? null : activeCoupon(db, payload.couponCode);
    if (payload.couponCode !== '' && coupon === null) errors.coupon_code = [INVALID_COUPON];
    // A coupon this customer has already used as often as it allows (per_customer_limit).
    const usedUp = coupon === null ? null : couponLimitRefusal(db, userId, coupon);
    if (usedUp !== null) errors.coupon_code = [usedUp];
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    const totals = checkOrder({
      lines: payload.lines,
      catalogue: catalogueFor(db, payload),
      claimed: payload.claimed,
      shippingMethod: payload.shippingMethod,
      rates: readShippingRates(db),
      coupon,
    });
    return { id: insertOrder(db, userId, payload, totals, request), replayed: false };
  });
  return { order: loadOrder(db, userId, orderId.id), replayed: orderId.replayed };
}
