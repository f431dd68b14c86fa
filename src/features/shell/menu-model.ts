/**
 * The main menu as data, shared by the desktop menu and the mobile drawer so
 * both always offer the same places: the fixed items, the navigation call's
 * items, and the Authors, Categories and Publishers mega menus.
 */
import type { NavigationItem } from '#shared/api/schemas/shop.ts';
import { allBooksPath, authorListingPath, categoryListingPath, menuHref, publisherListingPath } from '#shared/links.ts';
import { hrefInLocale, type Locale } from '#shared/i18n/locale.ts';

/** The mega menus show 9 items from each fetched list; the rest are one "all" link away. */
export const MEGA_MENU_SIZE = 9;

export type MenuLinkItem = { label: string; href: string; children: MenuLinkItem[] };

export type MenuEntry =
  | { kind: 'link'; label: string; href: string; children: MenuLinkItem[] }
  | { kind: 'mega'; label: string; href: string; items: MenuLinkItem[]; viewAll: { label: string; href: string } };

type Named = { name: string };
export type MegaSources = {
  authors: readonly (Named & { id: number })[];
  categories: readonly (Named & { slug: string })[];
  publishers: readonly (Named & { slug: string })[];
};

/** "/authors" and "/authors/" are the same place. */
function samePlace(a: string, b: string): boolean {
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return trim(a) === trim(b);
}

/**
 * The navigation call's items as links. An item whose address menuHref refuses
 * is left out with its children: showing it unlinked would leave a label that
 * leads nowhere, and its children hang off a place the shop's data got wrong.
 */
function fromNavigation(items: readonly NavigationItem[]): MenuLinkItem[] {
  return items.flatMap((item) => {
    const href = menuHref(item);
    return href === null ? [] : [{ label: item.name, href, children: fromNavigation(item.children) }];
  });
}

function megaItems<T extends Named>(list: readonly T[], href: (item: T) => string): MenuLinkItem[] {
  return list.slice(0, MEGA_MENU_SIZE).map((item) => ({ label: item.name, href: href(item), children: [] }));
}

/**
 * Home, all books and popular books first, then the navigation call's items,
 * then the three mega menus and the blog. A navigation item that leads where a
 * fixed item already leads (the seed's লেখক, প্রকাশনী, ব্লগ) is not repeated.
 * The original's pre-order, package and book fair items linked nowhere, so
 * they are left out rather than shipped as dead links. Every link leads to the
 * page in the interface being built (`locale`).
 */
export function buildMainMenu(navigation: readonly NavigationItem[], sources: MegaSources, locale: Locale = 'en'): MenuEntry[] {
  const leading: MenuEntry[] = [
    { kind: 'link', label: 'হোম', href: '/', children: [] },
    { kind: 'link', label: 'সব বই', href: allBooksPath(), children: [] },
    // The home page's tabbed popular-books block.
    { kind: 'link', label: 'জনপ্রিয় বই', href: '/#popular', children: [] },
  ];
  const trailing: MenuEntry[] = [
    {
      kind: 'mega',
      label: 'লেখক',
      href: '/authors/',
      items: megaItems(sources.authors, (a) => authorListingPath(a.id, a.name)),
      viewAll: { label: 'সব লেখক দেখুন', href: '/authors/' },
    },
    {
      kind: 'mega',
      label: 'বিষয়',
      href: '/categories/',
      items: megaItems(sources.categories, (c) => categoryListingPath(c.slug)),
      viewAll: { label: 'সব বিষয় দেখুন', href: '/categories/' },
    },
    {
      kind: 'mega',
      label: 'প্রকাশনী',
      href: '/publications/',
      items: megaItems(sources.publishers, (p) => publisherListingPath(p.slug)),
      viewAll: { label: 'সব প্রকাশনী দেখুন', href: '/publications/' },
    },
    { kind: 'link', label: 'ব্লগ', href: '/blog/', children: [] },
  ];
  const fixed = [...leading, ...trailing];
  const fromApi: MenuEntry[] = fromNavigation(navigation)
    .filter((item) => !fixed.some((entry) => samePlace(entry.href, item.href)))
    .map((item) => ({ kind: 'link', ...item }));
  return [...leading, ...fromApi, ...trailing].map((entry) => inLocale(entry, locale));
}

function itemInLocale(item: MenuLinkItem, locale: Locale): MenuLinkItem {
  return { ...item, href: hrefInLocale(item.href, locale), children: item.children.map((child) => itemInLocale(child, locale)) };
}

function inLocale(entry: MenuEntry, locale: Locale): MenuEntry {
  if (entry.kind === 'link') return { ...entry, ...itemInLocale(entry, locale) };
  return {
    ...entry,
    href: hrefInLocale(entry.href, locale),
    items: entry.items.map((item) => itemInLocale(item, locale)),
    viewAll: { ...entry.viewAll, href: hrefInLocale(entry.viewAll.href, locale) },
  };
}

/** Whether a menu entry leads to the page being built (for aria-current). */
export function isCurrent(href: string, pathname: string): boolean {
  return !href.includes('#') && samePlace(safeDecode(href), safeDecode(pathname));
}

function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
