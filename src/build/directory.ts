/**
 * The authors, publications and categories screens show the same thing: a
 * grid of names, each with a monogram and a book count, linking to its book
 * listing. One entry shape for all three, built from the API lists.
 */
import type { Author, Category, Publisher } from '#shared/api/schemas/shop.ts';
import { depKey } from './dep-keys.ts';
import { authorListingPath, categoryListingPath, publisherListingPath } from '#shared/links.ts';
import { haystackOf } from '#features/content/search-index.ts';
import { keysOf } from '#features/content/search-keys.ts';
import type { SearchEntry } from '#features/content/search-text.ts';

/** Twelve to a page on the authors and publications screens. */
export const DIRECTORY_PER_PAGE = 12;

export type DirectoryEntry = {
  /** Stable key (id or slug), also the seed of the monogram's colour. */
  key: string;
  name: string;
  /** Other spellings a visitor may type (the Latin name, the slug). */
  alsoKnownAs: string[];
  href: string;
  count: number;
  /** The dependency key of the count (dep-keys.ts): a card records it, so a book added re-renders only its writer's card's page. */
  countKey?: string;
  /** What the monogram shows: initials for people and categories, the first word of a publisher's name. */
  mark: string;
};

export function authorEntries(list: readonly Author[]): DirectoryEntry[] {
  return list.map((author) => ({
    key: `author-${author.id}`,
    name: author.name,
    alsoKnownAs: [author.name_en],
    href: authorListingPath(author.id, author.name),
    count: author.products_count,
    countKey: depKey.count('shop:authors', author.id),
    mark: initials(author.name),
  }));
}

export function publisherEntries(list: readonly Publisher[]): DirectoryEntry[] {
  return list.map((publisher) => ({
    key: `publisher-${publisher.slug}`,
    name: publisher.name,
    alsoKnownAs: [publisher.slug.replace(/-/g, ' ')],
    href: publisherListingPath(publisher.slug),
    count: publisher.products_count,
    countKey: depKey.count('shop:publishers', publisher.id),
    // Publisher names mostly end alike ("… প্রকাশনী"), so the tile shows the first word, like a wordmark.
    mark: firstWord(publisher.name),
  }));
}

export function categoryEntries(list: readonly Category[]): DirectoryEntry[] {
  return list.map((category) => ({
    key: `category-${category.slug}`,
    name: category.name,
    alsoKnownAs: [category.slug.replace(/-/g, ' ')],
    href: categoryListingPath(category.slug),
    count: category.products_count,
    countKey: depKey.count('shop:categories', category.id),
    mark: initials(category.name),
  }));
}

const graphemes = new Intl.Segmenter('bn', { granularity: 'grapheme' });
/** Bangla vowel signs, candrabindu, anusvara and visarga: a monogram shows the letter without them. */
const BANGLA_SIGNS = /[\u0981-\u0983\u09BE-\u09C4\u09C7\u09C8\u09CB\u09CC\u09D7]/gu;

function leadingLetter(word: string): string {
  for (const { segment } of graphemes.segment(word)) return segment.replace(BANGLA_SIGNS, '') || segment;
  return '';
}

/**
 * The monogram's letters: the first letter of the first and of the last word
 * ("রবীন্দ্রনাথ ঠাকুর" → "রঠ", "Jules Verne" → "JV"). Whole graphemes, so a
 * Bangla conjunct ("প্র") stays whole; vowel signs are left off ("বেগম" → "ব").
 */
export function initials(name: string): string {
  const words = name.normalize('NFC').trim().split(/\s+/u).filter(Boolean);
  const first = words[0];
  if (first === undefined) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return `${leadingLetter(first)}${last ? leadingLetter(last) : ''}`.toLocaleUpperCase('en');
}

export function firstWord(name: string): string {
  return name.normalize('NFC').trim().split(/\s+/u)[0] ?? '';
}

/** A hue (0–359) that a key always gets, so a name keeps its colour from page to page; near keys get far hues. */
export function hueOf(key: string): number {
  // FNV-1a, then a final avalanche so "author-1" and "author-2" land far apart.
  let hash = 0x811c9dc5;
  for (const char of key) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193);
  hash = Math.imul(hash ^ (hash >>> 16), 0x45d9f3b);
  hash ^= hash >>> 16;
  return (hash >>> 0) % 360;
}

/**
 * The instant-search index of a directory: each entry's name, count and monogram, found by any of its names.
 * One index serves both interfaces: the count is a bare number, which the search box writes as its page's
 * book count ("14 books", "১৪টি বই"), and the link an English path, which it moves into the page's interface.
 */
export function directorySearchEntries(entries: readonly DirectoryEntry[]): SearchEntry[] {
  return entries.map((entry) => ({
    href: entry.href,
    fields: { name: entry.name, count: String(entry.count), mark: entry.mark },
    hue: hueOf(entry.key),
    haystack: haystackOf([entry.name, ...entry.alsoKnownAs]),
    keys: keysOf([entry.name, ...entry.alsoKnownAs]),
  }));
}

/** The empty card the instant search copies for each result. */
export const RESULT_TEMPLATE_ENTRY: DirectoryEntry = { key: '', name: '', alsoKnownAs: [], href: '#', count: 0, mark: '' };
