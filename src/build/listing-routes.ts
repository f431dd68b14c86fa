/**
 * How a kind of book listing becomes routes: the paths of its first and later
 * pages (or only the planned ones in a live update's partial build,
 * render-plan.ts), the numbered addresses of the old paging that now redirect,
 * and what one page renders. Each listing route file is this applied to its
 * kind (listing-kinds.ts), so the routes differ only in data.
 *
 * Pages are cut by listing-chunks.ts (decision 0017): the first page is the
 * listing's own path and shows its counts and the numbered pagination; a later
 * page is named by its first book and records only its own books and
 * neighbours, so a book added elsewhere in the listing does not render it.
 */
import type { Product } from '#shared/api/schemas/shop.ts';
import { depKey } from './dep-keys.ts';
import { recordDep, unrecorded } from './page-deps.ts';
import { planned, plannedMatches } from './render-plan.ts';
import { mapLimit } from '#shared/concurrency.ts';
import { listingChunks, numberedLaterPages, type ListingChunk } from '#shared/listing-chunks.ts';
import { listingFromPath } from '#shared/links.ts';
import type { Scope } from '#shared/search/listing-state.ts';
import { pathInLocale, type Locale } from '#shared/i18n/locale.ts';
import { listing as messages } from '#shared/i18n/messages/listing.ts';

/** Listings whose books are loaded at once to list their later pages (a full build only). */
const LOAD_CONCURRENCY = 4;

/** What a kind of listing is made of; `Member` is what one listing lists (a category, …), `Param` its route's parameters. */
export interface ListingKind<Member, Param extends string> {
  /** The route's parameters, in the order `routePattern` captures them. */
  readonly params: readonly Param[];
  /** The first page's English path without its trailing slash, as a regular expression capturing the parameters. */
  readonly routePattern: string;
  /** The label above the heading ("Category"), in each interface (one text serves both); none for all books. */
  readonly label?: string | ((locale: Locale) => string);
  /** Whether the listing has its own crumb after Home / Books. */
  readonly ownCrumb?: boolean;
  /** Every member with a listing, to list the routes. */
  members(): Promise<readonly Member[]>;
  paramsOf(member: Member): Record<Param, string>;
  /** The API answer the books come from (`shop:categories/novel`): what a later page's recorded key names. */
  answer(params: Record<Param, string>): string;
  /** A member and its books, from its route's parameters: all a page reads. */
  books(params: Record<Param, string>): Promise<{ member: Member; products: Product[] }>;
  /** The first page's English path (the Bangla page's is pathInLocale of it). */
  path(member: Member): string;
  name(member: Member, locale: Locale): string;
  /** The page's title: it says what kind of list this is, so no blog tag of the same name shares it. */
  title(member: Member, locale: Locale): string;
  /** The first page's description, without its full stop; it may count the books. */
  description(member: Member, count: number, locale: Locale): string;
  emptyMessage(member: Member, locale: Locale): string;
  scope?(member: Member): Scope;
}

/** What a listing page's route gives it: the listing's parameters and, on a later page, its first book. */
export interface ListingProps {
  readonly params: Readonly<Record<string, string>>;
  readonly from: string | null;
}

interface ListingPath {
  params: Record<string, string>;
  props: ListingProps;
}

/** The pagination of a listing page (Pagination.astro). */
export type Pager =
  /** The first page: every page by number (their addresses in order), this one first. */
  | { kind: 'numbered'; hrefs: readonly string[] }
  /** A later page: its neighbours and the first page. */
  | { kind: 'neighbours'; previous: string; next: string | null; first: string };

/** A whole listing page's content (BookListingPage.astro). */
export interface BookListingProps {
  /** What is listed: "All books", a category's, publisher's or author's name. */
  name: string;
  /** The page's title ("Books by …", and on a later page where it starts). */
  title: string;
  kind?: string;
  /** This page's books. */
  products: readonly Product[];
  /** On the first page, every book of the listing (its count, the side panel's counts); null on a later page. */
  listingProducts: readonly Product[] | null;
  pager: Pager;
  /** The listing's first page and this page, in the page's interface. */
  firstHref: string;
  href: string;
  /** A later page's crumb ("From …"); null on the first page. */
  crumb: string | null;
  /** The listing's own crumb after Home / Books (none for all books). */
  ownCrumb?: boolean;
  description: string;
  emptyMessage: string;
  /** What the listing is narrowed to, kept when the shopper filters it. */
  scope?: Scope;
}

/** A kind of listing as its route files use it. */
export interface Listing {
  /** getStaticPaths of the first pages (the listing's own path). */
  firstPagePaths(): Promise<ListingPath[]>;
  /** getStaticPaths of the later pages (…/from/{book}/). */
  laterPagePaths(): Promise<ListingPath[]>;
  /** getStaticPaths of the old numbered pages (…/page/2/ on), which send the browser to the first page. */
  numberedPagePaths(): Promise<{ params: Record<string, string> }[]>;
  /** What the page of `props` renders, in the interface of `locale` (its links stay in it). */
  page(props: ListingProps, locale?: Locale): Promise<BookListingProps>;
}

