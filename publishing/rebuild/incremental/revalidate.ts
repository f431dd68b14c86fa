/**
 * The fetch phase of a live update: from the changes (the feed's, or named),
 * ask again (conditionally) only the answers those changes can reach, and
 * follow what they reveal until nothing new turns up; with no change known,
 * ask every answer again:
 *
 * - a changed book: its detail and every answer that lists its card; a book
 *   added, removed or moved between lists (writers, categories, sales order)
 *   also every page of the book list and the lists it is in; a book moved,
 *   also the details of the books that share them (their related books can
 *   change). Not for a book added or removed: the books whose related books
 *   it joins are the backend's to name (it alone knows how it relates books:
 *   the bundled one's related-changes.ts), and those it leaves list its card;
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
import { cacheKey, type ApiCache } from '#build/api-cache.ts';
import { catalogueEndpoints } from '#shared/api/endpoints/catalogue.ts';
import { contentEndpoints } from '#shared/api/content.ts';
import type { FooterMenus } from '#shared/api/schemas/content.ts';
import { depKey } from '#build/dep-keys.ts';
import { eachLimit } from '#shared/concurrency.ts';
import { pageSlugsOf } from '#shared/page-slugs.ts';
import { conditionalClient, type FetchStats, FetchFailure } from '../fetch-phase.ts';
import { answerCall, PAGED_KEYS, pageOf, type Endpoints } from './answer-calls.ts';
import { answerKey, describeAnswer, type AnswerFacts, type Json } from './answers.ts';
import { shiftedPages } from './book-list-shift.ts';
import { LISTING_KEY, listingPageKeys } from './listing-pages.ts';
import type { ChangeHint } from './named-changes.ts';
import { NextAnswers, type AnswerView, type PreviousAnswers, type StoredFacts } from './previous-answers.ts';

const CONCURRENCY = 6;
const BOOK_LIST = 'shop:products';

const sameBooks = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((slug, i) => slug === b[i]);

/** Product fields whose change can move a book between lists or reorder related books. */
const MEMBERSHIP_FIELDS = new Set(['writers', 'categories', 'publisher_id', 'sold_count', 'last_sold_at', 'created_at']);
const CONTENT_KINDS = new Set(['post', 'comment', 'page', 'menu', 'blog_category', 'tag', 'settings', 'home']);

export type Revalidation = {
  /** The new release's answers: those asked again and those gone, over the live release's. */
  answers: NextAnswers;
  changedKeys: Set<string>;
  /** Answers asked for, and how many of them came back different (or new, or gone). */
  asked: number;
  differed: number;
  /**
   * Pages of the book list worked out from a shift instead of asked (book-list-shift.ts): each book on
   * them is as a live page or a page asked this run showed it, so they hold no book the search index
   * does not know already.
   */
  inferredPages: Set<string>;
};

type Options = {
  shopApiUrl: string;
  contentApiUrl: string;
  cache: ApiCache;
  previous: PreviousAnswers;
  /** `all`: no change is known (no feed, nothing named), so every answer is asked again. */
  changes: readonly ChangeHint[] | 'all';
  stats: FetchStats;
};

/** Keys read by every build whatever changed: the lists, home blocks, menus and settings (a few dozen answers). */
function isSiteWide(key: string): boolean {
  return (
    !/^(shop:(products|authors|categories|publishers)\/|content:(blogs\/(posts|categories|tags)\/|pages\/))/.test(key) &&
    !PAGED_KEYS.has(key)
  );
}

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
const strings = (values: unknown[], name: string): string[] =>
  values.map((v) => field(v, name)).filter((s): s is string => typeof s === 'string');
const numbers = (values: unknown[], name: string): number[] =>
  values.map((v) => field(v, name)).filter((n): n is number => typeof n === 'number');

export async function revalidate(options: Options): Promise<Revalidation> {
  const walk = new Walk(options);
  walk.start(options.changes);
  await walk.run();
  walk.dropGone();
  walk.noteListingPages();
  return walk.result();
}

/** One answer to ask: its key and, for a paged list, its page. */
type Task = { key: string; page: number };

/** The state of one revalidation: what is queued, what was followed, and what it found. */
class Walk {
  private readonly options: Options;
  private readonly previous: PreviousAnswers;
  private readonly bases: { shop: string; content: string };
  /** The new release's answers: the live release's, updated as answers come back. */
  private readonly next: NextAnswers;
  private readonly changedKeys = new Set<string>();
  private asked = 0;
  private differed = 0;

