import * as v from 'valibot';
import { ImageSchema, MoneySchema, SlugSchema } from './common.ts';

/**
 * What a book card needs (name, cover, writers with their ids, prices, stock, the New badge, the
 * cart's fields): part of every product (product.ts builds on these fields), and what the search
 * index carries for a book as one meta value, so search results render in the same card markup as
 * every listing. A module of its own so that the browser's cards need no more of the product.
 */
export const WriterSchema = v.object({ id: v.pipe(v.number(), v.integer()), name: v.string() });

export const CardBookSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  slug: SlugSchema,
  name: v.string(),
  base_image: ImageSchema,
  writers: v.array(WriterSchema),
  price: MoneySchema,
  /** Present only when the book is on offer below its price. */
  special_price: v.nullable(MoneySchema),
  /** What the shopper pays: special_price when present, otherwise price. */
  selling_price: MoneySchema,
  in_stock: v.boolean(),
  is_new: v.boolean(),
});
export type CardBook = v.InferOutput<typeof CardBookSchema>;

/** The fields a book card shows or carries (its cart button's too): what a card's change is. */
export const CARD_FIELDS = Object.keys(CardBookSchema.entries) as (keyof CardBook)[];
