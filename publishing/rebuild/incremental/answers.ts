/**
 * What one API answer holds, in the terms of the pages' recorded keys
 * (src/build/page-deps.ts): its key, hashes of the whole answer, of its
 * members, of its names without counts, and the book cards it carries. A live
 * update compares these between the live release's data and a revalidated
 * answer to know which keys changed.
 */
import { createHash } from 'node:crypto';
import { cardFields } from '#shared/search/card-book.ts';

export type ApiName = 'shop' | 'content';

export type AnswerFacts = {
  /** `<api>:<path>` without the query: the pages of a paged list share one key. */
  key: string;
  /** The whole answer (`a:` and `e:` keys). */
  hash: string;
  /** Members in order, and the answer's own fields (`m:`). */
  members: string;
  /** The answer without book counts (`n:`). */
  names: string;
  /** Each entry's book count, by id, in a list of authors, publishers or categories (`k:` keys); absent in older states. */
  counts?: Record<string, number>;
  /** A list answer's own fields without its books and counts (a listing's later pages show its name); absent in older states. */
  frame?: string;
  /** The books this answer lists, in order (the members of a list, or a book's related books). */
  embeds: string[];
  /** Each book card in the answer: slug → hash of the card's fields (CARD_FIELDS). */
  cards: Record<string, string>;
};

const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 22);

/** The answer key of a URL under one of the API bases, or null for a URL outside both. */
export function answerKey(url: string, bases: Record<ApiName, string>): string | null {
  for (const [api, base] of Object.entries(bases) as [ApiName, string][]) {
    const prefix = `${base.replace(/\/+$/, '')}/`;
    if (!url.startsWith(prefix)) continue;
    const path = url.slice(prefix.length).replace(/[?#].*$/, '');
    return `${api}:${path
      .split('/')
      .map((segment) => safeDecode(segment))
      .join('/')}`;
  }
  return null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isCard(value: Json): value is { [key: string]: Json } & { slug: string } {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof value.slug === 'string' && 'selling_price' in value;
}

/** Book cards sit in lists (a listing, a home block, related books); a book's own detail is not a card. */
function collectCards(value: Json, cards: Record<string, string>, embeds: string[]): void {
  if (Array.isArray(value)) {
    for (const item of value) {
      if (isCard(item)) {
        // Only what a card shows: a new review changes the book's rating, which no card shows.
        cards[item.slug] = digest(JSON.stringify(cardFields(item)));
        embeds.push(item.slug);
      }
      collectCards(item, cards, embeds);
    }
  } else if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) collectCards(child, cards, embeds);
  }
}

/** The list of books an answer is about: `products` at its root or under `data`. */
function memberList(body: Json): Json[] | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  if (Array.isArray(body.products)) return body.products;
  const data = body.data;
  if (typeof data === 'object' && data !== null && !Array.isArray(data) && Array.isArray(data.products)) return data.products;
  return null;
}

/** The book counts of the entries of a list of authors, publishers or categories (at its root or under `data`). */
function entryCounts(body: Json): Record<string, number> | undefined {
  const list = Array.isArray(body) ? body : typeof body === 'object' && body !== null && Array.isArray(body.data) ? body.data : null;
  if (!list) return undefined;
  const counts: Record<string, number> = {};
  for (const item of list) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) continue;
    const { id, products_count: count } = item;
    if ((typeof id === 'number' || typeof id === 'string') && typeof count === 'number') counts[String(id)] = count;
  }
  return Object.keys(counts).length > 0 ? counts : undefined;
}

/** `body`: the answer already parsed (`JSON.parse(text)`), when the caller has it. */
export function describeAnswer(key: string, text: string, body: Json = JSON.parse(text) as Json): AnswerFacts {
  const cards: Record<string, string> = {};
  const embeds: string[] = [];
  collectCards(body, cards, embeds);
  const hash = digest(text);
  const list = memberList(body);
  const members = list
    ? digest(
        JSON.stringify([
          list.map((item) => (isCard(item) ? item.slug : item)),
          JSON.stringify(body, (name, value: unknown) => (value === list ? null : value)),
        ]),
      )
    : hash;
  // Without counts, the names are the whole answer: no need to write out a book list page again (86 MB at
  // 100,000 books when a new book shifts every page) to learn it.
  const counted = text.includes('"products_count"');
  const names = counted ? digest(JSON.stringify(body, (name, value: unknown) => (name === 'products_count' ? undefined : value))) : hash;
  const frame = digest(JSON.stringify(body, (name, value: unknown) => (name === 'products_count' || value === list ? undefined : value)));
  return { key, hash, members, names, frame, counts: entryCounts(body), embeds: [...new Set(embeds)], cards };
}