  private readonly queued = new Set<string>();
  private pending: Task[] = [];
  private readonly cardsFollowed = new Set<string>();
  private readonly listingsFollowed = new Set<string>();
  /** Books added, removed or moved between lists: whether the books sharing their lists are asked too. */
  private readonly moved = new Map<string, boolean>();
  /** Books the changes name as created, and books gone (named deleted, or answered 404). */
  private readonly created = new Set<string>();
  private readonly goneBooks = new Set<string>();
  /** The book list's pages worked out from a shift (book-list-shift.ts): `wanted` once a book joined or left it. */
  private bookList: 'off' | 'wanted' | 'settled' = 'off';
  /** The book list's pages were worked out from a shift: its members are known without listing them. */
  private bookListInferred = false;
  private listReordered = false;
  /** Book entries of the live book list pages asked again, as they were. */
  private readonly oldEntries = new Map<string, unknown>();
  private readonly inferredPages = new Set<string>();
  /** Lists whose books' details were asked. */
  private readonly siblingsFollowed = new Set<string>();
  /** What each list answer names now (filled as lists are asked again), to drop the answers of members gone. */
  private readonly listed = new Map<string, Set<string>>();
  /** Paged lists asked again whole (every page). */
  private readonly wholePaged = new Set<string>();
  /** A paged list's last page as this run's answers give it. */
  private readonly lastPages = new Map<string, number>();

  constructor(options: Options) {
    this.options = options;
    this.previous = options.previous;
    this.bases = { shop: options.shopApiUrl, content: options.contentApiUrl };
    this.next = new NextAnswers(options.previous);
  }

  /** What the changes reach first; the walk follows from there. */
  start(changes: Options['changes']): void {
    for (const key of this.allKeys()) if (isSiteWide(key)) this.enqueueKey(key);
    // Revalidation: every answer, with its validators; what differs is found by content, as for a named change.
    if (changes === 'all') {
      this.bookList = 'settled';
      for (const url of this.previous.urls()) this.enqueueUrl(url);
      return;
    }
    // A book created in these changes also has its writers and categories `updated`: it moved nowhere.
    for (const change of changes) {
      if (change.kind !== 'product' || !change.slug) continue;
      // A book named as updated that the live release does not have is new (`--changed` names every book so).
      if (change.action === 'created' || (change.action === 'updated' && !this.previous.has(`shop:products/${change.slug}`)))
        this.created.add(change.slug);
      if (change.action === 'deleted') this.goneBooks.add(change.slug);
      // The book list is newest first: a book dated again may move anywhere in it.
      if (
        change.action === 'updated' &&
        !this.created.has(change.slug) &&
        (change.fields === undefined || change.fields.includes('created_at'))
      )
        this.listReordered = true;
    }
    for (const change of changes) this.startFrom(change);
  }

  private startFrom(change: ChangeHint): void {
    if ((change.kind === 'product' || change.kind === 'review') && change.slug) {
      this.enqueue(`shop:products/${change.slug}`);
      this.followCard(change.slug);
      const fields = change.fields;
      if (
        change.kind === 'product' &&
        (change.action !== 'updated' || fields === undefined || fields.some((f) => MEMBERSHIP_FIELDS.has(f)))
      ) {
        this.followMembership(change.slug, change.action === 'updated' && !this.created.has(change.slug));
      }
    } else if (change.kind === 'author' && typeof change.id === 'number') {
      this.enqueue(`shop:authors/${change.id}`);
    } else if (change.kind === 'author' && change.slug) {
      // Named by its slug: the author's answers are keyed by id, so every author's is asked (a few thousand at most).
      for (const key of this.allKeys()) if (key.startsWith('shop:authors/')) this.enqueue(key);
      this.enqueue('shop:authors');
    } else if ((change.kind === 'category' || change.kind === 'publisher') && change.slug) {
      this.enqueue(`shop:${change.kind === 'category' ? 'categories' : 'publishers'}/${change.slug}`);
    } else if (CONTENT_KINDS.has(change.kind)) {
      for (const key of this.allKeys()) if (key.startsWith('content:')) this.enqueueKey(key);
    }
  }

  private keyList: string[] | null = null;

  /** The live release's answer keys (read once: a catalogue has about one per book). */
  private allKeys(): string[] {
    return (this.keyList ??= this.previous.keys());
  }

  private enqueue(key: string, page = 1): void {
    const id = `${key}#${page}`;
    if (this.queued.has(id)) return;
    this.queued.add(id);
    this.pending.push({ key, page });
  }

