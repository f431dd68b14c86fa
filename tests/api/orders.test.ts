import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AddressSavedSchema, ErrorBodySchema, OrderCreatedSchema, OrderListSchema, OrderResponseSchema } from './schemas.ts';
import { paisaToAmount } from '../../backend/lib/money.ts';
import { call, expectShape, newCustomer, startTestApi, type TestApi } from './harness.ts';

const PRICES_CHANGED = 'Prices or totals have changed. Please review your order.';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ books: 40 });
});
afterAll(async () => {
  await api.close();
});

type Book = { id: number; slug: string; name: string; price: number; stock: number };

/** Book n of the seeded catalogue, re-priced and re-stocked by the test so the sums are known. */
function book(n: number, price: number, stock = 10): Book {
  const row = api.db.prepare('SELECT id, slug, name FROM products ORDER BY id LIMIT 1 OFFSET ?').get(n) as
    { id: number; slug: string; name: string } | undefined;
  if (!row) throw new Error(`the seed has no book ${n}`);
  api.db.prepare('UPDATE products SET price = ?, special_price = NULL, stock = ? WHERE id = ?').run(price, stock, row.id);
  return { ...row, price, stock };
}

/** A book on offer: the shopper pays its special price. */
function offerBook(n: number, price: number, special: number, stock = 10): Book {
  const found = book(n, price, stock);
  api.db.prepare('UPDATE products SET special_price = ? WHERE id = ?').run(special, found.id);
  return { ...found, price: special };
}

function stockOf(id: number): { stock: number; sold_count: number; last_sold_at: string | null } {
  return api.db.prepare('SELECT stock, sold_count, last_sold_at FROM products WHERE id = ?').get(id) as {
    stock: number;
    sold_count: number;
    last_sold_at: string | null;
  };
}

