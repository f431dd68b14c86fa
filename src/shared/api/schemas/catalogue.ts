import * as v from 'valibot';
import { IsoDateSchema, ImageSchema, SiteLinkSchema } from './common.ts';
import { AuthorSchema, CategorySchema, ProductSchema, PublisherSchema } from './product.ts';

export const ReviewSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  reviewer_name: v.string(),
  created_at: IsoDateSchema,
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  comment: v.string(),
  /** An extension (the bundled API sends it): the reviewer ordered the book. A backend without it: no mark. */
  verified_purchase: v.optional(v.boolean()),
});
export type Review = v.InferOutput<typeof ReviewSchema>;

export const AttributeSchema = v.object({ name: v.string(), value: v.string() });

export const ProductDetailSchema = v.object({
  ...ProductSchema.entries,
  /** HTML, sanitized by the storefront before it reaches a page. */
  description: v.string(),
  attributes: v.array(AttributeSchema),
  reviews: v.array(ReviewSchema),
  related: v.object({ products: v.array(ProductSchema) }),
  /** How many readers wait for the book to be back: an optional extension (a backend without it shows no request). */
  restock_waiting: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});
export type ProductDetail = v.InferOutput<typeof ProductDetailSchema>;

export const ProductDetailResponseSchema = v.object({ product: ProductDetailSchema });

export const ProductListSchema = v.object({ products: v.array(ProductSchema) });

export const PagedProductsSchema = v.object({
  products: v.array(ProductSchema),
  first_page: v.literal(1),
  last_page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  current_page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  per_page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export const CategoryProductsSchema = v.object({ category: CategorySchema, products: v.array(ProductSchema) });
export const PublisherProductsSchema = v.object({ publisher: PublisherSchema, products: v.array(ProductSchema) });
export const AuthorProductsSchema = v.object({ author: AuthorSchema, products: v.array(ProductSchema) });

export const AuthorListSchema = v.array(AuthorSchema);
export const PublisherListSchema = v.array(PublisherSchema);
export const CategoryListSchema = v.array(CategorySchema);

// ---- Home page

export const SlideSchema = v.object({
  file: ImageSchema,
  caption_1: v.string(),
  caption_2: v.string(),
  call_to_action_text: v.string(),
  call_to_action_url: SiteLinkSchema,
});
export const SliderSchema = v.array(SlideSchema);

export const BannerSchema = v.object({ file: ImageSchema, url: SiteLinkSchema });
export const TwoColumnBannerSchema = v.object({ one: BannerSchema, two: BannerSchema });

export const ProductSectionSchema = v.object({ title: v.string(), products: v.array(ProductSchema) });

export const HomeTabsSchema = v.object({
  tab_one: ProductSectionSchema,
  tab_two: ProductSectionSchema,
  tab_three: ProductSectionSchema,
});

export const SECTION_KEYS = [
  'section_one',
  'section_two',
  'section_three',
  'section_four',
  'section_five',
  'section_six',
  'section_seven',
  'section_eight',
  'section_nine',
  'section_ten',
  'section_eleven',
  'section_twelve',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

export const HomeSectionsSchema = /* @__PURE__ */ v.object(
  /* @__PURE__ */ Object.fromEntries(SECTION_KEYS.map((k) => [k, ProductSectionSchema])) as Record<SectionKey, typeof ProductSectionSchema>,
);

export const TestimonialSchema = v.object({ id: v.pipe(v.number(), v.integer()), text: v.string(), name: v.string() });
export const TestimonialListSchema = v.array(TestimonialSchema);

export type NavigationItem = {
  id: number;
  name: string;
  type: string;
  url: string;
  children: NavigationItem[];
};
export const NavigationItemSchema: v.GenericSchema<NavigationItem> = v.object({
  id: v.pipe(v.number(), v.integer()),
  name: v.string(),
  type: v.string(),
  url: v.string(),
  children: v.array(v.lazy(() => NavigationItemSchema)),
});
export const NavigationSchema = v.array(NavigationItemSchema);

export const LogoSchema = v.object({ logo: ImageSchema });