  private enqueueUrl(url: string): void {
    const facts = this.previous.facts(url);
    if (facts) this.enqueue(facts.key, PAGED_KEYS.has(facts.key) ? pageOf(url) : 1);
  }

  private enqueueKey(key: string): void {
    if (this.previous.has(key) && PAGED_KEYS.has(key)) for (const url of this.previous.urlsOf(key)) this.enqueueUrl(url);
    else this.enqueue(key);
  }

  /** A book whose card may differ: every answer listing it is asked again. */
  private followCard(slug: string): void {
    if (this.cardsFollowed.has(slug)) return;
    this.cardsFollowed.add(slug);
    for (const url of this.previous.listingsOf(slug)) this.enqueueUrl(url);
  }

  /** A list a book joined or left: asked again, and with `siblings` every book in it (their related books can change). */
  private followListing(key: string, siblings: boolean): void {
    if (!this.listingsFollowed.has(key)) {
      this.listingsFollowed.add(key);
      this.enqueue(key);
    }
    if (!siblings || this.siblingsFollowed.has(key)) return;
    this.siblingsFollowed.add(key);
    for (const url of this.previous.urlsOf(key))
      for (const other of this.previous.facts(url)?.embeds ?? []) this.enqueue(`shop:products/${other}`);
  }

  /** A book added, removed or moved between lists: the book list, and every list it was in (the ones it is in now follow from its detail). */
  private followMembership(slug: string, siblings: boolean): void {
    if (this.moved.get(slug) === true || (this.moved.has(slug) && !siblings)) return;
    this.moved.set(slug, siblings);
    this.followBookList();
    for (const url of this.previous.listingsOf(slug)) {
      const key = this.previous.facts(url)?.key ?? '';
      if (/^shop:(authors|categories|publishers)\//.test(key)) this.followListing(key, siblings);
    }
  }

  /**
   * A book joined or left the book list: its first and last pages are asked, and the others worked out
   * from them when they bear the shift out (run()); else every page is asked.
   */
  private followBookList(): void {
    if (this.bookList !== 'off') return;
    this.bookList = 'wanted';
    const pages = this.previous.urlsOf(BOOK_LIST).map(pageOf);
    for (const page of new Set([1, pages.at(-1) ?? 1])) this.enqueue(BOOK_LIST, page);
  }

  /** Asks the queued answers, a round at a time, until no answer reveals more to ask. */
  async run(): Promise<void> {
    for (;;) {
      while (this.pending.length > 0) {
        const batch = this.pending;
        this.pending = [];
        await eachLimit(batch, CONCURRENCY, (task) => this.ask(task));
      }
      if (this.bookList !== 'wanted') return;
      const inferred = this.inferBookList();
      if (inferred === 'again') continue;
      this.bookList = 'settled';
      if (!inferred) this.askWholeList(BOOK_LIST, this.lastPages.get(BOOK_LIST) ?? this.previous.urlsOf(BOOK_LIST).length);
    }
  }

  /**
   * Writes the book list's pages the shift gives (into the cache, as answers without validators): 'again'
   * when more of its pages are to be asked first, false when it gives none.
   */
  private inferBookList(): boolean | 'again' {
    if (this.listReordered) return false;
    const { cache } = this.options;
    const asked = this.next.set;
    const urls = this.previous.urlsOf(BOOK_LIST);
    const firstUrl = [...asked.keys()].find((url) => asked.get(url)?.key === BOOK_LIST && pageOf(url) === 1);
    const firstText = firstUrl === undefined ? undefined : cache.read(cacheKey(firstUrl))?.body;
    if (firstUrl === undefined || firstText === undefined) return false;
    const template = JSON.parse(firstText) as Record<string, unknown>;
    const [total, perPage] = [template.total, template.per_page];
    if (typeof total !== 'number' || typeof perPage !== 'number') return false;
    const pageAt = (page: number) => {
      const url = new URL(firstUrl);
      url.searchParams.set('page', String(page));
      return url.href;
    };
    const lastUrl = urls.at(-1);
    const lastAsked = lastUrl !== undefined && pageOf(lastUrl) > 1 ? asked.get(lastUrl) : undefined;
    const first = asked.get(firstUrl)?.embeds ?? [];
    const added = new Set([...this.created, ...first.filter((slug) => !this.previous.has(`shop:products/${slug}`))]);
    const pages = shiftedPages({
      old: urls.map((url) => this.previous.facts(url)?.embeds ?? []),
      first,
      ...(lastAsked && lastUrl ? { checked: { page: pageOf(lastUrl), books: lastAsked.embeds } } : {}),
      total,
      perPage,
      added,
      removed: this.goneBooks,
    });
    if (!pages) return false;
    // Pages asked this run (the first, the last, those listing a changed card) must be what the shift says.
    for (const [url, facts] of asked) if (facts.key === BOOK_LIST && !sameBooks(facts.embeds, pages[pageOf(url) - 1] ?? [])) return false;
    // Each book's entry: from the live pages (kept before a page was asked again), then the pages asked now,
    // whose entries are the freshest; a book whose card did not change has the same entry in every page.
    const entries = new Map(this.oldEntries);
    for (const url of urls.filter((url) => !asked.has(url))) if (!this.readEntries(url, entries)) return false;
    const fresh = new Map<string, unknown>();
    for (const [url, facts] of asked) if (facts.key === BOOK_LIST && !this.readEntries(url, fresh)) return false;
    for (const [slug, entry] of fresh) entries.set(slug, entry);
    // A changed book the shift moved onto a page not asked (off the end of one asked) has only its live
    // entry: that page is asked too, and the shift worked out again.
    const stale = [...this.cardsFollowed].filter((slug) => !fresh.has(slug) && entries.has(slug) && !this.goneBooks.has(slug));
    if (stale.length > 0) {
      const at = new Map(pages.flatMap((slugs, i) => slugs.map((slug) => [slug, i + 1] as const)));
      for (const slug of stale) this.enqueue(BOOK_LIST, at.get(slug) ?? 1);
      // Pages asked already that do not hold the book: the shift is wrong somewhere.
      return this.pending.length > 0 ? 'again' : false;
    }
    const bodies = pages.map((slugs, i) =>
      asked.has(pageAt(i + 1))
        ? null
        : { ...template, products: slugs.map((slug) => entries.get(slug)), current_page: i + 1, last_page: pages.length },
    );
    if (bodies.some((body) => body?.products.some((entry) => entry === undefined))) return false;
    // A book's entry taken from a live page shows the card the live release has: only the others are compared.
    const known = (slug: string) => !fresh.has(slug);
    bodies.forEach((body, i) => {
      const url = pageAt(i + 1);
      this.queued.add(`${BOOK_LIST}#${i + 1}`);
      if (body === null) return;
      const text = JSON.stringify(body);
      cache.write(cacheKey(url), { url, etag: null, lastModified: null, body: text });
      const facts = describeAnswer(BOOK_LIST, text, body as Json);
      this.inferredPages.add(url);
      this.next.put(url, facts);
      this.compare(this.previous.facts(url), facts, known);
    });
    this.wholePaged.add(BOOK_LIST);
    this.lastPages.set(BOOK_LIST, pages.length);
    // The shift accounts for every book: the new ones are asked for, the removed ones go (no need to look
    // the other 100,000 up).
    this.bookListInferred = true;
    for (const slug of added) if (!this.previous.has(`shop:products/${slug}`)) this.enqueue(`shop:products/${slug}`);
    for (const slug of this.goneBooks) this.dropAnswer(`shop:products/${slug}`);
    return true;
  }

  private async ask(task: Task): Promise<void> {
    const call = answerCall(task.key, task.page);
    if (!call) return;
    let observed: { url: string; text: string } | null = null;
    const observe = (url: string, text: string) => (observed = { url, text });
    const fresh = new Set<string>();
    const { cache, stats } = this.options;
    const api: Endpoints = {
      shop: catalogueEndpoints(conditionalClient(this.options.shopApiUrl, cache, stats, fresh, observe)),
      content: contentEndpoints(conditionalClient(this.options.contentApiUrl, cache, stats, fresh, observe)),
    };
    this.asked += 1;
    const oldUrl = this.previous.urlsOf(task.key).find((url) => !PAGED_KEYS.has(task.key) || pageOf(url) === task.page);
    if (task.key === BOOK_LIST && oldUrl && this.bookList !== 'settled') this.keepEntries(oldUrl);
    const result = await call(api);
    if (!result.ok && result.error.kind === 'http' && result.error.status === 404) {
      // Gone: a removed book, author, post… Its pages go with the routes it no longer has.
      if (oldUrl) {
        this.compare(this.previous.facts(oldUrl), undefined);
        this.next.delete(oldUrl);
      }
      const book = /^shop:products\/(.+)$/.exec(task.key);
      if (book) this.goneBooks.add(book[1] ?? '');
      return;
    }
    if (!result.ok || observed === null) {
      const error = result.ok
        ? 'no answer text'
        : result.error.kind === 'validation'
          ? `invalid answer — ${result.error.issues.join('; ') || result.error.message}`
          : result.error.message;
      throw new FetchFailure(`GET ${task.key.replace(/^\w+:/, '/')}${PAGED_KEYS.has(task.key) ? `?page=${task.page}` : ''}`, error);
    }
    const { url, text } = observed as { url: string; text: string };
    const key = answerKey(url, this.bases) ?? task.key;
    const facts = describeAnswer(key, text);
    const before = this.previous.facts(url);
    this.next.put(url, facts);
    this.compare(before, facts);
    this.discover(key, result.data, before?.members !== facts.members);
  }

  /** Compares an answer's facts with the live release's and notes the keys and cards that changed (but those `known` to be as they were). */
  private compare(before: StoredFacts | undefined, after: AnswerFacts | undefined, known: (slug: string) => boolean = () => false): void {
    const key = (after ?? before)?.key ?? '';
    if (before?.hash === after?.hash) return;
    this.differed += 1;
    this.changedKeys.add(depKey.answer(key)).add(depKey.everyRecord(key));
    if (before?.members !== after?.members) this.changedKeys.add(depKey.members(key));
    if (before?.names !== after?.names) this.changedKeys.add(depKey.names(key));
    // A directory card shows one entry's count: only the counts that changed (an older state has none: all of them).
    for (const id of new Set([...Object.keys(before?.counts ?? {}), ...Object.keys(after?.counts ?? {})])) {
      if (before?.counts === undefined || before.counts[id] !== after?.counts?.[id]) this.changedKeys.add(depKey.count(key, id));
    }
    for (const [slug, hash] of Object.entries(after?.cards ?? {})) {
      if (!known(slug) && this.previous.cardHash(slug) !== hash) {
        this.changedKeys.add(depKey.card(slug));
        this.followCard(slug);
      }
    }
    // A book gone: every page that showed its card changes.
    const gone = after === undefined ? /^shop:products\/(.+)$/.exec(key) : null;
    if (gone) this.changedKeys.add(depKey.card(gone[1] ?? ''));
  }

  /** A paged list whose members or length changed is asked again whole. */
  /** The book entries of a book list page as the cache holds it now, into `entries`; false when it holds none. */
  private readEntries(url: string, entries: Map<string, unknown>): boolean {
    const text = this.options.cache.read(cacheKey(url))?.body;
    if (text === undefined) return false;
    for (const entry of (JSON.parse(text) as { products?: { slug: string }[] }).products ?? []) entries.set(entry.slug, entry);
    return true;
  }

  /** A live book list page's entries, kept before the page is asked again (its answer replaces them in the cache). */
  private keepEntries(url: string): void {
    this.readEntries(url, this.oldEntries);
  }

  private allPages(key: string, data: unknown, membersChanged: boolean): void {
    const last = field(data, 'last_page');
    if (typeof last !== 'number') return;
    this.lastPages.set(key, last);
    // The book list's other pages wait for the shift to be worked out (run()).
    if (key === BOOK_LIST && this.bookList === 'wanted') return;
    if (!membersChanged && last === this.previous.urlsOf(key).length) return;
    this.askWholeList(key, last);
  }

  private askWholeList(key: string, last: number): void {
    this.wholePaged.add(key);
    for (let page = 1; page <= last; page += 1) this.enqueue(key, page);
  }

  /** Members of a list: noted, and a member the live release does not have gets its own answer asked for. */
  private children(prefix: string, ids: (string | number)[]): void {
    let set = this.listed.get(prefix);
    if (!set) this.listed.set(prefix, (set = new Set()));
    for (const id of ids) {
      set.add(String(id));
      // Members the live release already has are asked again only when a change reaches them.
      if (!this.previous.has(`${prefix}/${id}`)) this.enqueue(`${prefix}/${id}`);
    }
  }

  /** What an answer reveals: new members to ask, the lists a moved book is in now, a paged list to ask whole. */
  private discover(key: string, data: unknown, membersChanged: boolean): void {
    const detail = /^shop:products\/(.+)$/.exec(key);
    const siblings = detail ? this.moved.get(detail[1] ?? '') : undefined;
    if (siblings !== undefined) {
      // A book that joined, left or moved: the lists it is in now, and (moved) their books.
      const product = field(data, 'product');
      for (const id of numbers(asArray(field(product, 'writers')), 'id')) this.followListing(`shop:authors/${id}`, siblings);
      for (const slug of strings(asArray(field(product, 'categories')), 'slug')) this.followListing(`shop:categories/${slug}`, siblings);
      const publisher = field(field(product, 'publisher'), 'slug');
      if (typeof publisher === 'string') this.followListing(`shop:publishers/${publisher}`, siblings);
    } else if (key === 'shop:products') {
      const slugs = strings(asArray(field(data, 'products')), 'slug');
      this.children('shop:products', slugs);
      // A book the list names that the live release does not have: added (no siblings, as for a named one).
      for (const slug of slugs) if (!this.previous.has(`shop:products/${slug}`)) this.followMembership(slug, false);
      this.allPages(key, data, membersChanged);
    } else if (key === 'shop:authors') this.children('shop:authors', numbers(asArray(data), 'id'));
    else if (key === 'shop:categories') this.children('shop:categories', strings(asArray(data), 'slug'));
    else if (key === 'shop:publishers') this.children('shop:publishers', strings(asArray(data), 'slug'));
    else if (key === 'content:blogs/categories') this.children('content:blogs/categories', strings(asArray(data), 'slug'));
    else if (key === 'content:blogs/tags') this.children('content:blogs/tags', strings(asArray(data), 'slug'));
    else if (key === 'content:navigation/footers') this.children('content:pages', pageSlugsOf(data as FooterMenus));
    else if (key === 'content:blogs/posts') {
      this.children('content:blogs/posts', strings(asArray(field(data, 'data')), 'slug'));
      this.allPages(key, data, membersChanged);
    }
  }

  /**
   * Pages of a paged list beyond its new last page, and members no list names any more, are gone.
   * A list is known whole when it was asked again (every page of a paged one).
   */
  dropGone(): void {
    // A page past the new last page is gone even when it was asked again (the API answers it empty, not 404):
    // kept, the next run would find it gone and take the list's members for changed.
    for (const key of PAGED_KEYS) {
      if (!this.wholePaged.has(key) && !this.lastPages.has(key)) continue;
      const last = Math.max(1, this.lastPages.get(key) ?? Infinity);
      for (const url of this.next.urlsOf(key)) {
        const facts = this.next.facts(url);
        const gone = (this.wholePaged.has(key) && !this.queued.has(`${key}#${pageOf(url)}`)) || pageOf(url) > last;
        if (facts && gone) this.goneFrom(url, facts);
      }
    }
    // Members of a list known whole (a paged one asked again on every page) that it no longer names. The
    // book list worked out from a shift dropped its gone books already.
    const whole = [...new Set([...this.listed.keys(), ...this.wholePaged])].filter(
      (prefix) => (!PAGED_KEYS.has(prefix) || this.wholePaged.has(prefix)) && !(prefix === BOOK_LIST && this.bookListInferred),
    );
    for (const prefix of whole) {
      const listed = this.listed.get(prefix);
      for (const [url, facts] of this.next.under(prefix)) {
        const member = facts.key.slice(prefix.length + 1);
        if (!member.includes('/') && !(listed?.has(member) ?? false)) this.goneFrom(url, facts);
      }
    }
  }

  private goneFrom(url: string, facts: StoredFacts): void {
    this.compare(facts, undefined);
    this.next.delete(url);
  }

  /** An answer the changes show gone (a book the book list no longer has), unless it is gone already. */
  private dropAnswer(key: string): void {
    for (const url of this.next.urlsOf(key)) {
      const facts = this.next.facts(url);
      if (facts) this.goneFrom(url, facts);
    }
  }

  /** The later pages of each listing whose members changed (listing-pages.ts). */
  noteListingPages(): void {
    const answersOf = (answers: AnswerView, key: string) => answers.urlsOf(key).map((url) => [url, answers.facts(url)] as const);
    for (const changed of [...this.changedKeys]) {
      const key = changed.slice(2);
      if (changed !== depKey.members(key) || !LISTING_KEY.test(key)) continue;
      for (const pageKey of listingPageKeys(key, answersOf(this.previous, key), answersOf(this.next, key))) this.changedKeys.add(pageKey);
    }
  }

  result(): Revalidation {
    return {
      answers: this.next,
      changedKeys: this.changedKeys,
      asked: this.asked,
      differed: this.differed,
      inferredPages: this.inferredPages,
    };
  }
}
