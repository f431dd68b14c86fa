/**
 * How a kind of book listing becomes routes: the paths of its first and later
 * pages (or only the planned ones in a live update's partial build,
 * render-plan.ts) and what one page renders. Each listing route file is this
 * applied to its kind (listing-kinds.ts), so the routes differ only in data.
 */
import type { Product } from '../../lib/api/schemas/shop.ts';
import { planned, plannedMatches } from '../../lib/build/render-plan.ts';
import { mapLimit } from '../../lib/concurrency.ts';
import type { Scope } from '../../lib/search/listing-state.ts';
import { pathInLocale, type Locale } from '../../lib/i18n/locale.ts';
import { laterPages, pagedDescription } from './listing-pages.ts';

/** Listings whose books are loaded at once to count their later pages (a full build only). */
const LOAD_CONCURRENCY = 4;

/** What a kind of listing is made of; `Member` is what one listing lists (a category, …), `Param` its route's parameters. */
export interface ListingKind<Member, Param extends string> {
  /** The route's parameters besides the page, in the order `laterPagePattern` captures them. */
  readonly params: readonly Param[];
  /** A later page's route as a live update's render plan names it: the parameters, then the page. */
  readonly laterPagePattern: RegExp;
  /** The label above the heading ("Category"), in each interface (one text serves both); none for all books. */
  readonly label?: string | ((locale: Locale) => string);
  /** Whether the listing has its own crumb after Home / Books. */
  readonly ownCrumb?: boolean;
  /** Every member with a listing, to list the routes. */
  members(): Promise<readonly Member[]>;
  paramsOf(member: Member): Record<Param, string>;
  /** A member and its books, from its route's parameters: all a page reads. */
  books(params: Record<Param, string>): Promise<{ member: Member; products: Product[] }>;
  /** The English page's path: what a live update's render plan names (the Bangla page's is pathInLocale of it). */
  path(member: Member, page: number): string;
  name(member: Member, locale: Locale): string;
  /** The page's title without its page number: it says what kind of list this is, so no blog tag of the same name shares it. */
  title(member: Member, locale: Locale): string;
  /** The page's description without its page number and full stop (pagedDescription adds them). */
  description(member: Member, count: number, locale: Locale): string;
  emptyMessage(member: Member, locale: Locale): string;
  scope?(member: Member): Scope;
}

/** What a listing route's page receives from its getStaticPaths. */
export interface ListingProps {
  readonly params: Readonly<Record<string, string>>;
  readonly page: number;
}

interface ListingPath {
  params: Record<string, string>;
  props: ListingProps;
}

/** A whole listing page's content (BookListingPage.astro). */
export interface BookListingProps {
  /** What is listed: "All books", a category's, publisher's or author's name. */
  name: string;
  /** The page's title without its page number ("Books by …"). */
  title: string;
  kind?: string;
  products: readonly Product[];
  page: number;
  href: (page: number) => string;
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
  /** getStaticPaths of the later pages (/page/2/ on). */
  laterPagePaths(): Promise<ListingPath[]>;
  /** What the page of `props` renders, in the interface of `locale` (its links stay in it). */
  page(props: ListingProps, locale?: Locale): Promise<BookListingProps>;
}

export function defineListing<Member, Param extends string>(kind: ListingKind<Member, Param>): Listing {
  // Props only ever come from this listing's own paths, which carry every one of its parameters.
  const paramsFrom = (props: ListingProps) => props.params as Record<Param, string>;
  return {
    async firstPagePaths() {
      const members = planned(await kind.members(), (member) => kind.path(member, 1));
      return members.map((member) => {
        const params = kind.paramsOf(member);
        return { params, props: { params, page: 1 } };
      });
    },

    async laterPagePaths() {
      const fromPlan = plannedMatches(kind.laterPagePattern);
      if (fromPlan) {
        return fromPlan.map((groups) => {
          const params = Object.fromEntries(kind.params.map((name, index) => [name, groups[index] ?? '']));
          const page = groups[kind.params.length] ?? '';
          return { params: { ...params, page }, props: { params, page: Number(page) } };
        });
      }
      const listings = await mapLimit(await kind.members(), LOAD_CONCURRENCY, (member) => kind.books(kind.paramsOf(member)));
      return listings.flatMap(({ member, products }) => {
        const params = kind.paramsOf(member);
        return laterPages(products.length).map((page) => ({ params: { ...params, page: String(page) }, props: { params, page } }));
      });
    },

    async page(props, locale = 'en') {
      const { member, products } = await kind.books(paramsFrom(props));
      const { page } = props;
      return {
        name: kind.name(member, locale),
        title: kind.title(member, locale),
        kind: typeof kind.label === 'function' ? kind.label(locale) : kind.label,
        products,
        page,
        href: (n) => pathInLocale(kind.path(member, n), locale),
        ownCrumb: kind.ownCrumb,
        description: pagedDescription(kind.description(member, products.length, locale), page, locale),
        emptyMessage: kind.emptyMessage(member, locale),
        scope: kind.scope?.(member),
      };
    },
  };
}
