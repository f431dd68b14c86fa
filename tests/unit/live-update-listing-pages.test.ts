import { describe, expect, it } from 'vitest';
import { depKey } from '#build/dep-keys.ts';
import { listingChunks } from '#shared/listing-chunks.ts';
import { listingFromPath } from '#shared/links.ts';
import type { AnswerFacts } from '../../publishing/rebuild/incremental/answers.ts';
import { listingPageKeys, type ListingAnswers } from '../../publishing/rebuild/incremental/listing-pages.ts';
import { renderPlan } from '../../publishing/rebuild/incremental/plan.ts';
import { pagesShowing } from '../support/pages-showing.ts';

const PER_ANSWER = 200;
const shelf = (count: number): string[] => Array.from({ length: count }, (_, i) => `book-${count - i}`);
const facts = (key: string, embeds: readonly string[], frame = 'frame'): AnswerFacts => ({
  key,
  hash: '',
  members: '',
  names: '',
  frame,
  embeds: [...embeds],
  cards: {},
});

/** The book list as the API pages it, 200 books an answer. */
function bookList(slugs: readonly string[]): ListingAnswers {
  const answers: [string, AnswerFacts][] = [];
  for (let page = 1; (page - 1) * PER_ANSWER < slugs.length; page += 1) {
    answers.push([
      `http://api/products?page=${page}&per_page=${PER_ANSWER}`,
      facts('shop:products', slugs.slice((page - 1) * PER_ANSWER, page * PER_ANSWER)),
    ]);
  }
  return answers;
}

/** What the build records for the all-books listing's pages: the first page the whole list, a later page its own key. */
function listingRoutes(slugs: readonly string[]): { pages: Record<string, string[]>; routes: string[] } {
  const pages: Record<string, string[]> = {};
  for (const { from } of listingChunks(slugs)) {
    if (from === null) pages['/books'] = [depKey.members('shop:products')];
    else pages[listingFromPath('/books', from).replace(/\/$/, '')] = [depKey.listingPage('shop:products', from)];
  }
  return { pages, routes: Object.keys(pages) };
}

/** The all-books pages a live update renders and removes when the list goes from `before` to `after`. */
function planFor(before: readonly string[], after: readonly string[]) {
  const changed = new Set([depKey.members('shop:products'), ...listingPageKeys('shop:products', bookList(before), bookList(after))]);
  const old = listingRoutes(before);
  return renderPlan(pagesShowing(old.pages, changed), old.routes, listingRoutes(after).routes);
}

describe('the all-books listing at 10,000 books in a live update', () => {
  const slugs = shelf(10_000);
  const pageCount = listingChunks(slugs).length;

  it('has about 250 pages, and renders nothing but its first page when only a book’s card changed', () => {
    expect(pageCount).toBeGreaterThan(200);
    expect(planFor(slugs, slugs).render).toEqual(['/books']);
  });

  it('renders a few pages for a new book, not every later page', () => {
    const plan = planFor(slugs, ['a-new-book', ...slugs]);
    expect(plan.render).toContain('/books');
    expect(plan.render.length).toBeLessThanOrEqual(4);
    expect(plan.remove.length).toBeLessThanOrEqual(3);
  });

  it.each([10, 2_500, 5_000, 9_990])('renders a few pages for a book removed at %i', (at) => {
    const plan = planFor(
      slugs,
      slugs.filter((_, i) => i !== at),
    );
    expect(plan.render).toContain('/books');
    expect(plan.render.length).toBeLessThanOrEqual(4);
    expect(plan.remove.length).toBeLessThanOrEqual(3);
    // The page that held the book renders again (or is gone, its books on a neighbour that renders).
    const holder = listingChunks(slugs).find((chunk) => chunk.start <= at && at < chunk.end);
    const route = holder?.from ? `/books/from/${holder.from}` : '/books';
    expect([...plan.render, ...plan.remove]).toContain(route);
  });
});

describe('a category renamed', () => {
  it('renders every later page of its listing, which shows its name', () => {
    const slugs = shelf(400);
    const before: ListingAnswers = [['http://api/categories/novel', facts('shop:categories/novel', slugs, 'উপন্যাস')]];
    const after: ListingAnswers = [['http://api/categories/novel', facts('shop:categories/novel', slugs, 'উপন্যাস (নতুন)')]];
    const later = listingChunks(slugs).flatMap(({ from }) => (from ? [depKey.listingPage('shop:categories/novel', from)] : []));
    expect(later.length).toBeGreaterThan(5);
    expect(listingPageKeys('shop:categories/novel', before, after).sort()).toEqual(later.sort());
    expect(listingPageKeys('shop:categories/novel', before, before)).toEqual([]);
  });

  it('counts a state written before the listing’s own fields were kept as renamed', () => {
    const slugs = shelf(100);
    const old = { ...facts('shop:categories/novel', slugs), frame: undefined };
    expect(listingPageKeys('shop:categories/novel', [['u', old]], [['u', facts('shop:categories/novel', slugs)]]).length).toBe(
      listingChunks(slugs).length - 1,
    );
  });
});
