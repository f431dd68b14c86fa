import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { blockBooks, homeBooks, HomeBooksSchema } from '#shared/home-books.ts';
import { book } from './fixtures.ts';

describe('the home page book file', () => {
  const a = book(1);
  const b = book(2);
  const c = book(3);
  const file = homeBooks([
    { id: 'section-one', books: [a, b] },
    { id: 'deals', books: [b, c, a] },
    { id: 'section-two', books: [] },
  ]);

  it('carries each book once, however many blocks show it', () => {
    expect(file.books.map((one) => one.id)).toEqual([1, 2, 3]);
  });

  it('gives every block its books in its own order', () => {
    expect(blockBooks(file, 'deals').map((one) => one.slug)).toEqual([b.slug, c.slug, a.slug]);
    expect(blockBooks(file, 'section-one').map((one) => one.id)).toEqual([1, 2]);
    expect(blockBooks(file, 'section-two')).toEqual([]);
  });

  it('carries only what a card shows, and passes its own schema', () => {
    expect(Object.keys(file.books[0] ?? {}).sort()).toEqual(
      ['base_image', 'id', 'in_stock', 'is_new', 'name', 'price', 'selling_price', 'slug', 'special_price', 'writers'].sort(),
    );
    expect(v.safeParse(HomeBooksSchema, JSON.parse(JSON.stringify(file))).success).toBe(true);
  });

  it('leaves out a block it does not know, and a book it does not carry', () => {
    expect(blockBooks(file, 'no-such-block')).toEqual([]);
    expect(blockBooks({ blocks: { deals: [2, 99] }, books: file.books }, 'deals').map((one) => one.id)).toEqual([2]);
  });

  it('is refused when a block names a book by anything but its number', () => {
    expect(v.safeParse(HomeBooksSchema, { blocks: { deals: ['x'] }, books: [] }).success).toBe(false);
  });
});
