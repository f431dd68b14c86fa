/**
 * The routes' data for a live update, from what the rebuild already holds: the
 * facts of every answer (the books of each list) and the cached bodies of the
 * few small lists (authors, categories, publishers, posts, blog categories,
 * tags, footer menus). No book detail is read.
 */
import { cacheKey, type ApiCache } from '#build/api-cache.ts';
import { pageSlugsOf } from '#shared/page-slugs.ts';
import type { FooterMenus } from '#shared/api/schemas/content.ts';
import type { RouteData } from '../expected-routes.ts';
import type { AnswerView } from './previous-answers.ts';

export function routeData(answers: AnswerView, cache: ApiCache): RouteData {
  const read = (url: string): unknown => {
    const text = cache.read(cacheKey(url))?.body;
    if (text === undefined) throw new Error(`live update: ${url} is not in the cache`);
    return JSON.parse(text);
  };
  const body = (key: string): unknown => {
    const [url] = answers.urlsOf(key);
    if (url === undefined) throw new Error(`live update: the answer of ${key} is not in the state`);
    return read(url);
  };
  const members = <K>(prefix: string, parse: (id: string) => K) => {
    const map = new Map<K, readonly string[]>();
    for (const [, facts] of answers.under(prefix)) map.set(parse(facts.key.slice(prefix.length + 1)), facts.embeds);
    return map;
  };
  const posts = answers
    .urlsOf('content:blogs/posts')
    .flatMap((url) => (read(url) as { data: { slug: string; created_at: string }[] }).data);
  return {
    products: answers.urlsOf('shop:products').flatMap((url) => (answers.facts(url)?.embeds ?? []).map((slug) => ({ slug }))),
    authors: body('shop:authors') as { id: number; name: string }[],
    authorBooks: members('shop:authors', Number),
    categories: body('shop:categories') as { slug: string }[],
    categoryBooks: members('shop:categories', String),
    publishers: body('shop:publishers') as { slug: string }[],
    publisherBooks: members('shop:publishers', String),
    posts,
    blogCategories: body('content:blogs/categories') as { slug: string }[],
    tags: body('content:blogs/tags') as { slug: string }[],
    pageSlugs: pageSlugsOf(body('content:navigation/footers') as FooterMenus),
  };
}
