/**
 * How to ask for an answer again, by its key: the storefront's own endpoint
 * modules (with their schemas), so a revalidated answer is checked exactly as
 * the build reads it.
 */
import type { ApiResult } from '#shared/api/result.ts';
import type { catalogueEndpoints } from '#shared/api/endpoints/catalogue.ts';
import type { contentEndpoints } from '#shared/api/content.ts';
import { POST_LIST_PAGE_SIZE, PRODUCT_LIST_PAGE_SIZE } from '#shared/catalog-paging.ts';

export type Endpoints = { shop: ReturnType<typeof catalogueEndpoints>; content: ReturnType<typeof contentEndpoints> };
export type AnswerCall = (api: Endpoints) => Promise<ApiResult<unknown>>;

/** Answers fetched by page; their page number is in the URL's `page`. */
export const PAGED_KEYS = new Set(['shop:products', 'content:blogs/posts']);

const FIXED: Record<string, AnswerCall> = {
  'shop:authors': (api) => api.shop.authors(),
  'shop:categories': (api) => api.shop.categories(),
  'shop:publishers': (api) => api.shop.publishers(),
  'shop:homepage/slider': (api) => api.shop.slider(),
  'shop:homepage/tabs/products': (api) => api.shop.homeTabs(),
  'shop:homepage/one-column-banner': (api) => api.shop.oneColumnBanner(),
  'shop:homepage/two-column-banner': (api) => api.shop.twoColumnBanner(),
  'shop:homepage/section/products': (api) => api.shop.homeSections(),
  'shop:homepage/recently-sold': (api) => api.shop.recentlySold(),
  'shop:homepage/weekly-best-seller': (api) => api.shop.weeklyBestSeller(),
  'shop:homepage/latest-rated-product': (api) => api.shop.latestRated(),
  'shop:testimonials': (api) => api.shop.testimonials(),
  'shop:navigation/primary': (api) => api.shop.navigation(),
  'shop:assets/logo': (api) => api.shop.logo(),
  'content:navigation/footers': (api) => api.content.footerMenus(),
  'content:informations': (api) => api.content.storeInformation(),
  'content:blogs/categories': (api) => api.content.blogCategories(),
  'content:blogs/tags': (api) => api.content.tags(),
  'content:blogs/sidebar/recents': (api) => api.content.recentPosts(),
};

const BY_PATTERN: [RegExp, (match: string) => AnswerCall][] = [
  [/^shop:products\/(.+)$/, (slug) => (api) => api.shop.product(slug)],
  [/^shop:authors\/(\d+)$/, (id) => (api) => api.shop.author(Number(id))],
  [/^shop:categories\/(.+)$/, (slug) => (api) => api.shop.category(slug)],
  [/^shop:publishers\/(.+)$/, (slug) => (api) => api.shop.publisher(slug)],
  [/^content:blogs\/posts\/(.+)$/, (slug) => (api) => api.content.post(slug)],
  [/^content:blogs\/categories\/(.+)$/, (slug) => (api) => api.content.blogCategory(slug)],
  [/^content:blogs\/tags\/(.+)$/, (slug) => (api) => api.content.tag(slug)],
  [/^content:pages\/(.+)$/, (slug) => (api) => api.content.page(slug)],
];

/** The call for a key (and, for a paged list, its page), or null for a key the build never reads. */
export function answerCall(key: string, page = 1): AnswerCall | null {
  if (key === 'shop:products') return (api) => api.shop.productsPage(page, PRODUCT_LIST_PAGE_SIZE);
  if (key === 'content:blogs/posts') return (api) => api.content.posts(page, POST_LIST_PAGE_SIZE);
  const fixed = FIXED[key];
  if (fixed) return fixed;
  for (const [pattern, call] of BY_PATTERN) {
    const match = pattern.exec(key);
    if (match) return call(match[1] ?? '');
  }
  return null;
}

/** The page number of a paged answer's URL. */
export function pageOf(url: string): number {
  return Number(new URL(url).searchParams.get('page') ?? 1);
}
