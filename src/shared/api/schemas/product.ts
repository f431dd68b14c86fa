import * as v from 'valibot';
import { IsoDateSchema, ImageSchema, MoneySchema, SlugSchema } from './common.ts';

/** A book as every list, carousel, wishlist and cart shows it, and its parts. */
export const WriterSchema = v.object({ id: v.pipe(v.number(), v.integer()), name: v.string() });

export const TaxonSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  name: v.string(),
  slug: SlugSchema,
});

export const AuthorSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  name: v.string(),
  /** Latin spelling, for search and for readers who type in English. */
  name_en: v.string(),
  products_count: v.pipe(v.number(), v.integer()),
});
export type Author = v.InferOutput<typeof AuthorSchema>;

export const PublisherSchema = v.object({
  ...TaxonSchema.entries,
  products_count: v.pipe(v.number(), v.integer()),
});
export type Publisher = v.InferOutput<typeof PublisherSchema>;
export const CategorySchema = v.object({ ...PublisherSchema.entries });
export type Category = Publisher;

export const LanguageSchema = v.picklist(['Bangla', 'English']);

/** A book as every list, carousel and cart shows it. */
export const ProductSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  slug: SlugSchema,
  name: v.string(),
  /** Romanised or English title ("Gitanjali"), for search and alt text. */
  name_en: v.string(),
  files: v.array(ImageSchema),
  base_image: ImageSchema,
  writers: v.array(WriterSchema),
  categories: v.array(TaxonSchema),
  publisher: TaxonSchema,
  price: MoneySchema,
  /** Present only when the book is on offer below its price. */
  special_price: v.nullable(MoneySchema),
  /** What the shopper pays: special_price when present, otherwise price. */
  selling_price: MoneySchema,
  in_stock: v.boolean(),
  language: LanguageSchema,
  average_rating: v.pipe(v.number(), v.minValue(0), v.maxValue(5)),
  reviews_count: v.pipe(v.number(), v.integer()),
  is_new: v.boolean(),
  created_at: IsoDateSchema,
});
export type Product = v.InferOutput<typeof ProductSchema>;
