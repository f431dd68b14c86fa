import type { APIRoute } from 'astro';
import { haystackOf, searchIndexResponse } from '#features/content/search-index.ts';
import { allPosts } from '#build/catalog.ts';
import { postPath } from '#shared/links.ts';
import { htmlToText } from '#shared/text.ts';

/** What the blog's search box looks through: every post, by title, author, categories, tags and text. Its date is ISO: the box writes it in the page's language. */
export const GET: APIRoute = async () =>
  searchIndexResponse(
    (await allPosts()).map((post) => ({
      href: postPath(post.slug),
      fields: { name: post.name, date: post.created_at },
      haystack: haystackOf([
        post.name,
        post.author,
        ...post.categories.map((category) => category.name),
        ...post.tags.map((tag) => tag.name),
        htmlToText(post.description),
      ]),
    })),
  );
