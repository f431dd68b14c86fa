/** Where the storefront's links go: one mapping for footer menus, the main menu and listings. */
import { siteLink } from './web-address.ts';

export type MenuLink = { type: string; url: string; name: string };

/** "রবীন্দ্রনাথ ঠাকুর" → "রবীন্দ্রনাথ-ঠাকুর": author links use the name with spaces turned into hyphens. */
export function hyphenate(name: string): string {
  return name.normalize('NFC').trim().split(/\s+/u).join('-');
}

/** The {name} segment of an author listing: the lowercased, hyphenated name (unencoded, as a route parameter). */
export function authorNameSegment(name: string): string {
  return hyphenate(name).toLowerCase();
}

export function authorListingPath(id: number, name: string, page = 1): string {
  return withPage(`/books/authors/${id}/${encodeURIComponent(authorNameSegment(name))}`, page);
}
export function categoryListingPath(slug: string, page = 1): string {
  return withPage(`/books/categories/${slug}`, page);
}
export function publisherListingPath(slug: string, page = 1): string {
  return withPage(`/books/publishers/${slug}`, page);
}
export function allBooksPath(page = 1): string {
  return withPage('/books', page);
}
export function bookPath(slug: string): string {
  return `/product-details/${slug}`;
}
export function postPath(slug: string): string {
  return `/blog-details/${slug}`;
}

/** A book listing's later page, named by its first book (listing-chunks.ts): /books/categories/novel/from/pother-panchali/. */
export function listingFromPath(listingPath: string, fromBook: string): string {
  return `${listingPath.replace(/\/+$/, '')}/from/${fromBook}/`;
}

/** Page 1 is the listing itself; later pages are real static URLs: /books/page/2/. */
export function withPage(base: string, page: number): string {
  return page <= 1 ? `${base}/` : `${base}/page/${page}/`;
}

/**
 * The header search's target: whitespace runs become single hyphens, so
 * "humayun  ahmed" goes to /books/search/humayun-ahmed. Empty text has no target.
 */
export function searchPath(text: string): string | null {
  const slug = text.normalize('NFC').trim().split(/\s+/u).join('-');
  return slug === '' ? null : `/books/search/${encodeURIComponent(slug)}`;
}

/** Reads the search text back from a /books/search/{text} path (hyphens become spaces). */
export function searchTextFromPath(pathname: string): string {
  const match = /^\/books\/search\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return '';
  let raw: string;
  try {
    raw = decodeURIComponent(match[1]);
  } catch {
    return '';
  }
  return raw.split('-').filter(Boolean).join(' ').normalize('NFC');
}

/** A content page's address: the about page has a route of its own, /about (its /page/about copy points there). */
export function pagePath(slug: string): string {
  return slug === 'about' ? '/about' : `/page/${slug}`;
}

/** "https:", "javascript:", "data:": a url item that names a scheme is an address of its own, not a path. */
const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * The footer mapping of the specification (section 2), also used for the main
 * menu's navigation items: url → /{url} (an absolute http(s) address as it is); page → /page/{url} (/about for the
 * about page, its canonical address); blog → /blog-details/{url}
 * (the original's /blogs/{url} is no route of the site); author → /books/authors/{url}/{name};
 * category, publisher → their listings; any other type → /books/{type}/{url}.
 *
 * Null when siteLink (the one judge of what may reach an href) refuses the
 * result: the menus then leave the item out. Navigation data is the shop's,
 * but a url item is free text, and "\evil.example/login" mapped to
 * "/\evil.example/login" is opened by browsers as http://evil.example/login.
 */
export function menuHref(link: MenuLink): string | null {
  return siteLink(mappedHref(link));
}

function mappedHref(link: MenuLink): string {
  if (link.type === 'url') {
    const url = link.url.trim();
    // An absolute address stays whole, and leading slashes stay as they are
    // (not collapsed into one), so "//host" reaches siteLink as the other host it names.
    return SCHEME.test(url) || url.startsWith('/') ? url : `/${url}`;
  }
  const url = link.url.trim().replace(/^\/+/, '');
  switch (link.type) {
    case 'page':
      return pagePath(url);
    case 'blog':
      return postPath(url);
    case 'author':
      return /^\d+$/.test(url) ? authorListingPath(Number(url), link.name) : '/authors/';
    case 'category':
      return categoryListingPath(url);
    case 'publisher':
      return publisherListingPath(url);
    default:
      return `/books/${encodeURIComponent(link.type)}/${url}`;
  }
}
