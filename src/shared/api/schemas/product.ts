import * as v from 'valibot';
import { CardBookSchema } from './card.ts';
import { IsoDateSchema, ImageSchema, SlugSchema } from './common.ts';

/** A book as every list, carousel, wishlist and cart shows it, and its parts. */

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

/** A book as every list, carousel and cart shows it: its card's fields (card.ts) and the rest, in this order. */
const card = CardBookSchema.entries;
export const ProductSchema = v.object({
  id: card.id,
  slug: card.slug,
  name: card.name,
  /** Romanised or English title ("Gitanjali"), for search and alt text. */
  name_en: v.string(),
  files: v.array(ImageSchema),
  base_image: card.base_image,
  writers: card.writers,
  categories: v.array(TaxonSchema),
  publisher: TaxonSchema,
  price: card.price,
  special_price: card.special_price,
  selling_price: card.selling_price,
  in_stock: card.in_stock,
  language: LanguageSchema,
  average_rating: v.pipe(v.number(), v.minValue(0), v.maxValue(5)),
  reviews_count: v.pipe(v.number(), v.integer()),
  is_new: card.is_new,
  created_at: IsoDateSchema,
});
export type Product = v.InferOutput<typeof ProductSchema>;
