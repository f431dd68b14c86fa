import * as v from 'valibot';
import { IsoDateSchema, ImageSchema, MessageSchema, MoneySchema, SlugSchema } from './common.ts';

// ---- Catalogue -------------------------------------------------------------

export const WriterSchema = v.object({ id: v.pipe(v.number(), v.integer()), name: v.string() });
export type Writer = v.InferOutput<typeof WriterSchema>;

export const TaxonSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  name: v.string(),
  slug: SlugSchema,
});
export type Taxon = v.InferOutput<typeof TaxonSchema>;

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
export const CategorySchema = PublisherSchema;
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

export const ReviewSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  reviewer_name: v.string(),
  created_at: IsoDateSchema,
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  comment: v.string(),
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
export type PagedProducts = v.InferOutput<typeof PagedProductsSchema>;

export const CategoryProductsSchema = v.object({ category: CategorySchema, products: v.array(ProductSchema) });
export const PublisherProductsSchema = v.object({ publisher: PublisherSchema, products: v.array(ProductSchema) });
export const AuthorProductsSchema = v.object({ author: AuthorSchema, products: v.array(ProductSchema) });

export const AuthorListSchema = v.array(AuthorSchema);
export const PublisherListSchema = v.array(PublisherSchema);
export const CategoryListSchema = v.array(CategorySchema);

// ---- Home page ---------------------------------------------------------------

export const SlideSchema = v.object({
  file: ImageSchema,
  caption_1: v.string(),
  caption_2: v.string(),
  call_to_action_text: v.string(),
  call_to_action_url: v.string(),
});
export const SliderSchema = v.array(SlideSchema);

export const BannerSchema = v.object({ file: ImageSchema, url: v.string() });
export const TwoColumnBannerSchema = v.object({ one: BannerSchema, two: BannerSchema });

export const ProductSectionSchema = v.object({ title: v.string(), products: v.array(ProductSchema) });
export type ProductSection = v.InferOutput<typeof ProductSectionSchema>;

export const HomeTabsSchema = v.object({
  tab_one: ProductSectionSchema,
  tab_two: ProductSectionSchema,
  tab_three: ProductSectionSchema,
});

export const SECTION_KEYS = [
  'section_one', 'section_two', 'section_three', 'section_four', 'section_five', 'section_six',
  'section_seven', 'section_eight', 'section_nine', 'section_ten', 'section_eleven', 'section_twelve',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

export const HomeSectionsSchema = v.object(
  Object.fromEntries(SECTION_KEYS.map((k) => [k, ProductSectionSchema])) as Record<SectionKey, typeof ProductSectionSchema>,
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

// ---- Customer ------------------------------------------------------------------

export const UserSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  first_name: v.string(),
  last_name: v.string(),
  email: v.pipe(v.string(), v.email()),
  phone: v.string(),
});
export type User = v.InferOutput<typeof UserSchema>;

export const LoginResponseSchema = v.object({ token: v.pipe(v.string(), v.minLength(20)), user: UserSchema });
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>;
export const RegistrationResponseSchema = v.object({ message: v.string(), user: UserSchema });
export const UserResponseSchema = v.object({ user: UserSchema });
export const UserUpdateResponseSchema = v.object({ message: v.string(), user: UserSchema });

export const AddressSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  first_name: v.string(),
  last_name: v.string(),
  full_name: v.string(),
  address_1: v.string(),
  city: v.string(),
  zip: v.string(),
  country_name: v.string(),
  state_name: v.string(),
});
export type Address = v.InferOutput<typeof AddressSchema>;
export const AddressListSchema = v.object({ data: v.array(AddressSchema) });
export const AddressResponseSchema = v.object({ address: AddressSchema });
export const AddressSavedSchema = v.object({ message: v.string(), address: AddressSchema });

export const WishlistSchema = v.object({ products: v.array(ProductSchema) });
export const WishlistChangeSchema = v.object({ message: v.string(), products: v.array(ProductSchema) });

export const ReviewStatusSchema = v.object({ message: v.string(), reviewed: v.boolean() });
export const ReviewCreatedSchema = v.object({ message: v.string(), review: ReviewSchema });

export const ShippingMethodSchema = v.object({
  name: v.string(),
  shipping_method: v.string(),
  shipping_cost: MoneySchema,
});
export type ShippingMethod = v.InferOutput<typeof ShippingMethodSchema>;
export const ShippingMethodListSchema = v.object({ data: v.array(ShippingMethodSchema) });

export const PaymentMethodSchema = v.object({ name: v.string(), description: v.string(), payment_method: v.string() });
export type PaymentMethod = v.InferOutput<typeof PaymentMethodSchema>;
export const PaymentMethodListSchema = v.object({ data: v.array(PaymentMethodSchema) });

export const CouponSchema = v.object({ code: v.string(), minimum_spend: MoneySchema, value: MoneySchema });
export type Coupon = v.InferOutput<typeof CouponSchema>;
export const CouponResponseSchema = v.object({ coupon: CouponSchema });

export const OrderSummarySchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  created_at: IsoDateSchema,
  status: v.string(),
  total: MoneySchema,
});
export type OrderSummary = v.InferOutput<typeof OrderSummarySchema>;
export const OrderListSchema = v.object({ data: v.array(OrderSummarySchema) });

export const OrderLineSchema = v.object({
  qty: v.pipe(v.number(), v.integer(), v.minValue(1)),
  unit_price: MoneySchema,
  line_total: MoneySchema,
  product: v.object({ id: v.pipe(v.number(), v.integer()), slug: SlugSchema, name: v.string(), special_price: MoneySchema }),
});

export const OrderDetailSchema = v.object({
  ...OrderSummarySchema.entries,
  billing_first_name: v.string(),
  billing_last_name: v.string(),
  shipping_address_1: v.string(),
  shipping_city: v.string(),
  shipping_zip: v.string(),
  shipping_country: v.string(),
  customer_email: v.string(),
  customer_phone: v.string(),
  shipping_method: v.string(),
  payment_method: v.string(),
  sub_total: MoneySchema,
  shipping_cost: MoneySchema,
  discount: MoneySchema,
  products: v.object({ data: v.array(OrderLineSchema) }),
});
export type OrderDetail = v.InferOutput<typeof OrderDetailSchema>;
export const OrderResponseSchema = v.object({ order: OrderDetailSchema });
export const OrderCreatedSchema = v.object({ message: v.string(), order: OrderDetailSchema });

export { MessageSchema };
