import type { Product } from '#shared/api/schemas/shop.ts';

const money = (amount: string) => ({ amount, formatted: `Tk ${amount}` });

/** A book as the shop API sends it; `overrides` changes what a test cares about. */
export function book(id: number, overrides: Partial<Product> = {}): Product {
  return {
    id,
    slug: `book-${id}`,
    name: `বই ${id}`,
    name_en: `Book ${id}`,
    files: [{ path: `http://127.0.0.1:4000/api/v1/covers/book-${id}.svg` }],
    base_image: { path: `http://127.0.0.1:4000/api/v1/covers/book-${id}.svg` },
    writers: [{ id: 1, name: 'রবীন্দ্রনাথ ঠাকুর' }],
    categories: [{ id: 1, name: 'উপন্যাস', slug: 'novel' }],
    publisher: { id: 1, name: 'নদী প্রকাশনী', slug: 'nodi-prokashoni' },
    price: money('350.00'),
    special_price: money('300.00'),
    selling_price: money('300.00'),
    in_stock: true,
    language: 'Bangla',
    average_rating: 4.5,
    reviews_count: 2,
    is_new: false,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