function orderCount(): number {
  return (api.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n;
}

const SHIPPING: Record<string, number> = { inside_dhaka: 6000, outside_dhaka: 12000, free_shipping: 0 };

type Customer = { token: string; email: string; addressId: number };

async function customer(): Promise<Customer> {
  const { token, details } = await newCustomer(api);
  const response = await call(`${api.shop}/user/addresses`, {
    token,
    json: { first_name: 'রহিম', last_name: 'উদ্দিন', address_1: 'বাড়ি ৭, মিরপুর', city: 'Dhaka', country: 'Bangladesh', zip: '1216' },
  });
  const { address } = expectShape(AddressSavedSchema, response.body);
  return { token, email: details.email, addressId: address.id };
}

/** A correct order payload, as the checkout page builds it (amounts in taka strings). */
function payload(
  who: Customer,
  items: [Book, number][],
  options: { shipping?: string; discount?: number; coupon?: string } = {},
): Record<string, unknown> {
  const shippingMethod = options.shipping ?? 'inside_dhaka';
  const subTotal = items.reduce((sum, [b, qty]) => sum + b.price * qty, 0);
  const shippingCost = SHIPPING[shippingMethod] ?? 0;
  const discount = options.discount ?? 0;
  return {
    billing_first_name: 'রহিম',
    billing_last_name: 'উদ্দিন',
    billing_address_1: who.addressId,
    billing_city: 'Dhaka',
    billing_zip: '1216',
    billing_country: 'Bangladesh',
    customer_email: who.email,
    customer_phone: '01711000000',
    products: items.map(([b, qty]) => ({
      product_id: b.id,
      qty,
      unit_price: paisaToAmount(b.price),
      line_total: paisaToAmount(b.price * qty),
    })),
    payment_method: 'cashondelivery',
    sub_total: paisaToAmount(subTotal),
    discount: paisaToAmount(discount),
    shipping_method: shippingMethod,
    shipping_cost: paisaToAmount(shippingCost),
    shipping_address_id: who.addressId,
    total: paisaToAmount(subTotal + shippingCost - discount),
    ...(options.coupon === undefined ? {} : { coupon_code: options.coupon }),
  };
}

function placeOrder(who: Customer, json: unknown, key?: string) {
  return call(`${api.shop}/orders`, { token: who.token, json, headers: key === undefined ? {} : { 'Idempotency-Key': key } });
}

function errorsOf(body: unknown): Record<string, string[]> {
  return expectShape(ErrorBodySchema, body).errors ?? {};
}

let buyer: Customer;
beforeEach(async () => {
  buyer = await customer();
});

describe('POST /orders', () => {
  it('places an order priced by the server, copies the address and takes the stock', async () => {
    const gitanjali = book(0, 35000, 5);
    const devdas = offerBook(1, 25000, 19950, 3);
    const before = orderCount();
    const response = await placeOrder(
      buyer,
      payload(buyer, [
        [gitanjali, 2],
        [devdas, 1],
      ]),
    );
    expect(response.status).toBe(201);
    const { message, order } = expectShape(OrderCreatedSchema, response.body);
    expect(message).toBe('Order created Successfully');
    expect(order).toMatchObject({
      status: 'pending',
      billing_first_name: 'রহিম',
      billing_last_name: 'উদ্দিন',
      shipping_address_1: 'বাড়ি ৭, মিরপুর',
      shipping_city: 'Dhaka',
      shipping_zip: '1216',
      shipping_country: 'Bangladesh',
      customer_email: buyer.email,
      customer_phone: '01711000000',
      shipping_method: 'inside_dhaka',
      payment_method: 'cashondelivery',
      sub_total: { amount: '899.50', formatted: 'Tk 899.50' },
      shipping_cost: { amount: '60.00' },
      discount: { amount: '0.00' },
      total: { amount: '959.50', formatted: 'Tk 959.50' },
    });
    expect(order.products.data).toEqual([
      {
        qty: 2,
        unit_price: { amount: '350.00', formatted: 'Tk 350.00' },
        line_total: { amount: '700.00', formatted: 'Tk 700.00' },
        product: {
          id: gitanjali.id,
          slug: gitanjali.slug,
          name: gitanjali.name,
          special_price: { amount: '350.00', formatted: 'Tk 350.00' },
        },
      },
      {
        qty: 1,
        unit_price: { amount: '199.50', formatted: 'Tk 199.50' },
        line_total: { amount: '199.50', formatted: 'Tk 199.50' },
        product: { id: devdas.id, slug: devdas.slug, name: devdas.name, special_price: { amount: '199.50', formatted: 'Tk 199.50' } },
      },
    ]);
    expect(orderCount()).toBe(before + 1);
    expect(stockOf(gitanjali.id)).toMatchObject({ stock: 3 });
    expect(stockOf(devdas.id)).toMatchObject({ stock: 2 });
    expect(stockOf(gitanjali.id).last_sold_at).toBe(order.created_at);
  });

  it('adds to the sold count', async () => {
    const b = book(2, 10000);
    const sold = stockOf(b.id).sold_count;
    expect((await placeOrder(buyer, payload(buyer, [[b, 3]]))).status).toBe(201);
    expect(stockOf(b.id).sold_count).toBe(sold + 3);
  });

  it('reads amounts sent as numbers as well as strings', async () => {
    const b = book(3, 12345);
    const json = {
      ...payload(buyer, [[b, 2]]),
      products: [{ product_id: b.id, qty: 2, unit_price: 123.45, line_total: 246.9 }],
      sub_total: 246.9,
      shipping_cost: 60,
      discount: 0,
      total: 306.9,
    };
    const response = await placeOrder(buyer, json);
    expect(response.status).toBe(201);
    expect(expectShape(OrderCreatedSchema, response.body).order.total.amount).toBe('306.90');
  });

  it('answers 422 with every missing field', async () => {
    const response = await placeOrder(buyer, {});
    expect(response.status).toBe(422);
    const errors = errorsOf(response.body);
    for (const field of [
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
      'products',
    ]) {
      expect(errors[field], field).toEqual([`The ${field.replaceAll('_', ' ')} field is required.`]);
    }
  });

  it('answers 422 on malformed amounts, email and payment method', async () => {
    const b = book(4, 10000);
    const response = await placeOrder(buyer, {
      ...payload(buyer, [[b, 1]]),
      sub_total: '100.001',
      total: 'lots',
      customer_email: 'nobody',
      payment_method: 'cheque',
    });
    expect(response.status).toBe(422);
    expect(errorsOf(response.body)).toEqual({
      sub_total: ['The sub total must be an amount in taka with at most two decimals.'],
      total: ['The total must be an amount in taka with at most two decimals.'],
      customer_email: ['The customer email must be a valid email address.'],
      payment_method: ['The selected payment method is invalid.'],
    });
  });

  describe('compares every amount with its own pricing', () => {
    const cases: [field: string, change: (json: Record<string, unknown>) => void, expected: string][] = [
      ['products.0.unit_price', (json) => setLine(json, { unit_price: '299.00', line_total: '299.00' }), 'The unit price of'],
      ['products.0.line_total', (json) => setLine(json, { line_total: '301.00' }), 'The line total of'],
      ['sub_total', (json) => Object.assign(json, { sub_total: '299.00' }), 'The sub total does not match: expected 300.00'],
      [
        'shipping_cost',
        (json) => Object.assign(json, { shipping_cost: '50.00', total: '350.00' }),
        'The shipping cost does not match: expected 60.00',
      ],
      ['discount', (json) => Object.assign(json, { discount: '10.00', total: '350.00' }), 'A discount needs a valid coupon code.'],
      ['total', (json) => Object.assign(json, { total: '359.99' }), 'The total does not match: expected 360.00'],
    ];

    function setLine(json: Record<string, unknown>, change: Record<string, string>): void {
      const lines = json.products as Record<string, unknown>[];
      lines[0] = { ...lines[0], ...change };
    }

    it.each(cases)('rejects a wrong %s', async (field, change, expected) => {
      const b = book(5, 30000, 4);
      const json = payload(buyer, [[b, 1]]);
      change(json);
      const before = orderCount();
      const response = await placeOrder(buyer, json);
      expect(response.status).toBe(422);
      const body = expectShape(ErrorBodySchema, response.body);
      expect(body.message).toBe(PRICES_CHANGED);
      expect(body.errors?.[field]?.[0]).toContain(expected);
      expect(orderCount()).toBe(before);
      expect(stockOf(b.id).stock).toBe(4);
    });

    it('answers the server figure in the message', async () => {
      const b = book(5, 30000);
      const response = await placeOrder(buyer, { ...payload(buyer, [[b, 1]]), total: '1.00' });
      expect(errorsOf(response.body)).toEqual({ total: ['The total does not match: expected 360.00'] });
    });
  });

  it('applies a coupon only when the sub-total is greater than its minimum spend', async () => {
    const b = book(6, 25000, 20);
    // BOI50: 50.00 off above 500.00. Exactly 500.00 is not above it.
    const atMinimum = await placeOrder(buyer, payload(buyer, [[b, 2]], { coupon: 'BOI50', discount: 5000 }));
    expect(atMinimum.status).toBe(422);
    expect(errorsOf(atMinimum.body).discount).toEqual(['The discount does not match: expected 0.00']);
    const noDiscount = await placeOrder(buyer, payload(buyer, [[b, 2]], { coupon: 'BOI50' }));
    expect(noDiscount.status).toBe(201);
    expect(expectShape(OrderCreatedSchema, noDiscount.body).order.discount.amount).toBe('0.00');

    const above = await placeOrder(buyer, payload(buyer, [[b, 3]], { coupon: 'boi50', discount: 5000, shipping: 'free_shipping' }));
    expect(above.status).toBe(201);
    const { order } = expectShape(OrderCreatedSchema, above.body);
    expect([order.sub_total.amount, order.shipping_cost.amount, order.discount.amount, order.total.amount]).toEqual([
      '750.00',
      '0.00',
      '50.00',
      '700.00',
    ]);
    const row = api.db.prepare('SELECT coupon_code FROM orders WHERE id = ?').get(order.id) as { coupon_code: string | null };
    expect(row.coupon_code).toBe('BOI50');
  });

  it('refuses an unknown or inactive coupon code', async () => {
    const b = book(6, 25000, 20);
    for (const coupon of ['EXPIRED10', 'NOPE']) {
      const response = await placeOrder(buyer, payload(buyer, [[b, 3]], { coupon, discount: 1000 }));
      expect(response.status).toBe(422);
      expect(errorsOf(response.body)).toEqual({ coupon_code: ['This coupon code is not valid.'] });
    }
  });

  it('offers free shipping only above the threshold, and no unknown method', async () => {
    const b = book(7, 50000, 20);
    const atThreshold = await placeOrder(buyer, payload(buyer, [[b, 1]], { shipping: 'free_shipping' }));
    expect(atThreshold.status).toBe(422);
    expect(errorsOf(atThreshold.body)).toEqual({ shipping_method: ['The selected shipping method is not available for this order.'] });
    const unknown = await placeOrder(buyer, { ...payload(buyer, [[b, 1]]), shipping_method: 'by_drone' });
    expect(Object.keys(errorsOf(unknown.body))).toEqual(['shipping_method']);
    const outside = await placeOrder(buyer, payload(buyer, [[b, 1]], { shipping: 'outside_dhaka' }));
    expect(outside.status).toBe(201);
    expect(expectShape(OrderCreatedSchema, outside.body).order.total.amount).toBe('620.00');
  });

  it("refuses another user's, a deleted or an unknown address", async () => {
    const b = book(8, 10000);
    const stranger = await customer();
    const theirs = await placeOrder(buyer, { ...payload(buyer, [[b, 1]]), shipping_address_id: stranger.addressId });
    expect(theirs.status).toBe(422);
    expect(Object.keys(errorsOf(theirs.body))).toEqual(['shipping_address_id']);
    const billing = await placeOrder(buyer, { ...payload(buyer, [[b, 1]]), billing_address_1: stranger.addressId });
    expect(Object.keys(errorsOf(billing.body))).toEqual(['billing_address_1']);
    const unknown = await placeOrder(buyer, { ...payload(buyer, [[b, 1]]), shipping_address_id: 999999 });
    expect(Object.keys(errorsOf(unknown.body))).toEqual(['shipping_address_id']);
    await call(`${api.shop}/user/addresses/${buyer.addressId}`, { method: 'DELETE', token: buyer.token });
    const deleted = await placeOrder(buyer, payload(buyer, [[b, 1]]));
    expect(errorsOf(deleted.body)).toHaveProperty('shipping_address_id');
    expect(stockOf(b.id).stock).toBe(10);
  });

  it('refuses books that are missing, repeated, out of range or out of stock, naming them', async () => {
    const a = book(9, 10000, 2);
    const soldOut = book(10, 10000, 0);
    const expectProducts = async (json: Record<string, unknown>, message: string) => {
      const response = await placeOrder(buyer, json);
      expect(response.status).toBe(422);
      expect(errorsOf(response.body).products).toEqual([message]);
    };
    await expectProducts({ ...payload(buyer, [[a, 1]]), products: [] }, 'The products field is required.');
    await expectProducts(payload(buyer, [[{ ...a, id: 999999 }, 1]]), 'Line 1: there is no book with id 999999.');
    await expectProducts(
      payload(buyer, [
        [a, 1],
        [a, 1],
      ]),
      `“${a.name}” appears more than once; send one line with the whole quantity.`,
    );
    await expectProducts(payload(buyer, [[a, 0]]), `The quantity of “${a.name}” must be between 1 and 100.`);
    await expectProducts(payload(buyer, [[a, 101]]), `The quantity of “${a.name}” must be between 1 and 100.`);
    await expectProducts(payload(buyer, [[a, 2.5]]), 'Line 1: the quantity must be a whole number.');
    await expectProducts(payload(buyer, [[soldOut, 1]]), `“${soldOut.name}” is out of stock.`);
    await expectProducts(payload(buyer, [[a, 3]]), `Only 2 copies of “${a.name}” are left.`);
    // The last copies can be bought; then the book is out of stock.
    expect((await placeOrder(buyer, payload(buyer, [[a, 2]]))).status).toBe(201);
    expect(stockOf(a.id).stock).toBe(0);
    await expectProducts(payload(buyer, [[a, 1]]), `“${a.name}” is out of stock.`);
  });

  it('keeps its copy of the address when the address changes later', async () => {
    const b = book(11, 10000);
    const { order } = expectShape(OrderCreatedSchema, (await placeOrder(buyer, payload(buyer, [[b, 1]]))).body);
    await call(`${api.shop}/user/addresses/${buyer.addressId}`, {
      token: buyer.token,
      json: {
        first_name: 'X',
        last_name: 'Y',
        address_1: 'Elsewhere',
        city: 'Khulna',
        zip: '9000',
        country_name: 'Bangladesh',
        state_name: 'Khulna',
      },
    });
    const again = expectShape(OrderResponseSchema, (await call(`${api.shop}/orders/${order.id}`, { token: buyer.token })).body);
    expect(again.order.shipping_address_1).toBe('বাড়ি ৭, মিরপুর');
  });
});

describe('Idempotency-Key', () => {
  it('answers the first order to a repeated key and creates nothing', async () => {
    const b = book(12, 10000, 10);
    const json = payload(buyer, [[b, 1]]);
    const before = orderCount();
    const first = await placeOrder(buyer, json, 'checkout-attempt-1');
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const second = await placeOrder(buyer, json, 'checkout-attempt-1');
    expect(second.status).toBe(200);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(orderCount()).toBe(before + 1);
    expect(stockOf(b.id).stock).toBe(9);
  });

  it('answers 422 on the key when it is reused with a different order, and creates nothing', async () => {
    const b = book(12, 10000, 10);
    const first = await placeOrder(buyer, payload(buyer, [[b, 1]]), 'reused-key');
    expect(first.status).toBe(201);
    const before = orderCount();
    for (const different of [payload(buyer, [[b, 2]]), { ...payload(buyer, [[b, 1]]), customer_phone: '01811000000' }]) {
      const response = await placeOrder(buyer, different, 'reused-key');
      expect(response.status).toBe(422);
      expect(response.headers.get('idempotent-replayed')).toBeNull();
      const { message, errors } = expectShape(ErrorBodySchema, response.body);
      expect(message).toContain('Idempotency-Key');
      expect(errors?.idempotency_key?.[0]).toMatch(/already used for a different order/);
    }
    expect(orderCount()).toBe(before);
    expect(stockOf(b.id).stock).toBe(9);
  });

  it('treats the same order with its fields in another order as the same request', async () => {
    const b = book(12, 10000, 10);
    const json = payload(buyer, [[b, 1]]);
    const first = await placeOrder(buyer, json, 'same-body-other-order');
    expect(first.status).toBe(201);
    const reordered = Object.fromEntries(Object.entries(json).reverse());
    const again = await placeOrder(buyer, reordered, 'same-body-other-order');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('answers the order to its key when it was placed before request bodies were remembered', async () => {
    const b = book(12, 10000, 10);
    const first = await placeOrder(buyer, payload(buyer, [[b, 1]]), 'placed-before-the-upgrade');
    expect(first.status).toBe(201);
    const { order } = expectShape(OrderCreatedSchema, first.body);
    api.db.prepare('UPDATE orders SET idempotency_fingerprint = NULL WHERE id = ?').run(order.id);
    // Nothing to compare with: a retry is answered the order, as it always was.
    const again = await placeOrder(buyer, payload(buyer, [[b, 2]]), 'placed-before-the-upgrade');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
  });

  it('creates one order per distinct key', async () => {
    const b = book(12, 10000, 10);
    const before = orderCount();
    const one = await placeOrder(buyer, payload(buyer, [[b, 1]]), 'key-a');
    const two = await placeOrder(buyer, payload(buyer, [[b, 1]]), 'key-b');
    expect([one.status, two.status]).toEqual([201, 201]);
    expect(orderCount()).toBe(before + 2);
  });

  it("keeps one user's key apart from another's", async () => {
    const b = book(12, 10000, 10);
    const other = await customer();
    const mine = await placeOrder(buyer, payload(buyer, [[b, 1]]), 'shared-key');
    const theirs = await placeOrder(other, payload(other, [[b, 1]]), 'shared-key');
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    const mineId = expectShape(OrderCreatedSchema, mine.body).order.id;
    expect(expectShape(OrderCreatedSchema, theirs.body).order.id).not.toBe(mineId);
  });

  it('creates exactly one order from 10 concurrent requests with the same key', async () => {
    const b = book(13, 10000, 50);
    const json = payload(buyer, [[b, 2]]);
    const before = orderCount();
    const responses = await Promise.all(Array.from({ length: 10 }, () => placeOrder(buyer, json, 'double-click')));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(responses.map((r) => expectShape(OrderCreatedSchema, r.body).order.id));
    expect(ids.size).toBe(1);
    expect(orderCount()).toBe(before + 1);
    expect(stockOf(b.id).stock).toBe(48);
  });

  it('does not remember a key whose order was refused', async () => {
    const b = book(14, 10000);
    const refused = await placeOrder(buyer, { ...payload(buyer, [[b, 1]]), total: '1.00' }, 'retry-me');
    expect(refused.status).toBe(422);
    const fixed = await placeOrder(buyer, payload(buyer, [[b, 1]]), 'retry-me');
    expect(fixed.status).toBe(201);
  });

  it('answers 400 for a malformed key', async () => {
    const b = book(14, 10000);
    const before = orderCount();
    for (const key of ['x'.repeat(201), 'caf\u00e9']) {
      const response = await placeOrder(buyer, payload(buyer, [[b, 1]]), key);
      expect(response.status, key.slice(0, 10)).toBe(400);
      expect(expectShape(ErrorBodySchema, response.body).message).toContain('Idempotency-Key');
    }
    expect(orderCount()).toBe(before);
  });
});

describe('GET /orders and /orders/{id}', () => {
  it("lists the user's own orders, newest first, and shows each", async () => {
    const b = book(15, 20000, 20);
    const other = await customer();
    await placeOrder(other, payload(other, [[b, 1]]));
    const first = expectShape(OrderCreatedSchema, (await placeOrder(buyer, payload(buyer, [[b, 1]]))).body).order;
    const second = expectShape(
      OrderCreatedSchema,
      (await placeOrder(buyer, payload(buyer, [[b, 2]], { shipping: 'outside_dhaka' }))).body,
    ).order;

    const list = await call(`${api.shop}/orders`, { token: buyer.token });
    expect(list.status).toBe(200);
    const { data } = expectShape(OrderListSchema, list.body);
    expect(data).toEqual([
      { id: second.id, created_at: second.created_at, status: 'pending', total: { amount: '520.00', formatted: 'Tk 520.00' } },
      { id: first.id, created_at: first.created_at, status: 'pending', total: { amount: '260.00', formatted: 'Tk 260.00' } },
    ]);

    const detail = await call(`${api.shop}/orders/${second.id}`, { token: buyer.token });
    expect(detail.status).toBe(200);
    const { order } = expectShape(OrderResponseSchema, detail.body);
    expect(order).toEqual(second);
    expect([order.sub_total.amount, order.shipping_cost.amount, order.discount.amount, order.total.amount]).toEqual([
      '400.00',
      '120.00',
      '0.00',
      '520.00',
    ]);
    expect(order.products.data[0]).toMatchObject({ qty: 2, line_total: { amount: '400.00' } });
  });

  it('answers an empty list to a user with no orders', async () => {
    expect(expectShape(OrderListSchema, (await call(`${api.shop}/orders`, { token: buyer.token })).body).data).toEqual([]);
  });

  it("answers 404 for another user's order and an unknown one", async () => {
    const b = book(15, 20000, 20);
    const { order } = expectShape(OrderCreatedSchema, (await placeOrder(buyer, payload(buyer, [[b, 1]]))).body);
    const stranger = await customer();
    expect((await call(`${api.shop}/orders/${order.id}`, { token: stranger.token })).status).toBe(404);
    expect((await call(`${api.shop}/orders/999999`, { token: buyer.token })).status).toBe(404);
    expect((await call(`${api.shop}/orders/abc`, { token: buyer.token })).status).toBe(404);
  });
});
