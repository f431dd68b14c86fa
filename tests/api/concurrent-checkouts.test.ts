import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  AddressSavedSchema,
  CouponResponseSchema,
  OrderCreatedSchema,
  OrderListSchema,
  PagedProductsSchema,
  ShippingMethodListSchema,
} from './schemas.ts';
import { call, expectShape, newCustomer, startTestApi, type TestApi } from './harness.ts';

const SHOPPERS = 50;

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ books: 60 });
  // Enough copies that no order can fail for stock: this test is about concurrency, not stock-outs.
  api.db.prepare('UPDATE products SET stock = 10000').run();
});
afterAll(async () => {
  await api.close();
});

/** "1234.50" → 123450 paisa; written here, not taken from the API's own money code. */
function paisa(amount: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) throw new Error(`not an amount: ${amount}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
/** The item at `index`, or a failed test (noUncheckedIndexedAccess without `!`). */
function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no item ${index} of ${items.length}`);
  return item;
}
const taka = (p: number) => `${Math.floor(p / 100)}.${String(p % 100).padStart(2, '0')}`;

type Book = { id: number; price: number };
type Shopper = { token: string; email: string; addressId: number };

async function shopper(): Promise<Shopper> {
  const { token, details } = await newCustomer(api);
  const saved = await call(`${api.shop}/user/addresses`, {
    token,
    json: { first_name: 'রহিম', last_name: 'উদ্দিন', address_1: 'বাড়ি ৭, মিরপুর', city: 'Dhaka', country: 'Bangladesh', zip: '1216' },
  });
  return { token, email: details.email, addressId: expectShape(AddressSavedSchema, saved.body).address.id };
}

/**
 * One shopper's whole checkout, as the storefront does it: the cart (a shared
 * best-seller plus a few books of their own), the shipping methods the shop
 * offers for it, maybe a coupon, then the order. The expected total is worked
 * out here from the catalogue prices and the spec's rules (sub-total = Σ price ×
 * qty; a coupon only when the sub-total is greater than its minimum spend;
 * total = sub-total + shipping − discount), in whole paisa.
 */
async function checkout(who: Shopper, n: number, books: Book[], hot: Book) {
  const own = [1, 2, 3]
    .slice(0, 1 + (n % 3))
    .map((k) => at(books, (n * 7 + k * 11) % books.length))
    .filter((b) => b.id !== hot.id);
  const cart: [Book, number][] = [[hot, 1], ...[...new Set(own)].map((b, k): [Book, number] => [b, 1 + ((n + k) % 3)])];
  const subTotal = cart.reduce((sum, [b, qty]) => sum + b.price * qty, 0);

  const offered = expectShape(
    ShippingMethodListSchema,
    (await call(`${api.shop}/shipping-methods`, { token: who.token, json: { cart_total: taka(subTotal) } })).body,
  ).data;
  // Free shipping is offered exactly when the cart is over Tk 500 (spec: "free shipping over 500").
  expect(offered.some((m) => m.shipping_method === 'free_shipping')).toBe(subTotal > 50_000);
  const shipping = at(offered, n % offered.length);
  const shippingCost = paisa(shipping.shipping_cost.amount);

  let discount = 0;
  let couponCode: string | undefined;
  if (n % 4 === 0) {
    couponCode = n % 8 === 0 ? 'WELCOME20' : 'BOI50';
    const { coupon } = expectShape(
      CouponResponseSchema,
      (await call(`${api.shop}/coupon`, { token: who.token, json: { code: couponCode } })).body,
    );
    if (subTotal > paisa(coupon.minimum_spend.amount)) discount = Math.min(paisa(coupon.value.amount), subTotal);
  }
  const total = subTotal + shippingCost - discount;

  const response = await call(`${api.shop}/orders`, {
    token: who.token,
    headers: { 'Idempotency-Key': randomUUID() },
    json: {
      billing_first_name: 'রহিম',
      billing_last_name: 'উদ্দিন',
      billing_address_1: who.addressId,
      billing_city: 'Dhaka',
      billing_zip: '1216',
      billing_country: 'Bangladesh',
      customer_email: who.email,
      customer_phone: '01711000000',
      products: cart.map(([b, qty]) => ({ product_id: b.id, qty, unit_price: taka(b.price), line_total: taka(b.price * qty) })),
      payment_method: n % 2 === 0 ? 'cashondelivery' : 'bkash',
      sub_total: taka(subTotal),
      discount: taka(discount),
      shipping_method: shipping.shipping_method,
      shipping_cost: taka(shippingCost),
      shipping_address_id: who.addressId,
      total: taka(total),
      ...(couponCode === undefined ? {} : { coupon_code: couponCode }),
    },
  });
  return { response, expected: { subTotal, shippingCost, discount, total } };
}

it(`${SHOPPERS} shoppers checking out at once create exactly ${SHOPPERS} orders, each with the right total`, async () => {
  const listed = expectShape(PagedProductsSchema, (await call(`${api.shop}/products?per_page=60`)).body).products;
  const books = listed.filter((p) => p.in_stock).map((p) => ({ id: p.id, price: paisa(p.selling_price.amount) }));
  expect(books.length).toBeGreaterThan(10);
  const hot = at(books, 0);
  const hotBefore = api.db.prepare('SELECT stock, sold_count FROM products WHERE id = ?').get(hot.id) as {
    stock: number;
    sold_count: number;
  };
  const ordersBefore = (api.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;

  const shoppers = await Promise.all(Array.from({ length: SHOPPERS }, () => shopper()));
  expect(new Set(shoppers.map((s) => s.email)).size).toBe(SHOPPERS);

  const results = await Promise.all(shoppers.map((who, n) => checkout(who, n, books, hot)));

  for (const [n, { response, expected }] of results.entries()) {
    expect(response.status, `shopper ${n}: ${JSON.stringify(response.body)}`).toBe(201);
    const { order } = expectShape(OrderCreatedSchema, response.body);
    expect(
      [order.sub_total.amount, order.shipping_cost.amount, order.discount.amount, order.total.amount].map(paisa),
      `shopper ${n}`,
    ).toEqual([expected.subTotal, expected.shippingCost, expected.discount, expected.total]);
  }
  // Exactly one order per shopper, in their own history, and no more in the shop.
  const histories = await Promise.all(shoppers.map((who) => call(`${api.shop}/orders`, { token: who.token })));
  for (const history of histories) expect(expectShape(OrderListSchema, history.body).data).toHaveLength(1);
  expect((api.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n - ordersBefore).toBe(SHOPPERS);
  expect(new Set(results.map(({ response }) => expectShape(OrderCreatedSchema, response.body).order.id)).size).toBe(SHOPPERS);
  // The book every shopper bought lost exactly one copy per order: no update was lost to a race.
  const hotAfter = api.db.prepare('SELECT stock, sold_count FROM products WHERE id = ?').get(hot.id) as {
    stock: number;
    sold_count: number;
  };
  expect([hotBefore.stock - hotAfter.stock, hotAfter.sold_count - hotBefore.sold_count]).toEqual([SHOPPERS, SHOPPERS]);
  // Some of each kind of checkout took part, so the sums above covered every rule.
  expect(results.some(({ expected }) => expected.discount > 0)).toBe(true);
  expect(results.some(({ expected }) => expected.shippingCost === 0)).toBe(true);
}, 120_000);
