import { describe, expect, it } from 'vitest';
import { shiftedPages, type ListShift } from '../../publishing/rebuild/incremental/book-list-shift.ts';

const PER_PAGE = 4;
const books = (count: number) => Array.from({ length: count }, (_, i) => `b${count - i}`);
const pagesOf = (list: readonly string[]) => {
  const pages: string[][] = [];
  for (let at = 0; at < list.length; at += PER_PAGE) pages.push(list.slice(at, at + PER_PAGE));
  return pages;
};

/** The shift as a live update sees it: the live pages, and the API's first page and total for `now`. */
function shift(
  before: readonly string[],
  now: readonly string[],
  change: { added?: string[]; removed?: string[] },
  checked = true,
): ListShift {
  const old = pagesOf(before);
  const lastPage = old.length;
  return {
    old,
    first: now.slice(0, PER_PAGE),
    ...(checked && lastPage > 1 ? { checked: { page: lastPage, books: now.slice((lastPage - 1) * PER_PAGE, lastPage * PER_PAGE) } } : {}),
    total: now.length,
    perPage: PER_PAGE,
    added: new Set(change.added ?? []),
    removed: new Set(change.removed ?? []),
  };
}

describe('shiftedPages', () => {
  const before = books(10);

  it('a new book on top: every page moves one book down, and a page is added when the last was full', () => {
    const now = ['new', ...before];
    expect(shiftedPages(shift(before, now, { added: ['new'] }))).toEqual(pagesOf(now));
    const full = books(12);
    expect(shiftedPages(shift(full, ['new', ...full], { added: ['new'] }))).toEqual(pagesOf(['new', ...full]));
  });

  it('a book removed anywhere: the pages after it move up, and the last page goes when it empties', () => {
    for (const gone of ['b10', 'b6', 'b1']) {
      const now = before.filter((slug) => slug !== gone);
      expect(shiftedPages(shift(before, now, { removed: [gone] }))).toEqual(pagesOf(now));
    }
    const nine = books(9);
    expect(shiftedPages(shift(nine, nine.slice(1), { removed: ['b9'] }))).toEqual(pagesOf(nine.slice(1)));
  });

  it('books added and removed together, and a book added then removed before the update', () => {
    const now = ['n2', 'n1', ...before.filter((slug) => slug !== 'b3')];
    expect(shiftedPages(shift(before, now, { added: ['n1', 'n2', 'gone-again'], removed: ['b3', 'gone-again'] }))).toEqual(pagesOf(now));
  });

  it('gives null when the answers do not bear the shift out', () => {
    // An added book that is not on top (dated in the past).
    const lower = [...before.slice(0, 5), 'new', ...before.slice(5)];
    expect(shiftedPages(shift(before, lower, { added: ['new'] }))).toBeNull();
    // A removal the changes do not name.
    expect(
      shiftedPages(
        shift(
          before,
          before.filter((slug) => slug !== 'b5'),
          {},
        ),
      ),
    ).toBeNull();
    // The order changed further down (the first page alone would not tell; the last page does).
    const reordered = [...before.slice(0, 8), 'b1', 'b2'];
    expect(shiftedPages(shift(before, reordered, {}))).toBeNull();
    // The total says otherwise.
    expect(shiftedPages({ ...shift(before, ['new', ...before], { added: ['new'] }), total: 12 })).toBeNull();
  });

  it('an empty list stays one empty page', () => {
    expect(shiftedPages(shift(['only'], [], { removed: ['only'] }))).toEqual([[]]);
  });
});
