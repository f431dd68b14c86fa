/**
 * The fetch phase of a live update: from the feed's changes, ask again (with
 * If-None-Match) only the answers those changes can reach, and follow what
 * they reveal until nothing new turns up:
 *
 * - a changed book: its detail and every answer that lists its card; a book
 *   added, removed or moved between lists (writers, categories, sales order)
 *   also every page of the book list, the lists it is in, and the details of
 *   the books that share them (their related books can change);
 * - a card that came back different: every other answer that lists it;
 * - a list with a new member (book, author, category, publisher, post, blog
 *   category, tag, page): that member's own answer; a member gone: its answers
 *   dropped;
 * - content (posts, comments, pages, menus), home blocks, settings: every
 *   content answer and every site-wide answer, which are few.
 *
 * Every answer is validated by the storefront's schemas (fetch-phase.ts). The
 * result: the new facts of every answer and the page keys that changed.
 */
import type { ApiCache } from '../../../src/lib/api/api-cache.ts';
import { catalogueEndpoints } from '../../../src/lib/api/endpoints/catalogue.ts';
import { contentEndpoints } from '../../../src/lib/api/content.ts';
import { eachLimit } from '../../../src/lib/concurrency.ts';
import { pageSlugsOf } from '../../../src/lib/page-slugs.ts';
import type { FooterMenus } from '../../../src/lib/api/schemas/content.ts';
import { conditionalClient, type FetchStats, FetchFailure } from '../fetch-phase.ts';
import { answerCall, PAGED_KEYS, pageOf, type Endpoints } from './answer-calls.ts';
import { answerKey, describeAnswer, type AnswerFacts } from './answers.ts';
import type { ChangeHint } from './named-changes.ts';
import { bookCardKey } from '../../../src/lib/build/page-deps.ts';

const CONCURRENCY = 6;

/** Product fields whose change can move a book between lists or reorder related books. */
const MEMBERSHIP_FIELDS = new Set(['writers', 'categories', 'publisher_id', 'sold_count', 'last_sold_at', 'created_at']);
const CONTENT_KINDS = new Set(['post', 'comment', 'page', 'menu', 'blog_category', 'tag', 'settings', 'home']);

export type Revalidation = {
  answers: Record<string, AnswerFacts>;
  changedKeys: Set<string>;
  /** Answers asked for, and how many of them came back different (or new, or gone). */
  asked: number;
  differed: number;
};

type Task = { key: string; page: number };

type Options = {
  shopApiUrl: string;
  contentApiUrl: string;
  cache: ApiCache;
  previous: Record<string, AnswerFacts>;
  /** `all`: no change is known (no feed, nothing named), so every answer is asked again. */
  changes: readonly ChangeHint[] | 'all';
  stats: FetchStats;
};

/** Keys read by every build whatever changed: the lists, home blocks, menus and settings (a few dozen answers). */
function isSiteWide(key: string): boolean {
  return !/^(shop:(products|authors|categories|publishers)\/|content:(blogs\/(posts|categories|tags)\/|pages\/))/.test(key) && !PAGED_KEYS.has(key);
}

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const field = (value: unknown, name: string): unknown => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined);
const strings = (values: unknown[], name: string): string[] => values.map((v) => field(v, name)).filter((s): s is string => typeof s === 'string');
const numbers = (values: unknown[], name: string): number[] => values.map((v) => field(v, name)).filter((n): n is number => typeof n === 'number');

