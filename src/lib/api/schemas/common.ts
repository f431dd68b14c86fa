import * as v from 'valibot';

/**
 * Money on the wire: taka as a decimal string with exactly two places ("350.00"),
 * so no float ever carries a price. `toPaisa` in src/lib/money.ts turns it into
 * whole paisa for arithmetic.
 */
export const MoneySchema = v.object({
  amount: v.pipe(v.string(), v.regex(/^\d+\.\d{2}$/, 'amount must be taka with two decimals')),
  formatted: v.string(),
});
export type Money = v.InferOutput<typeof MoneySchema>;

/** An image the API serves; `path` is an absolute URL on the shop's own hosts. */
export const ImageSchema = v.object({ path: v.pipe(v.string(), v.url()) });
export type Image = v.InferOutput<typeof ImageSchema>;

export const IsoDateSchema = v.pipe(v.string(), v.isoTimestamp());

export const SlugSchema = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'not a slug'));

/** Every error the APIs answer: a message, and for 422 the first-class field errors. */
export const ErrorBodySchema = v.object({
  message: v.string(),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
});
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;

export const MessageSchema = v.object({ message: v.string() });
