/**
 * The routes' data for a live update, from what the rebuild already holds: the
 * facts of every answer (the books of each list) and the cached bodies of the
 * few small lists (authors, categories, publishers, posts, blog categories,
 * tags, footer menus). No book detail is read.
 */
import { cacheKey, type ApiCache } from '../../../src/lib/api/api-cache.ts';
import { pageSlugsOf } from '../../../src/lib/page-slugs.ts';
import type { FooterMenus } from '../../../src/lib/api/schemas/content.ts';
import type { RouteData } from '../expected-routes.ts';
import { pageOf } from './answer-calls.ts';
import type { AnswerFacts } from './answers.ts';

export function routeData(answers: Record<string, AnswerFacts>, cache: ApiCache): RouteData {
  const byKey = new Map<string, [string, AnswerFacts][]>();
  for (const entry of Object.entries(answers)) byKey.set(entry[1].key, [...(byKey.get(entry[1].key) ?? []), entry]);
  const body = (key: string): unknown => {
    const [url] = byKey.get(key)?.[0] ?? [];
    const text = url ? cache.read(cacheKey(url))?.body : undefined;
    if (text === undefined) throw new Error(`live update: the answer of ${key} is not in the cache`);
    return JSON.parse(text);
  };
  const pages = (key: string) => [...(byKey.get(key) ?? [])].sort(([a], [b]) => pageOf(a) - pageOf(b));
  const members = <K>(prefix: string, parse: (id: string) => K) => {
    const map = new Map<K, readonly string[]>();
    for (const [key, entries] of byKey) if (key.startsWith(`${prefix}/`)) map.set(parse(key.slice(prefix.length + 1)), entries[0]?.[1].embeds ?? []);
    return map;
  };
  const posts = pages('content:blogs/posts').flatMap(([url]) => {
    const text = cache.read(cacheKey(url))?.body;
    if (text === undefined) throw new Error(`live update: ${url} is not in the cache`);
    return (JSON.parse(text) as { data: { slug: string; created_at: string }[] }).data;
  });
  return {
    products: pages('shop:products').flatMap(([, facts]) => facts.embeds.map((slug) => ({ slug }))),
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
