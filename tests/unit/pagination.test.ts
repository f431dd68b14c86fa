import { describe, expect, it } from 'vitest';
import { pageItems, type PageItem } from '#shared/page-items.ts';
import { BOOKS_PER_PAGE, pageCount, pageSlice } from '#shared/pagination.ts';

/** The items as the pagination reads them: numbers, "…" for a gap, the current page in brackets. */
function shown(items: PageItem[]): string {
  return items.map((item) => (item.kind === 'gap' ? '…' : item.current ? `[${item.page}]` : String(item.page))).join(' ');
}

describe('pageCount', () => {
  it('is 40 books a page, and never less than one page', () => {
    expect(BOOKS_PER_PAGE).toBe(40);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(1)).toBe(1);
    expect(pageCount(40)).toBe(1);
    expect(pageCount(41)).toBe(2);
    expect(pageCount(80)).toBe(2);
    expect(pageCount(81)).toBe(3);
    expect(pageCount(300)).toBe(8);
    expect(pageCount(25, 12)).toBe(3);
  });
});

describe('pageSlice', () => {
  const books = Array.from({ length: 87 }, (_, i) => i + 1);

  it('gives 40 books a page, in order, and the rest on the last page', () => {
    expect(pageSlice(books, 1)).toEqual(books.slice(0, 40));
    expect(pageSlice(books, 2)[0]).toBe(41);
    expect(pageSlice(books, 2)).toHaveLength(40);
    expect(pageSlice(books, 3)).toEqual([81, 82, 83, 84, 85, 86, 87]);
  });

  it('is empty past the last page and for an empty list', () => {
    expect(pageSlice(books, 4)).toEqual([]);
    expect(pageSlice([], 1)).toEqual([]);
  });

  it('every book appears on exactly one page', () => {
    const pages = Array.from({ length: pageCount(books.length) }, (_, i) => pageSlice(books, i + 1));
    expect(pages.flat()).toEqual(books);
  });

  it('takes another page size', () => {
    expect(pageSlice(books, 2, 12)).toEqual(books.slice(12, 24));
  });
});

describe('pageItems', () => {
  it('one page: just that page, current', () => {
    expect(shown(pageItems(1, 1))).toBe('[1]');
  });

  it('5 pages: every number, the current one marked', () => {
    expect(shown(pageItems(1, 5))).toBe('[1] 2 3 4 5');
    expect(shown(pageItems(3, 5))).toBe('1 2 [3] 4 5');
    expect(shown(pageItems(5, 5))).toBe('1 2 3 4 [5]');
  });

  it('20 pages: 1 to 10 and 10 to 20 overlap, so every number shows and there is no gap', () => {
    expect(shown(pageItems(1, 20))).toBe(`[1] ${range(2, 20)}`);
    expect(shown(pageItems(20, 20))).toBe(`${range(1, 19)} [20]`);
    expect(pageItems(11, 20).filter((item) => item.kind === 'gap')).toHaveLength(0);
  });

  it('21 pages: 1 to 10 and 11 to 21 meet, so there is still no gap', () => {
    expect(shown(pageItems(1, 21))).toBe(`[1] ${range(2, 21)}`);
    expect(shown(pageItems(21, 21))).toBe(`${range(1, 20)} [21]`);
  });

  it('40 pages: 1 to 10, an ellipsis, then 30 to 40', () => {
    expect(shown(pageItems(1, 40))).toBe(`[1] ${range(2, 10)} … ${range(30, 40)}`);
    expect(shown(pageItems(40, 40))).toBe(`${range(1, 10)} … ${range(30, 39)} [40]`);
    expect(shown(pageItems(10, 40))).toBe(`${range(1, 9)} [10] … ${range(30, 40)}`);
    expect(shown(pageItems(30, 40))).toBe(`${range(1, 10)} … [30] ${range(31, 40)}`);
  });

  it('40 pages, current page in the gap: shown between two ellipses', () => {
    expect(shown(pageItems(20, 40))).toBe(`${range(1, 10)} … [20] … ${range(30, 40)}`);
    expect(shown(pageItems(11, 40))).toBe(`${range(1, 10)} [11] … ${range(30, 40)}`);
    expect(shown(pageItems(29, 40))).toBe(`${range(1, 10)} … [29] ${range(30, 40)}`);
  });

  it('marks exactly one page current, and none when the current page is out of range', () => {
    for (const [current, last] of [
      [1, 1],
      [3, 5],
      [20, 40],
      [40, 40],
    ] as const) {
      expect(pageItems(current, last).filter((item) => item.kind === 'page' && item.current)).toHaveLength(1);
    }
    expect(pageItems(0, 5).some((item) => item.kind === 'page' && item.current)).toBe(false);
    expect(pageItems(9, 5).some((item) => item.kind === 'page' && item.current)).toBe(false);
  });

  it('pages always ascend and never repeat', () => {
    for (const last of [1, 5, 20, 21, 40, 100]) {
      for (const current of [1, Math.ceil(last / 2), last]) {
        const pages = pageItems(current, last).flatMap((item) => (item.kind === 'page' ? [item.page] : []));
        expect(pages).toEqual([...new Set(pages)].sort((a, b) => a - b));
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(last);
      }
    }
  });
});

function range(from: number, to: number): string {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i).join(' ');
}
