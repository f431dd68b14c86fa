import { describe, expect, it } from 'vitest';
import { categoryRows } from '#features/listings/category-counts.ts';

const novel = { slug: 'uponnas', name: 'উপন্যাস' };
const poetry = { slug: 'kobita', name: 'কবিতা' };
const science = { slug: 'science', name: 'Science' };
const order = [poetry, novel, science];

describe('categoryRows', () => {
  it('counts only the listing’s own books, in the catalogue’s order, and leaves out empty categories', () => {
    const books = [{ categories: [novel] }, { categories: [novel, poetry] }, { categories: [novel] }];
    expect(categoryRows(order, books)).toEqual([
      { ...poetry, count: 1 },
      { ...novel, count: 3 },
    ]);
  });

  it('answers no rows for a listing without books', () => {
    expect(categoryRows(order, [])).toEqual([]);
  });

  it('ignores a book’s category the catalogue does not list', () => {
    expect(categoryRows([novel], [{ categories: [{ slug: 'gone', name: 'Gone' }, novel] }])).toEqual([{ ...novel, count: 1 }]);
  });
});
