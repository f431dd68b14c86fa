/** The sitemap's data as the build reads it (build time only). */
import {
  allPosts,
  allProducts,
  authorBooks,
  authors,
  blogCategories,
  categories,
  categoryBooks,
  pageSlugs,
  publisherBooks,
  publishers,
  tags,
} from './catalog.ts';
import { mapLimit } from '#shared/concurrency.ts';
import type { RouteData } from './site-routes.ts';

const FETCH_CONCURRENCY = 4;

export async function buildRouteData(): Promise<RouteData> {
  const [products, authorList, categoryList, publisherList, posts, blogCategoryList, tagList, pages] = await Promise.all([
    allProducts(),
    authors(),
    categories(),
    publishers(),
    allPosts(),
    blogCategories(),
    tags(),
    pageSlugs(),
  ]);
  const members = async <T, K>(
    list: readonly T[],
    keyOf: (item: T) => K,
    load: (item: T) => Promise<{ products: readonly { slug: string }[] }>,
  ) =>
    new Map(
      await mapLimit(list, FETCH_CONCURRENCY, async (item) => [keyOf(item), (await load(item)).products.map((book) => book.slug)] as const),
    );
  const [authorBookSlugs, categoryBookSlugs, publisherBookSlugs] = await Promise.all([
    members(
      authorList,
      (a) => a.id,
      (a) => authorBooks(a.id),
    ),
    members(
      categoryList,
      (c) => c.slug,
      (c) => categoryBooks(c.slug),
    ),
    members(
      publisherList,
      (p) => p.slug,
      (p) => publisherBooks(p.slug),
    ),
  ]);
  return {
    products,
    authors: authorList,
    authorBooks: authorBookSlugs,
    categories: categoryList,
    categoryBooks: categoryBookSlugs,
    publishers: publisherList,
    publisherBooks: publisherBookSlugs,
    posts,
    blogCategories: blogCategoryList,
    tags: tagList,
    pageSlugs: pages,
  };
}
