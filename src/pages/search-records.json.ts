import type { APIRoute } from 'astro';
import { authors, allProducts } from '#build/catalog.ts';
import { bookRecords } from '#shared/search/book-record.ts';

/**
 * Build time only: every book as a search record, read by the search index
 * step after the build (publishing/search/index-site.ts), which then deletes this
 * file. Going through the build's own loaders keeps the index to exactly the
 * validated data the pages were rendered from.
 */
export const GET: APIRoute = async () => {
  const [products, authorList] = await Promise.all([allProducts(), authors()]);
  return new Response(JSON.stringify(bookRecords(products, authorList)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
