/**
 * The body of `POST /api/v1/staff/products` for a new book with everything its
 * page shows, given what makes it itself: how the bench and the live-update
 * tests add a book as staff would.
 */
export type NewBook = {
  name: string;
  name_en: string;
  publisher: string;
  writers: number[];
  categories: string[];
  isbn: string;
  price?: string;
};

export function newBookBody(book: NewBook): Record<string, unknown> {
  return {
    price: '420.00',
    stock: 7,
    language: 'Bangla',
    description: `${book.name_en}: a new book.`,
    pages: 180,
    edition: '1st',
    country: 'Bangladesh',
    ...book,
  };
}