/**
 * A listing's pages, cut once per list: every page of a listing reads the same memoised list (catalog.ts),
 * and cutting it again for each of 2,500 pages at 100,000 books would hash every book 2,500 times.
 */
const cutMemo = new WeakMap<readonly Product[], ListingChunk[]>();
function chunksOf(products: readonly Product[]): ListingChunk[] {
  let chunks = cutMemo.get(products);
  if (!chunks) cutMemo.set(products, (chunks = listingChunks(products.map((book) => book.slug))));
  return chunks;
}

/** A page's English path: the first page is the listing's own; undefined past either end. */
const chunkPath = (firstPath: string, chunk: ListingChunk | undefined) =>
  chunk?.from ? listingFromPath(firstPath, chunk.from) : chunk ? firstPath : undefined;

export function defineListing<Member, Param extends string>(kind: ListingKind<Member, Param>): Listing {
  // Props only ever come from this listing's own paths, which carry every one of its parameters.
  const paramsFrom = (props: ListingProps) => props.params as Record<Param, string>;
  const paramsOfMatch = (groups: readonly string[]) =>
    Object.fromEntries(kind.params.map((name, index) => [name, groups[index] ?? ''])) as Record<Param, string>;
  const laterPattern = new RegExp(`^${kind.routePattern}/from/([^/]+)$`);
  const numberedPattern = new RegExp(`^${kind.routePattern}/page/(\\d+)$`);
  const loadAll = async () => mapLimit(await kind.members(), LOAD_CONCURRENCY, (member) => kind.books(kind.paramsOf(member)));

  return {
    async firstPagePaths() {
      const members = planned(await kind.members(), (member) => kind.path(member));
      return members.map((member) => {
        const params = kind.paramsOf(member);
        return { params, props: { params, from: null } };
      });
    },

    async laterPagePaths() {
      const fromPlan = plannedMatches(laterPattern);
      if (fromPlan) {
        return fromPlan.map((groups) => {
          const params = paramsOfMatch(groups);
          const from = groups[kind.params.length] ?? '';
          return { params: { ...params, book: from }, props: { params, from } };
        });
      }
      return (await loadAll()).flatMap(({ member, products }) => {
        const params = kind.paramsOf(member);
        return chunksOf(products).flatMap(({ from }) =>
          from === null ? [] : [{ params: { ...params, book: from }, props: { params, from } }],
        );
      });
    },

    async numberedPagePaths() {
      const fromPlan = plannedMatches(numberedPattern);
      if (fromPlan) return fromPlan.map((groups) => ({ params: { ...paramsOfMatch(groups), page: groups[kind.params.length] ?? '' } }));
      return (await loadAll()).flatMap(({ member, products }) =>
        numberedLaterPages(products.length).map((page) => ({ params: { ...kind.paramsOf(member), page: String(page) } })),
      );
    },

    async page(props, locale = 'en') {
      const params = paramsFrom(props);
      const { from } = props;
      // The first page shows the whole listing (its count, pagination, side panel): every change to it counts.
      // A later page shows its own books and neighbours only, and records just that (listing-chunks.ts).
      const { member, products } = from === null ? await kind.books(params) : await unrecorded(() => kind.books(params));
      if (from !== null) recordDep(depKey.listingPage(kind.answer(params), from));
      const chunks = chunksOf(products);
      const index = from === null ? 0 : chunks.findIndex((chunk) => chunk.from === from);
      const chunk = chunks[index];
      if (!chunk) throw new Error(`${kind.path(member)}: no page starts at ${from ?? ''}`);
      const firstPath = kind.path(member);
      const local = (path: string) => pathInLocale(path, locale);
      const pathOf = (other: ListingChunk | undefined) => {
        const path = chunkPath(firstPath, other);
        return path === undefined ? null : local(path);
      };
      const shown = products.slice(chunk.start, chunk.end);
      const t = messages[locale];
      const title = kind.title(member, locale);
      const first = shown[0];
      const later = from !== null && first !== undefined;
      return {
        name: kind.name(member, locale),
        title: later ? t.fromTitle(title, first.name) : title,
        kind: typeof kind.label === 'function' ? kind.label(locale) : kind.label,
        products: shown,
        listingProducts: later ? null : products,
        pager: later
          ? {
              kind: 'neighbours',
              previous: pathOf(chunks[index - 1]) ?? local(firstPath),
              next: pathOf(chunks[index + 1]),
              first: local(firstPath),
            }
          : { kind: 'numbered', hrefs: chunks.map((other) => pathOf(other) ?? local(firstPath)) },
        firstHref: local(firstPath),
        href: pathOf(chunk) ?? local(firstPath),
        crumb: later ? t.fromBook(first.name) : null,
        ownCrumb: kind.ownCrumb,
        description: later ? t.laterDescription(title, first.name) : t.firstDescription(kind.description(member, products.length, locale)),
        emptyMessage: kind.emptyMessage(member, locale),
        scope: kind.scope?.(member),
      };
    },
  };
}
