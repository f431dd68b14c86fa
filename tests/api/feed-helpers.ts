import * as v from 'valibot';
import { AddressSavedSchema } from './schemas.ts';
import { call, expectShape, newCustomer, type TestApi } from './harness.ts';

/** GET /api/v1/changes as the contract extension in backend/README.md describes it. */
export const ChangeSchema = v.strictObject({
  seq: v.pipe(v.number(), v.integer(), v.minValue(1)),
  kind: v.string(),
  action: v.picklist(['created', 'updated', 'deleted']),
  id: v.nullable(v.pipe(v.number(), v.integer())),
  slug: v.nullable(v.string()),
  fields: v.array(v.string()),
  at: v.pipe(v.string(), v.isoTimestamp()),
});

export const FeedSchema = v.strictObject({
  cursor: v.pipe(v.string(), v.regex(/^[0-9a-z]+\.\d+$/)),
  reset: v.boolean(),
  more: v.boolean(),
  changes: v.array(ChangeSchema),
});
export type Feed = v.InferOutput<typeof FeedSchema>;

export const STAFF_TOKEN = 'staff-token-for-tests-0123456789';

export async function readFeed(api: TestApi, since?: string, limit?: number): Promise<Feed> {
  const query = new URLSearchParams();
  if (since !== undefined) query.set('since', since);
  if (limit !== undefined) query.set('limit', String(limit));
  const response = await call(`${api.shop}/changes?${query.toString()}`);
  if (response.status !== 200) throw new Error(`GET /changes answered ${response.status} ${JSON.stringify(response.body)}`);
  return expectShape(FeedSchema, response.body);
}

/** The feed's cursor now: where a test starts watching. */
export async function currentCursor(api: TestApi): Promise<string> {
  return (await readFeed(api)).cursor;
}

export function staff(api: TestApi, path: string, init: { method: string; json?: unknown; token?: string }) {
  return call(`${api.shop}/staff${path}`, { method: init.method, json: init.json, token: init.token ?? STAFF_TOKEN });
}

/** A new customer with a saved address who orders one copy of the book at `pricePaisa` (the test set that price). */
export async function orderOneCopy(api: TestApi, productId: number, pricePaisa: number) {
  const { token, details } = await newCustomer(api);
  const saved = await call(`${api.shop}/user/addresses`, {
    token,
    json: { first_name: 'রহিম', last_name: 'উদ্দিন', address_1: 'বাড়ি ৭, মিরপুর', city: 'Dhaka', country: 'Bangladesh', zip: '1216' },
  });
  const { address } = expectShape(AddressSavedSchema, saved.body);
  const taka = (paisa: number) => (paisa / 100).toFixed(2);
  const shipping = 6000;
  return call(`${api.shop}/orders`, {
    token,
    json: {
      billing_first_name: 'রহিম',
      billing_last_name: 'উদ্দিন',
      billing_address_1: address.id,
      billing_city: 'Dhaka',
      billing_zip: '1216',
      billing_country: 'Bangladesh',
      customer_email: details.email,
      customer_phone: '01711000000',
      products: [{ product_id: productId, qty: 1, unit_price: taka(pricePaisa), line_total: taka(pricePaisa) }],
      payment_method: 'cashondelivery',
      sub_total: taka(pricePaisa),
      discount: '0.00',
      shipping_method: 'inside_dhaka',
      shipping_cost: taka(shipping),
      shipping_address_id: address.id,
      total: taka(pricePaisa + shipping),
    },
  });
}
