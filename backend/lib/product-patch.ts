import * as v from 'valibot';
import { checkFields, fieldsSchema, onlyFields, readField, rule } from './field-rules.ts';
import type { JsonObject } from './json-body.ts';
import { MONEY_MESSAGE, notAccepted, PRICE, STOCK, STOCK_MESSAGE } from './product-fields.ts';

/** What a staff PATCH may change; absent keys stay as they are, `specialPrice: null` clears the offer. */
export type ProductPatch = { price?: number; specialPrice?: number | null; stock?: number };

const PATCH_FIELDS = ['price', 'special_price', 'stock'];
const SEND_ONE = `Send at least one of ${PATCH_FIELDS.join(', ')}.`;

const changesNothing = (body: JsonObject) => !PATCH_FIELDS.some((field) => field in body);

const PATCH = fieldsSchema(
  // A field named "body" collides with the empty-PATCH error, which has always won.
  onlyFields(PATCH_FIELDS, (field, body) => (field === 'body' && changesNothing(body) ? SEND_ONE : notAccepted(field, PATCH_FIELDS))),
  rule('body', (body) => !changesNothing(body), SEND_ONE),
  rule('price', (body) => !('price' in body) || v.is(PRICE, body.price), MONEY_MESSAGE('price')),
  rule(
    'special_price',
    (body) => !('special_price' in body) || body.special_price === null || v.is(PRICE, body.special_price),
    `${MONEY_MESSAGE('special price')} Send null to clear it.`,
  ),
  rule('stock', (body) => !('stock' in body) || v.is(STOCK, body.stock), STOCK_MESSAGE),
);

/** A PATCH body checked on its own (a 422 otherwise); the special price against a stored price is checked by the write. */
export function readProductPatch(body: JsonObject): ProductPatch {
  checkFields(PATCH, body);
  const patch: ProductPatch = {};
  if ('price' in body) patch.price = readField(PRICE, body.price);
  if ('special_price' in body) patch.specialPrice = body.special_price === null ? null : readField(PRICE, body.special_price);
  if ('stock' in body) patch.stock = readField(STOCK, body.stock);
  return patch;
}
