import { describe, expect, it } from 'vitest';
import { shareBook, shareBooks, withSharedBooks } from '#build/shared-books.ts';
import { book } from './fixtures.ts';

describe('shared books', () => {
  it('answers the first copy for an equal book from another list', () => {
    const first = book(901, { slug: 'shared-one' });
    const again = structuredClone(first);
    expect(shareBook(first)).toBe(first);
    expect(shareBook(again)).toBe(first);
    const answer = withSharedBooks({ category: { name: 'x' }, products: [structuredClone(first)] });
    expect(answer.products[0]).toBe(first);
    expect(answer.category).toEqual({ name: 'x' });
  });

  it('keeps a book that differs in any field as it came, so a page shows the answer it read', () => {
    const first = shareBook(book(902, { slug: 'shared-two' }));
    const changed = { ...structuredClone(first), price: { amount: '999.00', formatted: 'Tk 999.00' } };
    expect(shareBook(changed)).toBe(changed);
    const fewerWriters = { ...structuredClone(first), writers: [] };
    expect(shareBook(fewerWriters)).toBe(fewerWriters);
    expect(shareBooks([structuredClone(first), changed])).toEqual([first, changed]);
  });
});
