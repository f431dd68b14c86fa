import { describe, expect, it } from 'vitest';
import { changedChunks, listingChunks, numberedLaterPages, PAGE_MAX, PAGE_MIN, startsPage } from '#shared/listing-chunks.ts';

/** A listing of `count` books, newest first, with slugs like a shop's. */
const shelf = (count: number, prefix = 'book'): string[] => Array.from({ length: count }, (_, i) => `${prefix}-${count - i}`);

/** A small fixed generator, so every run checks the same changes. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('listingChunks', () => {
  it('keeps a listing of 40 or fewer books on one page, and an empty one too', () => {
    expect(listingChunks([])).toEqual([{ from: null, start: 0, end: 0 }]);
    expect(listingChunks(shelf(40))).toEqual([{ from: null, start: 0, end: 40 }]);
  });

  it('covers every book once, in order, with the first page unnamed and each later page named by its first book', () => {
    const slugs = shelf(10_000);
    const chunks = listingChunks(slugs);
    expect(chunks[0]?.from).toBeNull();
    expect(chunks[0]?.start).toBe(0);
    chunks.forEach((chunk, index) => {
      if (index > 0) {
        expect(chunk.start).toBe(chunks[index - 1]?.end);
        expect(chunk.from).toBe(slugs[chunk.start]);
      }
    });
    expect(chunks.at(-1)?.end).toBe(slugs.length);
  });

  it('holds 25 to 60 books a page (the last may hold fewer), about 40 on average', () => {
    const slugs = shelf(10_000);
    const chunks = listingChunks(slugs);
    const sizes = chunks.map((chunk) => chunk.end - chunk.start);
    for (const size of sizes.slice(0, -1)) {
      expect(size).toBeGreaterThanOrEqual(PAGE_MIN);
      expect(size).toBeLessThanOrEqual(PAGE_MAX);
    }
    const average = slugs.length / chunks.length;
    expect(average).toBeGreaterThan(35);
    expect(average).toBeLessThan(45);
  });

  it('starts a later page at the first book past 25 that starts pages, else at the book of lowest hash within 60', () => {
    const slugs = shelf(5_000);
    const chunks = listingChunks(slugs);
    chunks.slice(1).forEach((chunk, index) => {
      const before = chunks[index];
      if (!before) throw new Error('a page before');
      const reach = slugs.slice(before.start + PAGE_MIN, before.start + PAGE_MAX);
      const starter = reach.find(startsPage);
      if (starter) expect(chunk.from).toBe(starter);
      else expect(reach).toContain(chunk.from);
    });
    // Both ways occur in a listing this long.
    expect(chunks.slice(1).some((chunk) => startsPage(chunk.from ?? ''))).toBe(true);
    expect(chunks.slice(1).some((chunk) => !startsPage(chunk.from ?? ''))).toBe(true);
  });
});

describe('a book added or removed changes a bounded number of pages', () => {
  /** The pages to render (new, or with other books) and the pages gone, between two versions of a listing. */
  function pagesChanged(before: readonly string[], after: readonly string[]): { rendered: number; removed: number } {
    const pages = (slugs: readonly string[]) =>
      new Map(listingChunks(slugs).map((chunk) => [chunk.from ?? '', slugs.slice(chunk.start, chunk.end).join(' ')]));
    const [old, now] = [pages(before), pages(after)];
    return {
      rendered: [...now].filter(([name, books]) => old.get(name) !== books).length,
      removed: [...old.keys()].filter((name) => !now.has(name)).length,
    };
  }

  // Not a hard limit but a steep one: a change moves the next page's start only when no book near it starts
  // pages, rarer with each page. Of 6,000 changes at 100,000 books, 93% rendered one page, 98% at most 3, the most 7.
  const BOUND = 8;

  it.each([1_000, 10_000, 100_000])(
    'at %i books: a new book first, or a book removed or added anywhere, renders at most 8 pages',
    { timeout: 120_000 },
    (count) => {
      const slugs = shelf(count);
      const random = randomFrom(count);
      let worst = { rendered: 0, removed: 0 };
      for (let trial = 0; trial < 30_000 / Math.sqrt(count); trial += 1) {
        const at = Math.floor(random() * slugs.length);
        const removed = slugs.filter((_, i) => i !== at);
        const inserted = [...slugs.slice(0, at), `new-book-${trial}`, ...slugs.slice(at)];
        const newest = [`newest-${trial}`, ...slugs];
        for (const after of [removed, inserted, newest]) {
          const change = pagesChanged(slugs, after);
          worst = { rendered: Math.max(worst.rendered, change.rendered), removed: Math.max(worst.removed, change.removed) };
        }
      }
      expect(worst.rendered).toBeGreaterThan(0);
      expect(worst.rendered).toBeLessThanOrEqual(BOUND);
      expect(worst.removed).toBeLessThanOrEqual(BOUND);
    },
  );

  it('names the later pages that differ, as the live update renders them, and nothing for an unchanged listing', () => {
    const slugs = shelf(2_000);
    expect(changedChunks(slugs, slugs)).toEqual([]);
    const removed = slugs.filter((_, i) => i !== 1_000);
    const changed = changedChunks(slugs, removed);
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.length).toBeLessThanOrEqual(2 * BOUND);
    // The page that held the book is among them.
    const holder = listingChunks(slugs).find((chunk) => chunk.start <= 1_000 && 1_000 < chunk.end);
    expect(changed).toContain(holder?.from);
  });

  it('names both neighbours of a page that is gone (their Previous and Next change)', () => {
    const slugs = shelf(2_000);
    const chunks = listingChunks(slugs);
    const middle = chunks[10];
    if (!middle?.from) throw new Error('expected a named page');
    // Without the books of one page, the pages around it point at each other.
    const without = slugs.filter((_, i) => i < middle.start || i >= middle.end);
    const changed = changedChunks(slugs, without);
    expect(changed).toContain(middle.from);
    expect(changed).toContain(chunks[11]?.from);
  });
});

describe('numberedLaterPages', () => {
  it('lists the old numbered pages past the first, 40 books a page', () => {
    expect(numberedLaterPages(40)).toEqual([]);
    expect(numberedLaterPages(41)).toEqual([2]);
    expect(numberedLaterPages(300)).toEqual([2, 3, 4, 5, 6, 7, 8]);
  });
});
