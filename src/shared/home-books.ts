/**
 * /home-books.json: the books of the home page's blocks below the fold, each
 * book once however many blocks show it. The page ships only the blocks'
 * frames; src/features/home/home-books.ts fills a block from this file as it comes
 * near (the home page had 201 prebuilt cards for 128 books: 5,149 elements
 * and 595 KB of HTML).
 */
import * as v from 'valibot';
import { CardBookSchema, type CardBook } from './api/schemas/card.ts';
import { cardFields } from './search/card-book.ts';

export const HOME_BOOKS_PATH = '/home-books.json';

export const HomeBooksSchema = v.object({
  /** Each block's books by id, in the block's order. */
  blocks: v.record(v.string(), v.array(v.number())),
  books: v.array(CardBookSchema),
});
export type HomeBooks = v.InferOutput<typeof HomeBooksSchema>;

/** The file's content for these blocks. */
export function homeBooks(blocks: readonly { id: string; books: readonly CardBook[] }[]): HomeBooks {
  const books = new Map<number, CardBook>();
  for (const block of blocks) for (const book of block.books) if (!books.has(book.id)) books.set(book.id, cardFields(book) as CardBook);
  return {
    blocks: Object.fromEntries(blocks.map((block) => [block.id, block.books.map((book) => book.id)])),
    books: [...books.values()],
  };
}

/** A block's books, in order; a book the file does not carry is left out. */
export function blockBooks(file: HomeBooks, id: string): CardBook[] {
  const byId = new Map(file.books.map((book) => [book.id, book]));
  return (file.blocks[id] ?? []).flatMap((bookId) => byId.get(bookId) ?? []);
}
