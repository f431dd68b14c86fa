/**
 * The fetch phase of a rebuild: every API read the build makes, made first, in
 * this process, and validated with the storefront's own valibot schemas. It
 * fails fast (naming the call and the field) before anything is built or
 * touched, and it warms the on-disk cache the build child then reads.
 *
 * Conditional: an answer cached by an earlier run is asked for with
 * If-None-Match (or If-Modified-Since when it came with only a date); a 304 reuses the cached, already validated body (no transfer,
 * no parse against the schema again).
 */
import type * as v from 'valibot';
import { cacheKey, type ApiCache, type CacheEntry } from '#build/api-cache.ts';
import type { ApiClient } from '#shared/api/client.ts';
import { contentEndpoints } from '#shared/api/content.ts';
import { validated } from '#shared/api/responses.ts';
import type { ApiResult } from '#shared/api/result.ts';
import { catalogueEndpoints } from '#shared/api/endpoints/catalogue.ts';
import { POST_LIST_PAGE_SIZE, PRODUCT_LIST_PAGE_SIZE } from '#shared/catalog-paging.ts';
import { eachLimit, mapLimit } from '#shared/concurrency.ts';
import { pageSlugsOf } from '#shared/page-slugs.ts';
import type { Author, Category, Product, Publisher } from '#shared/api/schemas/product.ts';
import type { BlogCategory, Post, Tag } from '#shared/api/schemas/content.ts';

const CONCURRENCY = 6;
/**
 * For one answer, its body included. A list answer holds every book of its list: at 100,000 books the
 * largest category's is 20,761 books (about 25 MB), which took over 15 s to arrive beside a busy machine.
 */
const TIMEOUT_MS = 60_000;
const RETRIES = 2;

export type FetchStats = {
  /** HTTP requests made. */
  calls: number;
  /** Answered 200 with a body (new or changed), validated. */
  fetched: number;
  /** Answered 304: the cached body was reused without a transfer or a new validation. */
  notModified: number;
  bytesReceived: number;
  /** Bytes of cached bodies a 304 made unnecessary to transfer. */
  bytesSaved: number;
};

/** What the rebuild needs from the data: the routes it must find in the build. */
export type SiteData = {
  products: Product[];
  authors: Author[];
  authorBooks: Map<number, string[]>;
  categories: Category[];
  categoryBooks: Map<string, string[]>;
  publishers: Publisher[];
  publisherBooks: Map<string, string[]>;
  posts: Post[];
  blogCategories: BlogCategory[];
  tags: Tag[];
  pageSlugs: string[];
};

/** A failed call: which one, and what was wrong (the schema's field paths for an invalid answer). */
export class FetchFailure extends Error {
  readonly call: string;
  readonly reason: string;
  constructor(call: string, reason: string) {
    super(`${call}: ${reason}`);
    this.call = call;
    this.reason = reason;
  }
}

/** Sees the text of every good answer (fetched, or reused on a 304): the live-update state is made from it. */
export type AnswerObserver = (url: string, text: string) => void;

type Options = { shopApiUrl: string; contentApiUrl: string; cache: ApiCache; observe?: AnswerObserver };

/** An ApiClient whose reads are conditional against the cache and record the keys they used. */
export function conditionalClient(
  baseUrl: string,
  cache: ApiCache,
  stats: FetchStats,
  fresh: Set<string>,
  observe?: AnswerObserver,
): ApiClient {
  const prefix = baseUrl.replace(/\/+$/, '');
  /** The answer and its text, read whole within the timeout: a body that stalls is retried like a call that does. */
  async function send(url: string, cached: CacheEntry | null): Promise<{ response: Response; text: string }> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        stats.calls += 1;
        const headers: Record<string, string> = { Accept: 'application/json' };
        // The strong validator when there is one; a backend that sends neither is compared by content (answers.ts).
        if (cached?.etag) headers['If-None-Match'] = cached.etag;
        else if (cached?.lastModified) headers['If-Modified-Since'] = cached.lastModified;
        const response = await fetch(url, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
        if (response.status < 500 || attempt >= RETRIES) return { response, text: await response.text() };
        await response.body?.cancel();
      } catch (error) {
        if (attempt >= RETRIES) throw error;
      }
      await new Promise((r) => setTimeout(r, 200 * (attempt + 1)));
    }
  }
  return {
    baseUrl,
    async request<S extends v.GenericSchema>(path: string, schema: S): Promise<ApiResult<v.InferOutput<S>>> {
      const url = new URL(`${prefix}/${path.replace(/^\/+/, '')}`).href;
      const key = cacheKey(url);
      const cached = cache.read(key);
      let response: Response;
      let text: string;
      try {
        ({ response, text } = await send(url, cached));
      } catch (error) {
        const message =
          error instanceof Error ? `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}` : String(error);
        return { ok: false, error: { kind: 'network', message, timedOut: false } };
      }
      if (response.status === 304 && cached) {
        stats.notModified += 1;
        stats.bytesSaved += Buffer.byteLength(cached.body);
        fresh.add(key);
        observe?.(url, cached.body);
        // Validated when it was cached, by these schemas (the cache folder is per schema version).
        return { ok: true, data: JSON.parse(cached.body) as v.InferOutput<S> };
      }
      stats.bytesReceived += Buffer.byteLength(text);
      if (!response.ok) return { ok: false, error: { kind: 'http', status: response.status, message: response.statusText } };
      stats.fetched += 1;
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return { ok: false, error: { kind: 'validation', message: 'the answer is not JSON', issues: [] } };
      }
      const result = validated(schema, body, path);
      if (result.ok) {
        cache.write(key, { url, etag: response.headers.get('etag'), lastModified: response.headers.get('last-modified'), body: text });
        fresh.add(key);
        observe?.(url, text);
      }
      return result;
    },
  };
}

