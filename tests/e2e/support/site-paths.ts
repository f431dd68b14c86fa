import { expect, type APIRequestContext } from '@playwright/test';
import * as v from 'valibot';
import { blogArchivePath, blogCategoryPath, blogTagPath } from '#features/blog/blog-links.ts';
import { AuthorListSchema, CategoryListSchema, PagedProductsSchema, PublisherListSchema } from '#shared/api/schemas/catalogue.ts';
import { BlogCategoryListSchema, PostPageSchema, TagListSchema } from '#shared/api/schemas/content.ts';
import { archiveMonth } from '#shared/text.ts';
import { authorListingPath, bookPath, categoryListingPath, postPath, publisherListingPath } from '#shared/links.ts';
import { SHOP_API } from './accounts.ts';

const CONTENT_API = SHOP_API.replace(/\/api\/v1$/, '/content');

async function read<S extends v.GenericSchema>(request: APIRequestContext, url: string, schema: S): Promise<v.InferOutput<S>> {
  const response = await request.get(url);
  expect(response.ok(), url).toBe(true);
  return v.parse(schema, await response.json());
}

function first<T>(list: readonly T[], what: string): T {
  const item = list[0];
  if (item === undefined) throw new Error(`the seed has no ${what}`);
  return item;
}

/** One real address of each catalogue and blog page type, read from the API the site was built from. */
export async function sitePaths(request: APIRequestContext) {
  const [products, authors, categories, publishers, posts, blogCategories, tags] = await Promise.all([
    read(request, `${SHOP_API}/products?page=1`, PagedProductsSchema),
    read(request, `${SHOP_API}/authors`, AuthorListSchema),
    read(request, `${SHOP_API}/categories`, CategoryListSchema),
    read(request, `${SHOP_API}/publishers`, PublisherListSchema),
    read(request, `${CONTENT_API}/blogs/posts?page=1`, PostPageSchema),
    read(request, `${CONTENT_API}/blogs/categories`, BlogCategoryListSchema),
    read(request, `${CONTENT_API}/blogs/tags`, TagListSchema),
  ]);
  const author = first(authors, 'author');
  const post = first(posts.data, 'post');
  return {
    book: bookPath(first(products.products, 'book').slug),
    author: authorListingPath(author.id, author.name),
    category: categoryListingPath(first(categories, 'category').slug),
    publisher: publisherListingPath(first(publishers, 'publisher').slug),
    post: postPath(post.slug),
    blogCategory: blogCategoryPath(
      first(
        blogCategories.filter((c) => c.posts_count > 0),
        'blog category',
      ).slug,
    ),
    blogTag: blogTagPath(first(tags, 'tag').slug),
    blogArchive: blogArchivePath(archiveMonth(post.created_at)),
  };
}
