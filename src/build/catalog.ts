/**
 * Build-time data: everything the prebuilt pages read from the APIs, fetched
 * once per build (memoized for every page that needs it), with bounded
 * concurrency, and validated. A failure throws with the call and the reason,
 * which fails the build: a page is never rendered from data that is not there.
 */
import { contentApi, shopApi } from './build-clients.ts';
import { unwrap } from '#shared/api/result.ts';
import { POST_LIST_PAGE_SIZE, PRODUCT_LIST_PAGE_SIZE } from '#shared/catalog-paging.ts';
import type { Product, ProductDetail } from '#shared/api/schemas/shop.ts';
import { mapLimit } from '#shared/concurrency.ts';
import { pageSlugsOf } from '#shared/page-slugs.ts';
import { depKey } from './dep-keys.ts';
import { recordDep } from './page-deps.ts';
import { shareBooks, withSharedBooks } from './shared-books.ts';

const FETCH_CONCURRENCY = 4;
const PAGE_SIZE = PRODUCT_LIST_PAGE_SIZE;

const memo = new Map<string, Promise<unknown>>();
/**
 * Loads `key` once per build; every call records `dep` (by default the whole
 * answer, `a:<key>`) as shown by the page being rendered (page-deps.ts).
 */
function once<T>(key: string, load: () => Promise<T>, dep = depKey.answer(key)): Promise<T> {
  recordDep(dep);
  return loadOnce(key, load);
}

function loadOnce<T>(key: string, load: () => Promise<T>): Promise<T> {
  let hit = memo.get(key) as Promise<T> | undefined;
  if (!hit) {
    hit = load();
    memo.set(key, hit);
  }
  return hit;
}

/** Every book, newest first, fetched page by page. */
export function allProducts(): Promise<Product[]> {
  return once(
    'shop:products',
    async () => {
      const first = unwrap(await shopApi.productsPage(1, PAGE_SIZE), 'GET /products?page=1');
      const rest = await mapLimit(
        Array.from({ length: first.last_page - 1 }, (_, i) => i + 2),
        FETCH_CONCURRENCY,
        async (page) => unwrap(await shopApi.productsPage(page, PAGE_SIZE), `GET /products?page=${page}`).products,
      );
      const products = shareBooks([first.products, ...rest].flat());
      if (products.length !== first.total) {
        throw new Error(`GET /products: expected ${first.total} books over ${first.last_page} pages, got ${products.length}`);
      }
      return products;
    },
    'm:shop:products',
  );
}

const loadProductDetail = async (slug: string) => unwrap(await shopApi.product(slug), `GET /products/${slug}`).product;

/** One book with its reviews and related books. */
export function productDetail(slug: string): Promise<ProductDetail> {
  return once(`shop:products/${slug}`, () => loadProductDetail(slug));
}

/**
 * Lets the build forget a book's detail once its page has it: only that page
 * shows it, and holding 100,000 of them would take gigabytes.
 */
export function forgetProductDetail(slug: string): void {
  memo.delete(`shop:products/${slug}`);
}

/** Starts loading a book the page will not show (the next pages' books), recording nothing for this page. */
export function prefetchProductDetail(slug: string): Promise<ProductDetail> {
  return loadOnce(`shop:products/${slug}`, () => loadProductDetail(slug));
}

const loadAuthors = async () => unwrap(await shopApi.authors(), 'GET /authors');
const loadPublishers = async () => unwrap(await shopApi.publishers(), 'GET /publishers');
const loadCategories = async () => unwrap(await shopApi.categories(), 'GET /categories');
export const authors = () => once('shop:authors', loadAuthors);
export const publishers = () => once('shop:publishers', loadPublishers);
export const categories = () => once('shop:categories', loadCategories);
/**
 * The same lists for a page that shows their names and links but not their book
 * counts (menus, filters): a book added elsewhere does not re-render it (`n:` keys).
 */
export const authorNames = () => once('shop:authors', loadAuthors, depKey.names('shop:authors'));
export const publisherNames = () => once('shop:publishers', loadPublishers, depKey.names('shop:publishers'));
export const categoryNames = () => once('shop:categories', loadCategories, depKey.names('shop:categories'));
export const authorBooks = (id: number) =>
  once(
    `shop:authors/${id}`,
    async () => withSharedBooks(unwrap(await shopApi.author(id), `GET /authors/${id}`)),
    depKey.members(`shop:authors/${id}`),
  );
export const publisherBooks = (slug: string) =>
  once(
    `shop:publishers/${slug}`,
    async () => withSharedBooks(unwrap(await shopApi.publisher(slug), `GET /publishers/${slug}`)),
    depKey.members(`shop:publishers/${slug}`),
  );