export function need<T>(result: ApiResult<T>, call: string): T {
  if (result.ok) return result.data;
  const { error } = result;
  switch (error.kind) {
    case 'network':
      throw new FetchFailure(call, `the API did not answer (${error.message})`);
    case 'http':
    case 'fieldErrors':
      throw new FetchFailure(call, `HTTP ${error.status} ${error.message}`);
    case 'validation':
      throw new FetchFailure(call, `invalid answer — ${error.issues.join('; ') || error.message}`);
  }
}

/** Fetches and validates everything the build reads. Throws a FetchFailure on the first bad call. */
export function emptyFetchStats(): FetchStats {
  return { calls: 0, fetched: 0, notModified: 0, bytesReceived: 0, bytesSaved: 0 };
}

/** Counts into `stats` as it goes, so a failed phase still reports the calls it made. */
export async function fetchPhase(options: Options, stats: FetchStats): Promise<{ data: SiteData; freshKeys: Set<string> }> {
  const fresh = new Set<string>();
  const shop = catalogueEndpoints(conditionalClient(options.shopApiUrl, options.cache, stats, fresh, options.observe));
  const content = contentEndpoints(conditionalClient(options.contentApiUrl, options.cache, stats, fresh, options.observe));

  // First the list calls, one at a time: when the API is down this fails on the first call.
  const first = need(await shop.productsPage(1, PRODUCT_LIST_PAGE_SIZE), 'GET /products?page=1');
  const restPages = await mapLimit(
    Array.from({ length: first.last_page - 1 }, (_, i) => i + 2),
    CONCURRENCY,
    async (page) => need(await shop.productsPage(page, PRODUCT_LIST_PAGE_SIZE), `GET /products?page=${page}`).products,
  );
  const products = [first.products, ...restPages].flat();
  if (products.length !== first.total)
    throw new FetchFailure('GET /products', `total says ${first.total} books, the pages hold ${products.length}`);

  const [authors, categories, publishers] = [
    need(await shop.authors(), 'GET /authors'),
    need(await shop.categories(), 'GET /categories'),
    need(await shop.publishers(), 'GET /publishers'),
  ];
  const postsFirst = need(await content.posts(1, POST_LIST_PAGE_SIZE), 'GET /blogs/posts?page=1');
  const postsRest = await mapLimit(
    Array.from({ length: postsFirst.last_page - 1 }, (_, i) => i + 2),
    CONCURRENCY,
    async (page) => need(await content.posts(page, POST_LIST_PAGE_SIZE), `GET /blogs/posts?page=${page}`).data,
  );
  const posts = [postsFirst.data, ...postsRest].flat();
  const blogCategories = need(await content.blogCategories(), 'GET /blogs/categories');
  const tags = need(await content.tags(), 'GET /blogs/tags');
  const footers = need(await content.footerMenus(), 'GET /navigation/footers');
  need(await content.storeInformation(), 'GET /informations');
  need(await content.recentPosts(), 'GET /blogs/sidebar/recents');
  need(await shop.slider(), 'GET /homepage/slider');
  need(await shop.homeTabs(), 'GET /homepage/tabs/products');
  need(await shop.oneColumnBanner(), 'GET /homepage/one-column-banner');
  need(await shop.twoColumnBanner(), 'GET /homepage/two-column-banner');
  need(await shop.homeSections(), 'GET /homepage/section/products');
  need(await shop.recentlySold(), 'GET /homepage/recently-sold');
  need(await shop.weeklyBestSeller(), 'GET /homepage/weekly-best-seller');
  need(await shop.latestRated(), 'GET /homepage/latest-rated-product');
  need(await shop.testimonials(), 'GET /testimonials');
  // The specification lets these two fail (the menu and the default logo still show): not fatal here either.
  await shop.navigation();
  await shop.logo();

  const pageSlugs = pageSlugsOf(footers);

  const authorBooks = new Map<number, string[]>();
  const categoryBooks = new Map<string, string[]>();
  const publisherBooks = new Map<string, string[]>();
  const slugs = (list: { products: { slug: string }[] }) => list.products.map((book) => book.slug);
  await eachLimit(products, CONCURRENCY, async (p) => need(await shop.product(p.slug), `GET /products/${p.slug}`));
  await eachLimit(authors, CONCURRENCY, async (a) => authorBooks.set(a.id, slugs(need(await shop.author(a.id), `GET /authors/${a.id}`))));
  await eachLimit(categories, CONCURRENCY, async (c) =>
    categoryBooks.set(c.slug, slugs(need(await shop.category(c.slug), `GET /categories/${c.slug}`))),
  );
  await eachLimit(publishers, CONCURRENCY, async (p) =>
    publisherBooks.set(p.slug, slugs(need(await shop.publisher(p.slug), `GET /publishers/${p.slug}`))),
  );
  await eachLimit(posts, CONCURRENCY, async (p) => need(await content.post(p.slug), `GET /blogs/posts/${p.slug}`));
  await eachLimit(blogCategories, CONCURRENCY, async (c) => need(await content.blogCategory(c.slug), `GET /blogs/categories/${c.slug}`));
  await eachLimit(tags, CONCURRENCY, async (t) => need(await content.tag(t.slug), `GET /blogs/tags/${t.slug}`));
  await eachLimit(pageSlugs, CONCURRENCY, async (slug) => need(await content.page(slug), `GET /pages/${slug}`));

  return {
    data: { products, authors, authorBooks, categories, categoryBooks, publishers, publisherBooks, posts, blogCategories, tags, pageSlugs },
    freshKeys: fresh,
  };
}
