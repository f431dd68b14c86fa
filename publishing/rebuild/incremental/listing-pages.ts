/**
 * Which later pages of a book listing a live update renders (decision 0017):
 * a later page records only its own books and its neighbours' names
 * (`l:{answer}@{first book}`), so for a listing whose members changed, the
 * pages whose cut differs between the live release's list and the new one;
 * all of them when the listing's own fields changed (its name shows on each).
 * Pure: the revalidation hands it an answer's facts before and after.
 */
import { depKey } from '#build/dep-keys.ts';
import { changedChunks, listingChunks } from '#shared/listing-chunks.ts';
import { PAGED_KEYS, pageOf } from './answer-calls.ts';
import type { StoredFacts } from './previous-answers.ts';

/** The answers a book listing shows (listing-kinds.ts): the book list, and an author's, category's or publisher's books. */
export const LISTING_KEY = /^shop:(products$|(authors|categories|publishers)\/)/;

/** An answer's facts by URL (several for a paged list). */
export type ListingAnswers = readonly (readonly [url: string, facts: StoredFacts | undefined])[];

const books = (answers: ListingAnswers) =>
  [...answers].sort(([a], [b]) => pageOf(a) - pageOf(b)).flatMap(([, facts]) => facts?.embeds ?? []);

/** The `l:` keys of the later pages of listing `key` that changed. */
export function listingPageKeys(key: string, before: ListingAnswers, after: ListingAnswers): string[] {
  // The book list's pages carry no fields of its own that a later page shows (its totals change with every book).
  const frame = (answers: ListingAnswers) => (PAGED_KEYS.has(key) ? '' : (answers[0]?.[1]?.frame ?? null));
  const [old, now] = [books(before), books(after)];
  const sameFrame = frame(before) !== null && frame(before) === frame(after);
  const froms = sameFrame
    ? changedChunks(old, now)
    : [...new Set([...listingChunks(old), ...listingChunks(now)].flatMap(({ from }) => (from === null ? [] : [from])))];
  return froms.map((from) => depKey.listingPage(key, from));
}
