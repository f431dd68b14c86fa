/** The sitemap's data as the build reads it (build time only). */
import { allPosts, allProducts, authorBooks, authors, blogCategories, categories, categoryBooks, pageSlugs, publisherBooks, publishers, tags } from './catalog.ts';
import { mapLimit } from './concurrency.ts';
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
  const counts = async <T, K>(list: readonly T[], keyOf: (item: T) => K, load: (item: T) => Promise<{ products: unknown[] }>) =>
    new Map(await mapLimit(list, FETCH_CONCURRENCY, async (item) => [keyOf(item), (await load(item)).products.length] as const));
  const [authorBookCounts, categoryBookCounts, publisherBookCounts] = await Promise.all([
    counts(authorList, (a) => a.id, (a) => authorBooks(a.id)),
    counts(categoryList, (c) => c.slug, (c) => categoryBooks(c.slug)),
    counts(publisherList, (p) => p.slug, (p) => publisherBooks(p.slug)),
  ]);
  return {
    products,
    authors: authorList,
    authorBookCounts,
    categories: categoryList,
    categoryBookCounts,
    publishers: publisherList,
    publisherBookCounts,
    posts,
    blogCategories: blogCategoryList,
    tags: tagList,
    pageSlugs: pages,
  };
}