export async function revalidate(options: Options): Promise<Revalidation> {
  const bases = { shop: options.shopApiUrl, content: options.contentApiUrl };
  const previous = options.previous;
  const next = new Map<string, AnswerFacts>(Object.entries(previous));
  const changedKeys = new Set<string>();

  const urlsByKey = new Map<string, string[]>();
  const embeddedIn = new Map<string, Set<string>>();
  const oldCards = new Map<string, string>();
  for (const [url, facts] of Object.entries(previous)) {
    urlsByKey.set(facts.key, [...(urlsByKey.get(facts.key) ?? []), url]);
    for (const slug of facts.embeds) {
      let set = embeddedIn.get(slug);
      if (!set) embeddedIn.set(slug, (set = new Set()));
      set.add(url);
    }
    for (const [slug, hash] of Object.entries(facts.cards)) oldCards.set(slug, hash);
  }

  const queued = new Set<string>();
  let pending: Task[] = [];
  const enqueue = (key: string, page = 1) => {
    const id = `${key}#${page}`;
    if (queued.has(id)) return;
    queued.add(id);
    pending.push({ key, page });
  };
  const enqueueUrl = (url: string) => {
    const facts = previous[url];
    if (facts) enqueue(facts.key, PAGED_KEYS.has(facts.key) ? pageOf(url) : 1);
  };
  const enqueueKey = (key: string) => {
    const urls = urlsByKey.get(key);
    if (urls && PAGED_KEYS.has(key)) for (const url of urls) enqueueUrl(url);
    else enqueue(key);
  };
  const cardsFollowed = new Set<string>();
  /** A book whose card may differ: every answer listing it is asked again. */
  const followCard = (slug: string) => {
    if (cardsFollowed.has(slug)) return;
    cardsFollowed.add(slug);
    for (const url of embeddedIn.get(slug) ?? []) enqueueUrl(url);
  };
  const listingsFollowed = new Set<string>();
  /** A list a book joined or left: asked again, with every book in it (their related books can change). */
  const followListing = (key: string) => {
    if (listingsFollowed.has(key)) return;
    listingsFollowed.add(key);
    enqueue(key);
    for (const url of urlsByKey.get(key) ?? []) for (const other of previous[url]?.embeds ?? []) enqueue(`shop:products/${other}`);
  };
  const moved = new Set<string>();
  /** A book added, removed or moved between lists: the book list, and every list it was in (the ones it is in now follow from its detail). */
  const followMembership = (slug: string) => {
    if (moved.has(slug)) return;
    moved.add(slug);
    enqueueKey('shop:products');
    for (const url of embeddedIn.get(slug) ?? []) {
      const key = previous[url]?.key ?? '';
      if (/^shop:(authors|categories|publishers)\//.test(key)) followListing(key);
    }
  };
  /** What each list answer names now (filled as lists are asked again), to drop the answers of members gone. */
  const listed = new Map<string, Set<string>>();
  const wholePaged = new Set<string>();
  /** A paged list's last page as this run's answers give it. */
  const lastPages = new Map<string, number>();
  const list = (prefix: string, ids: (string | number)[]) => {
    let set = listed.get(prefix);
    if (!set) listed.set(prefix, (set = new Set()));
    for (const id of ids) set.add(String(id));
  };

  for (const key of urlsByKey.keys()) if (isSiteWide(key)) enqueueKey(key);
  // Revalidation: every answer, with its validators; what differs is found by content, as for a named change.
  if (options.changes === 'all') for (const url of Object.keys(previous)) enqueueUrl(url);
  for (const change of options.changes === 'all' ? [] : options.changes) {
    if ((change.kind === 'product' || change.kind === 'review') && change.slug) {
      enqueue(`shop:products/${change.slug}`);
      followCard(change.slug);
      const fields = change.fields;
      if (change.kind === 'product' && (change.action !== 'updated' || fields === undefined || fields.some((f) => MEMBERSHIP_FIELDS.has(f)))) followMembership(change.slug);
    } else if (change.kind === 'author' && typeof change.id === 'number') {
      enqueue(`shop:authors/${change.id}`);
    } else if (change.kind === 'author' && change.slug) {
      // Named by its slug: the author's answers are keyed by id, so every author's is asked (a few thousand at most).
      for (const key of urlsByKey.keys()) if (key.startsWith('shop:authors/')) enqueue(key);
      enqueue('shop:authors');
    } else if ((change.kind === 'category' || change.kind === 'publisher') && change.slug) {
      enqueue(`shop:${change.kind === 'category' ? 'categories' : 'publishers'}/${change.slug}`);
    } else if (CONTENT_KINDS.has(change.kind)) {
      for (const key of urlsByKey.keys()) if (key.startsWith('content:')) enqueueKey(key);
    }
  }

  const stats = options.stats;
  let asked = 0;
  let differed = 0;

  /** Compares an answer's facts with the live release's and notes the keys and cards that changed. */
  const compare = (before: AnswerFacts | undefined, after: AnswerFacts | undefined) => {
    const key = (after ?? before)?.key ?? '';
    if (before?.hash === after?.hash) return;
    differed += 1;
    changedKeys.add(`a:${key}`).add(`e:${key}`);
    if (before?.members !== after?.members) changedKeys.add(`m:${key}`);
    if (before?.names !== after?.names) changedKeys.add(`n:${key}`);
    for (const [slug, hash] of Object.entries(after?.cards ?? {})) {
      if (oldCards.get(slug) !== hash) {
        changedKeys.add(bookCardKey(slug));
        followCard(slug);
      }
    }
    // A book gone: every page that showed its card changes.
    const gone = after === undefined ? /^shop:products\/(.+)$/.exec(key) : null;
    if (gone) changedKeys.add(bookCardKey(gone[1] ?? ''));
  };

  /** A paged list whose members or length changed is asked again whole. */
  const allPages = (key: string, data: unknown, membersChanged: boolean) => {
    const last = field(data, 'last_page');
    if (typeof last !== 'number') return;
    lastPages.set(key, last);
    if (!membersChanged && last === (urlsByKey.get(key) ?? []).length) return;
    wholePaged.add(key);
    for (let page = 1; page <= last; page += 1) enqueue(key, page);
  };

  /** New members of a list answer get their own answers asked for; members gone lose theirs (below). */
  const discover = (key: string, data: unknown, membersChanged: boolean) => {
    // Members the live release already has are asked again only when a change reaches them.
    const children = (prefix: string, ids: (string | number)[]) => {
      list(prefix, ids);
      for (const id of ids) if (!urlsByKey.has(`${prefix}/${id}`)) enqueue(`${prefix}/${id}`);
    };
    const detail = /^shop:products\/(.+)$/.exec(key);
    if (detail && moved.has(detail[1] ?? '')) {
      // A book that joined, left or moved: the lists it is in now, and their books.
      const product = field(data, 'product');
      for (const id of numbers(asArray(field(product, 'writers')), 'id')) followListing(`shop:authors/${id}`);
      for (const slug of strings(asArray(field(product, 'categories')), 'slug')) followListing(`shop:categories/${slug}`);
      const publisher = field(field(product, 'publisher'), 'slug');
      if (typeof publisher === 'string') followListing(`shop:publishers/${publisher}`);
    } else if (key === 'shop:products') {
      const slugs = strings(asArray(field(data, 'products')), 'slug');
      list('shop:products', slugs);
      for (const slug of slugs) {
        if (!urlsByKey.has(`shop:products/${slug}`)) {
          enqueue(`shop:products/${slug}`);
          followMembership(slug);
        }
      }
      allPages(key, data, membersChanged);
    } else if (key === 'shop:authors') children('shop:authors', numbers(asArray(data), 'id'));
    else if (key === 'shop:categories') children('shop:categories', strings(asArray(data), 'slug'));
    else if (key === 'shop:publishers') children('shop:publishers', strings(asArray(data), 'slug'));
    else if (key === 'content:blogs/categories') children('content:blogs/categories', strings(asArray(data), 'slug'));
    else if (key === 'content:blogs/tags') children('content:blogs/tags', strings(asArray(data), 'slug'));
    else if (key === 'content:navigation/footers') children('content:pages', pageSlugsOf(data as FooterMenus));
    else if (key === 'content:blogs/posts') {
      children('content:blogs/posts', strings(asArray(field(data, 'data')), 'slug'));
      allPages(key, data, membersChanged);
    }
  };

  while (pending.length > 0) {
    const batch = pending;
    pending = [];
    await eachLimit(batch, CONCURRENCY, async (task) => {
      const call = answerCall(task.key, task.page);
      if (!call) return;
      let observed: { url: string; text: string } | null = null;
      const observe = (url: string, text: string) => (observed = { url, text });
      const fresh = new Set<string>();
      const api: Endpoints = {
        shop: catalogueEndpoints(conditionalClient(options.shopApiUrl, options.cache, stats, fresh, observe)),
        content: contentEndpoints(conditionalClient(options.contentApiUrl, options.cache, stats, fresh, observe)),
      };
      asked += 1;
      const result = await call(api);
      const oldUrl = (urlsByKey.get(task.key) ?? []).find((url) => !PAGED_KEYS.has(task.key) || pageOf(url) === task.page);
      if (!result.ok && result.error.kind === 'http' && result.error.status === 404) {
        // Gone: a removed book, author, post… Its pages go with the routes it no longer has.
        if (oldUrl) {
          compare(previous[oldUrl], undefined);
          next.delete(oldUrl);
        }
        return;
      }
      if (!result.ok || observed === null) {
        const error = result.ok ? 'no answer text' : result.error.kind === 'validation' ? `invalid answer — ${result.error.issues.join('; ') || result.error.message}` : result.error.message;
        throw new FetchFailure(`GET ${task.key.replace(/^\w+:/, '/')}${PAGED_KEYS.has(task.key) ? `?page=${task.page}` : ''}`, error);
      }
      const { url, text } = observed as { url: string; text: string };
      const key = answerKey(url, bases) ?? task.key;
      const facts = describeAnswer(key, text);
      next.set(url, facts);
      compare(previous[url], facts);
      discover(key, result.data, previous[url]?.members !== facts.members);
    });
  }

  // Pages of a paged list beyond its new last page, and members no list names any more, are gone.
  // A list is known whole when it was asked again (every page of a paged one).
  const whole = (prefix: string) => (PAGED_KEYS.has(prefix) ? wholePaged.has(prefix) : listed.has(prefix));
  for (const [url, facts] of [...next]) {
    const member = /^(.*)\/([^/]+)$/.exec(facts.key);
    const prefix = member?.[1] ?? '';
    // A page past the new last page is gone even when it was asked again (the API answers it empty, not 404):
    // kept, the next run would find it gone and take the list's members for changed.
    const gone = PAGED_KEYS.has(facts.key)
      ? (whole(facts.key) && !queued.has(`${facts.key}#${pageOf(url)}`)) || pageOf(url) > Math.max(1, lastPages.get(facts.key) ?? Infinity)
      : member !== null && whole(prefix) && !(listed.get(prefix)?.has(member[2] ?? '') ?? false);
    if (gone) {
      compare(facts, undefined);
      next.delete(url);
    }
  }
  return { answers: Object.fromEntries(next), changedKeys, asked, differed };
}
