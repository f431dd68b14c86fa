import { describe, expect, it } from 'vitest';
import type { Author, Product } from '#shared/api/schemas/shop.ts';
import { bannerLabel, biggestDiscounts, initial, promoAuthor } from '#features/home/picks.ts';

const money = (amount: string) => ({ amount, formatted: `Tk ${amount}` });
function book(id: number, price: string, special: string | null, extra: Partial<Product> = {}): Product {
  return {
    id,
    slug: `book-${id}`,
    name: `Book ${id}`,
    name_en: `Book ${id}`,
    files: [],
    base_image: { path: `http://127.0.0.1/covers/book-${id}.svg` },
    writers: [],
    categories: [],
    publisher: { id: 1, name: 'P', slug: 'p' },
    price: money(price),
    special_price: special === null ? null : money(special),
    selling_price: money(special ?? price),
    in_stock: true,
    language: 'Bangla',
    average_rating: 4,
    reviews_count: 0,
    is_new: false,
    created_at: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}
const author = (id: number, name: string, count: number): Author => ({ id, name, name_en: name, products_count: count });

describe('home page picks', () => {
  it('deals of the week: the biggest discounts first, in stock only', () => {
    const deals = biggestDiscounts(
      [
        book(1, '100.00', '90.00'),
        book(2, '100.00', '60.00'),
        book(3, '100.00', null),
        book(4, '100.00', '50.00', { in_stock: false }),
        book(5, '300.00', '200.00'),
      ],
      2,
    );
    expect(deals.map((b) => b.id)).toEqual([2, 5]);
  });

  it('features the most prolific author who has no section of their own', () => {
    const authors = [author(1, 'রবীন্দ্রনাথ ঠাকুর', 14), author(2, 'কাজী নজরুল ইসলাম', 6), author(3, 'Jane Austen', 9)];
    expect(promoAuthor(authors, ['রবীন্দ্রনাথ ঠাকুরের বই', 'কবিতার বই'])?.id).toBe(3);
    expect(promoAuthor(authors, ['রবীন্দ্রনাথ ঠাকুরের বই', 'Jane Austen-এর বই', 'কাজী নজরুল ইসলামের বই'])?.id).toBe(1);
    expect(promoAuthor([], [])).toBeUndefined();
  });

  it('takes a name’s first letter for its avatar', () => {
    expect(initial('রবীন্দ্রনাথ ঠাকুর')).toBe('র');
    expect(initial('jane Austen')).toBe('J');
    expect(initial('  “Quoted”')).toBe('Q');
  });

  it('names what a banner leads to', () => {
    const categories = [{ id: 1, name: 'কবিতা', slug: 'poetry', products_count: 3 }];
    const publishers = [{ id: 2, name: 'চরাচর বইঘর', slug: 'chorachor-boighor', products_count: 5 }];
    expect(bannerLabel('/books/categories/poetry', categories, publishers)).toBe('কবিতা');
    expect(bannerLabel('/books/publishers/chorachor-boighor/', categories, publishers)).toBe('চরাচর বইঘর');
    expect(bannerLabel('/books/', categories, publishers)).toBe('বিশেষ অফার');
  });
});
