import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressSavedSchema, CouponResponseSchema, ErrorBodySchema, OrderCreatedSchema } from './schemas.ts';
import { call, expectShape, newCustomer, startTestApi, type TestApi } from './harness.ts';

// A coupon may be limited to a number of uses per customer (coupons.per_customer_limit);
// the seed's FIRSTBOOK50 may be used once by each customer.

const LIMITED = 'FIRSTBOOK50';
const USED_ONCE = 'You have already used this coupon; it can be used once per customer.';

let api: TestApi;
let bookId: number;
beforeAll(async () => {
  api = await startTestApi({ books: 40 });
  const row = api.db.prepare('SELECT id FROM products ORDER BY id LIMIT 1 OFFSET 9').get() as { id: number };
  bookId = row.id;
  // Tk 400 a copy, plenty of stock: above the minimum spend of FIRSTBOOK50 (Tk 300) and WELCOME20.
  api.db.prepare('UPDATE products SET price = 40000, special_price = NULL, stock = 1000 WHERE id = ?').run(bookId);
});
afterAll(async () => {
  await api.close();
});

type Customer = { token: string; userId: number; email: string; addressId: number };

async function customer(): Promise<Customer> {
  const { token, user, details } = await newCustomer(api);
  const saved = await call(`${api.shop}/user/addresses`, {
    token,
    json: { first_name: 'রহিম', last_name: 'উদ্দিন', address_1: 'বাড়ি ৭, মিরপুর', city: 'Dhaka', country: 'Bangladesh', zip: '1216' },
  });
  return { token, userId: user.id, email: details.email, addressId: expectShape(AddressSavedSchema, saved.body).address.id };
}

/** One copy of the book with the coupon's discount (Tk 50 for the limited coupon) taken off. */
function order(who: Customer, coupon: string, discountPaisa: number, key?: string) {
  const taka = (paisa: number) => (paisa / 100).toFixed(2);
  return call(`${api.shop}/orders`, {
    token: who.token,
    headers: key === undefined ? {} : { 'Idempotency-Key': key },
    json: {
      billing_first_name: 'রহিম',
      billing_last_name: 'উদ্দিন',
      billing_address_1: who.addressId,
      billing_city: 'Dhaka',
      billing_zip: '1216',
      billing_country: 'Bangladesh',
      customer_email: who.email,
      customer_phone: '01711000000',
      products: [{ product_id: bookId, qty: 1, unit_price: '400.00', line_total: '400.00' }],
      payment_method: 'cashondelivery',
      sub_total: '400.00',
      discount: taka(discountPaisa),
      coupon_code: coupon,
      shipping_method: 'inside_dhaka',
      shipping_cost: '60.00',
      shipping_address_id: who.addressId,
      total: taka(40000 + 6000 - discountPaisa),
    },
  });
}

function check(who: Customer, code: string) {
  return call(`${api.shop}/coupon`, { token: who.token, json: { code } });
}

function ordersBy(who: Customer): number {
  return (api.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?').get(who.userId) as { n: number }).n;
}

describe('a coupon with a per-customer limit', () => {
  it('is seeded: FIRSTBOOK50 takes Tk 50 off, once per customer', () => {
    const row = api.db.prepare('SELECT code, minimum_spend, value, active, per_customer_limit FROM coupons WHERE code = ?').get(LIMITED);
    expect(row).toEqual({ code: LIMITED, minimum_spend: 30000, value: 5000, active: 1, per_customer_limit: 1 });
    const unlimited = api.db.prepare('SELECT code FROM coupons WHERE per_customer_limit IS NULL ORDER BY code').all() as { code: string }[];
    expect(unlimited.map((coupon) => coupon.code)).toEqual(expect.arrayContaining(['BOI50', 'WELCOME20']));
  });

  it('refuses the second use by the same customer (422 on coupon_code), and the check says so too', async () => {
    const one = await customer();
    const checked = await check(one, LIMITED);
    expect(checked.status).toBe(200);
    expect(expectShape(CouponResponseSchema, checked.body).coupon).toMatchObject({ value: { amount: '50.00' } });

    const first = await order(one, LIMITED, 5000);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(expectShape(OrderCreatedSchema, first.body).order.discount.amount).toBe('50.00');

    const second = await order(one, LIMITED, 5000);
    expect(second.status).toBe(422);
    expect(expectShape(ErrorBodySchema, second.body).errors).toEqual({ coupon_code: [USED_ONCE] });
    expect(ordersBy(one)).toBe(1);

    const recheck = await check(one, LIMITED.toLowerCase());
    expect(recheck.status).toBe(422);
    expect(expectShape(ErrorBodySchema, recheck.body).errors).toEqual({ code: [USED_ONCE] });
  });

  it('does not refuse another customer’s first use', async () => {
    const one = await customer();
    expect((await order(one, LIMITED, 5000)).status).toBe(201);
    const two = await customer();
    expect((await check(two, LIMITED)).status).toBe(200);
    const theirs = await order(two, LIMITED, 5000);
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(201);
  });

  it('answers a retried first order (same Idempotency-Key) as before, not as a second use', async () => {
    const one = await customer();
    const first = await order(one, LIMITED, 5000, 'limited-coupon-retry');
    expect(first.status).toBe(201);
    const retried = await order(one, LIMITED, 5000, 'limited-coupon-retry');
    expect(retried.status).toBe(200);
    expect(retried.headers.get('Idempotent-Replayed')).toBe('true');
    expect(ordersBy(one)).toBe(1);
  });

  it('does not count a cancelled order as a use', async () => {
    const one = await customer();
    expect((await order(one, LIMITED, 5000)).status).toBe(201);
    api.db.prepare("UPDATE orders SET status = 'cancelled' WHERE user_id = ?").run(one.userId);
    expect((await check(one, LIMITED)).status).toBe(200);
    expect((await order(one, LIMITED, 5000)).status).toBe(201);
    expect((await order(one, LIMITED, 5000)).status).toBe(422);
  });

  it('leaves coupons without a limit usable again and again', async () => {
    const one = await customer();
    for (let n = 0; n < 3; n += 1) expect((await order(one, 'WELCOME20', 2000)).status).toBe(201);
    expect((await check(one, 'WELCOME20')).status).toBe(200);
  });

  it('holds a limit above one until it is reached', async () => {
    api.db.prepare("INSERT INTO coupons (code, minimum_spend, value, active, per_customer_limit) VALUES ('TWICE30', 0, 3000, 1, 2)").run();
    const one = await customer();
    expect((await order(one, 'TWICE30', 3000)).status).toBe(201);
    expect((await order(one, 'TWICE30', 3000)).status).toBe(201);
    const third = await order(one, 'TWICE30', 3000);
    expect(third.status).toBe(422);
    expect(expectShape(ErrorBodySchema, third.body).errors).toEqual({
      coupon_code: ['You have already used this coupon 2 times; it can be used 2 times per customer.'],
    });
  });
});
