import * as v from 'valibot';
import { IsoDateSchema, ImageSchema, MoneySchema, SlugSchema } from './common.ts';

export const FooterLinkSchema = v.object({ name: v.string(), type: v.string(), url: v.string() });
export const FooterMenuSchema = v.object({ title: v.string(), menus: v.array(FooterLinkSchema) });
export const FooterMenusSchema = v.object({
  footer_menu_one: FooterMenuSchema,
  footer_menu_two: FooterMenuSchema,
  footer_menu_three: FooterMenuSchema,
});
export type FooterMenus = v.InferOutput<typeof FooterMenusSchema>;

export const StoreInformationSchema = v.object({
  store_name: v.string(),
  store_address_1: v.string(),
  store_address_2: v.string(),
  store_phone: v.string(),
  store_email: v.pipe(v.string(), v.email()),
  /** Carts above this ship free (an optional extension: a backend without it makes no promise on the home page). */
  free_shipping_over: v.optional(MoneySchema),
});
export type StoreInformation = v.InferOutput<typeof StoreInformationSchema>;

export const ContactResponseSchema = v.object({ message: v.string() });

export const BlogCategorySchema = v.object({
  name: v.string(),
  slug: SlugSchema,
  posts_count: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type BlogCategory = v.InferOutput<typeof BlogCategorySchema>;
export const BlogCategoryListSchema = v.array(BlogCategorySchema);

export const TagSchema = v.object({ name: v.string(), slug: SlugSchema });
export type Tag = v.InferOutput<typeof TagSchema>;
export const TagListSchema = v.array(TagSchema);

/** A post as lists show it; `description` is HTML, sanitized by the storefront. */
export const PostSchema = v.object({
  slug: SlugSchema,
  name: v.string(),
  author: v.string(),
  categories: v.array(v.object({ name: v.string(), slug: SlugSchema })),
  tags: v.array(TagSchema),
  created_at: IsoDateSchema,
  /** The original API sends "" when a post has no image. */
  image: v.union([v.literal(''), ImageSchema]),
  description: v.string(),
  comments_count: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type Post = v.InferOutput<typeof PostSchema>;

export const PostPageSchema = v.object({
  data: v.array(PostSchema),
  current_page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  last_page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export const RecentPostsSchema = v.array(PostSchema);

export const CategoryPostsSchema = v.object({ category: BlogCategorySchema, posts: v.object({ data: v.array(PostSchema) }) });
export const TagPostsSchema = v.object({ tag: TagSchema, posts: v.object({ data: v.array(PostSchema) }) });

/** A comment as shown: the email the commenter gave is never sent back. */
export const CommentSchema = v.strictObject({
  id: v.pipe(v.number(), v.integer()),
  name: v.string(),
  web: v.string(),
  comment: v.string(),
  created_at: IsoDateSchema,
});
export type Comment = v.InferOutput<typeof CommentSchema>;

export const PostResponseSchema = v.object({
  post: PostSchema,
  comments: v.array(CommentSchema),
  /** Sidebar lists: every blog category (with counts) and every tag. */
  categories: BlogCategoryListSchema,
  tags: TagListSchema,
});

export const CommentCreatedSchema = v.object({ comment: CommentSchema });

export const PageSchema = v.object({
  slug: SlugSchema,
  name: v.string(),
  image: v.nullable(ImageSchema),
  body: v.string(),
});
export type Page = v.InferOutput<typeof PageSchema>;
