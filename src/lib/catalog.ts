/**
 * Build-time data: everything the prebuilt pages read from the APIs, fetched
 * once per build (memoized for every page that needs it), with bounded
 * concurrency, and validated. A failure throws with the call and the reason,
 * which fails the build: a page is never rendered from data that is not there.
 */
import { contentApi, shopApi } from './api/build-clients.ts';
import { unwrap } from './api/result.ts';
import { POST_LIST_PAGE_SIZE, PRODUCT_LIST_PAGE_SIZE } from './catalog-paging.ts';
import type { Product, ProductDetail } from './api/schemas/shop.ts';
import { mapLimit } from './concurrency.ts';

const FETCH_CONCURRENCY = 4;
const PAGE_SIZE = PRODUCT_LIST_PAGE_SIZE;

const memo = new Map<string, Promise<unknown>>();
function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let hit = memo.get(key) as Promise<T> | undefined;
  if (!hit) {
    hit = load();
    memo.set(key, hit);
  }
  return hit;
}

/** Every book, newest first, fetched page by page. */
export function allProducts(): Promise<Product[]> {
  return once('allProducts', async () => {
    const first = unwrap(await shopApi.productsPage(1, PAGE_SIZE), 'GET /products?page=1');
    const rest = await mapLimit(
      Array.from({ length: first.last_page - 1 }, (_, i) => i + 2),
      FETCH_CONCURRENCY,
      async (page) => unwrap(await shopApi.productsPage(page, PAGE_SIZE), `GET /products?page=${page}`).products,
    );
    const products = [first.products, ...rest].flat();
    if (products.length !== first.total) {
      throw new Error(`GET /products: expected ${first.total} books over ${first.last_page} pages, got ${products.length}`);
    }
    return products;
  });
}

/** One book with its reviews and related books. */
export function productDetail(slug: string): Promise<ProductDetail> {
  return once(`product:${slug}`, async () => unwrap(await shopApi.product(slug), `GET /products/${slug}`).product);
}

export const authors = () => once('authors', async () => unwrap(await shopApi.authors(), 'GET /authors'));
export const publishers = () => once('publishers', async () => unwrap(await shopApi.publishers(), 'GET /publishers'));
export const categories = () => once('categories', async () => unwrap(await shopApi.categories(), 'GET /categories'));
export const authorBooks = (id: number) => once(`author:${id}`, async () => unwrap(await shopApi.author(id), `GET /authors/${id}`));
export const publisherBooks = (slug: string) =>
  once(`publisher:${slug}`, async () => unwrap(await shopApi.publisher(slug), `GET /publishers/${slug}`));
export const categoryBooks = (slug: string) =>
  once(`category:${slug}`, async () => unwrap(await shopApi.category(slug), `GET /categories/${slug}`));

export const navigation = () =>
  once('navigation', async () => {
    // The specification: a failed navigation call is only logged; the fixed menu items still show.
    const result = await shopApi.navigation();
    if (!result.ok) console.warn(`GET /navigation/primary failed (${result.error.kind}); building the menu without it.`);
    return result.ok ? result.data : [];
  });
export const logo = () =>
  once('logo', async () => {
    // The default logo shows when the logo call fails.
    const result = await shopApi.logo();
    return result.ok ? result.data.logo.path : null;
  });

export const home = {
  slider: () => once('slider', async () => unwrap(await shopApi.slider(), 'GET /homepage/slider')),
  tabs: () => once('tabs', async () => unwrap(await shopApi.homeTabs(), 'GET /homepage/tabs/products')),
  oneColumnBanner: () => once('banner1', async () => unwrap(await shopApi.oneColumnBanner(), 'GET /homepage/one-column-banner')),
  twoColumnBanner: () => once('banner2', async () => unwrap(await shopApi.twoColumnBanner(), 'GET /homepage/two-column-banner')),
  sections: () => once('sections', async () => unwrap(await shopApi.homeSections(), 'GET /homepage/section/products')),
  recentlySold: () => once('recentlySold', async () => unwrap(await shopApi.recentlySold(), 'GET /homepage/recently-sold')),
  weeklyBestSeller: () => once('weekly', async () => unwrap(await shopApi.weeklyBestSeller(), 'GET /homepage/weekly-best-seller')),
  latestRated: () => once('latestRated', async () => unwrap(await shopApi.latestRated(), 'GET /homepage/latest-rated-product')),
  testimonials: () => once('testimonials', async () => unwrap(await shopApi.testimonials(), 'GET /testimonials')),
};

export const footerMenus = () => once('footers', async () => unwrap(await contentApi.footerMenus(), 'GET /navigation/footers'));
export const storeInformation = () => once('info', async () => unwrap(await contentApi.storeInformation(), 'GET /informations'));

/** Every blog post, newest first. */
export function allPosts() {
  return once('posts', async () => {
    const first = unwrap(await contentApi.posts(1, POST_LIST_PAGE_SIZE), 'GET /blogs/posts?page=1');
    const rest = await mapLimit(
      Array.from({ length: first.last_page - 1 }, (_, i) => i + 2),
      FETCH_CONCURRENCY,
      async (page) => unwrap(await contentApi.posts(page, POST_LIST_PAGE_SIZE), `GET /blogs/posts?page=${page}`).data,
    );
    return [first.data, ...rest].flat();
  });
}
export const post = (slug: string) => once(`post:${slug}`, async () => unwrap(await contentApi.post(slug), `GET /blogs/posts/${slug}`));
export const blogCategories = () => once('blogCategories', async () => unwrap(await contentApi.blogCategories(), 'GET /blogs/categories'));
export const blogCategory = (slug: string) =>
  once(`blogCategory:${slug}`, async () => unwrap(await contentApi.blogCategory(slug), `GET /blogs/categories/${slug}`));
export const tags = () => once('tags', async () => unwrap(await contentApi.tags(), 'GET /blogs/tags'));
export const tag = (slug: string) => once(`tag:${slug}`, async () => unwrap(await contentApi.tag(slug), `GET /blogs/tags/${slug}`));
export const recentPosts = () => once('recentPosts', async () => unwrap(await contentApi.recentPosts(), 'GET /blogs/sidebar/recents'));
export const page = (slug: string) => once(`page:${slug}`, async () => unwrap(await contentApi.page(slug), `GET /pages/${slug}`));

/** The generic pages the APIs name: the footer menus' page links, plus the shop's standing pages. */
export async function pageSlugs(): Promise<string[]> {
  const menus = await footerMenus();
  const fromMenus = [menus.footer_menu_one, menus.footer_menu_two, menus.footer_menu_three]
    .flatMap((m) => m.menus)
    .filter((link) => link.type === 'page')
    .map((link) => link.url);
  return [...new Set([...fromMenus, 'about', 'delivery', 'returns', 'privacy', 'terms'])];
}
