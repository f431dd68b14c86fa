import type { Product } from '#shared/api/schemas/product.ts';

/**
 * A book with every optional part a card can show (both badges, out of stock,
 * an old price, one writer): the markup templates that browser code fills are
 * rendered from it, so that filled cards look exactly like prebuilt ones.
 */
export const SKELETON_BOOK: Product = {
  id: 0,
  slug: 'book',
  name: 'Book',
  name_en: 'Book',
  files: [],
  base_image: { path: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' },
  writers: [{ id: 0, name: 'Author' }],
  categories: [],
  publisher: { id: 0, name: 'Publisher', slug: 'publisher' },
  price: { amount: '2.00', formatted: 'Tk 2.00' },
  special_price: { amount: '1.00', formatted: 'Tk 1.00' },
  selling_price: { amount: '1.00', formatted: 'Tk 1.00' },
  in_stock: false,
  language: 'English',
  average_rating: 0,
  reviews_count: 0,
  is_new: true,
  created_at: '2000-01-01T00:00:00.000Z',
};