export const categoryBooks = (slug: string) =>
  once(
    `shop:categories/${slug}`,
    async () => withSharedBooks(unwrap(await shopApi.category(slug), `GET /categories/${slug}`)),
    depKey.members(`shop:categories/${slug}`),
  );

export const navigation = () =>
  once('shop:navigation/primary', async () => {
    // The specification: a failed navigation call is only logged; the fixed menu items still show.
    const result = await shopApi.navigation();
    if (!result.ok) console.warn(`GET /navigation/primary failed (${result.error.kind}); building the menu without it.`);
    return result.ok ? result.data : [];
  });
export const logo = () =>
  once('shop:assets/logo', async () => {
    // The default logo shows when the logo call fails.
    const result = await shopApi.logo();
    return result.ok ? result.data.logo.path : null;
  });

export const home = {
  slider: () => once('shop:homepage/slider', async () => unwrap(await shopApi.slider(), 'GET /homepage/slider')),
  tabs: () => once('shop:homepage/tabs/products', async () => unwrap(await shopApi.homeTabs(), 'GET /homepage/tabs/products')),
  oneColumnBanner: () =>
    once('shop:homepage/one-column-banner', async () => unwrap(await shopApi.oneColumnBanner(), 'GET /homepage/one-column-banner')),
  twoColumnBanner: () =>
    once('shop:homepage/two-column-banner', async () => unwrap(await shopApi.twoColumnBanner(), 'GET /homepage/two-column-banner')),
  sections: () =>
    once('shop:homepage/section/products', async () => unwrap(await shopApi.homeSections(), 'GET /homepage/section/products')),
  recentlySold: () => once('shop:homepage/recently-sold', async () => unwrap(await shopApi.recentlySold(), 'GET /homepage/recently-sold')),
  weeklyBestSeller: () =>
    once('shop:homepage/weekly-best-seller', async () => unwrap(await shopApi.weeklyBestSeller(), 'GET /homepage/weekly-best-seller')),
  latestRated: () =>
    once('shop:homepage/latest-rated-product', async () => unwrap(await shopApi.latestRated(), 'GET /homepage/latest-rated-product')),
  testimonials: () => once('shop:testimonials', async () => unwrap(await shopApi.testimonials(), 'GET /testimonials')),
};

export const footerMenus = () =>
  once('content:navigation/footers', async () => unwrap(await contentApi.footerMenus(), 'GET /navigation/footers'));
export const storeInformation = () =>
  once('content:informations', async () => unwrap(await contentApi.storeInformation(), 'GET /informations'));

/** Every blog post, newest first. */
export function allPosts() {
  return once('content:blogs/posts', async () => {
    const first = unwrap(await contentApi.posts(1, POST_LIST_PAGE_SIZE), 'GET /blogs/posts?page=1');
    const rest = await mapLimit(
      Array.from({ length: first.last_page - 1 }, (_, i) => i + 2),
      FETCH_CONCURRENCY,
      async (page) => unwrap(await contentApi.posts(page, POST_LIST_PAGE_SIZE), `GET /blogs/posts?page=${page}`).data,
    );
    return [first.data, ...rest].flat();
  });
}
export const post = (slug: string) =>
  once(`content:blogs/posts/${slug}`, async () => unwrap(await contentApi.post(slug), `GET /blogs/posts/${slug}`));
export const blogCategories = () =>
  once('content:blogs/categories', async () => unwrap(await contentApi.blogCategories(), 'GET /blogs/categories'));
export const blogCategory = (slug: string) =>
  once(`content:blogs/categories/${slug}`, async () => unwrap(await contentApi.blogCategory(slug), `GET /blogs/categories/${slug}`));
export const tags = () => once('content:blogs/tags', async () => unwrap(await contentApi.tags(), 'GET /blogs/tags'));
export const tag = (slug: string) =>
  once(`content:blogs/tags/${slug}`, async () => unwrap(await contentApi.tag(slug), `GET /blogs/tags/${slug}`));
export const recentPosts = () =>
  once('content:blogs/sidebar/recents', async () => unwrap(await contentApi.recentPosts(), 'GET /blogs/sidebar/recents'));
export const page = (slug: string) => once(`content:pages/${slug}`, async () => unwrap(await contentApi.page(slug), `GET /pages/${slug}`));

/** The generic pages the APIs name (page-slugs.ts). */
export async function pageSlugs(): Promise<string[]> {
  return pageSlugsOf(await footerMenus());
}
