import type { APIRoute } from 'astro';
import { allBookBlocks, homeBookBlocks } from '#build/home-book-blocks.ts';
import { depKey } from '#build/dep-keys.ts';
import { recordDep } from '#build/page-deps.ts';
import { homeBooks } from '#shared/home-books.ts';

/** The books of the home page's blocks (src/shared/home-books.ts). */
export const GET: APIRoute = async () => {
  const file = homeBooks(allBookBlocks(await homeBookBlocks()));
  // This file shows each book's card but links to none, so it records them itself (pages do it from their links).
  for (const book of file.books) recordDep(depKey.card(book.slug));
  return new Response(JSON.stringify(file), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
