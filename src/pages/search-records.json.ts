import type { APIRoute } from 'astro';
import { authors, allProducts } from '../lib/catalog.ts';
import { bookRecord } from '../lib/search/book-record.ts';

/**
 * Build time only: every book as a search record, read by the search index
 * step after the build (scripts/search/index-site.ts), which then deletes this
 * file. Going through the build's own loaders keeps the index to exactly the
 * validated data the pages were rendered from.
 */
export const GET: APIRoute = async () => {
  const [products, authorList] = await Promise.all([allProducts(), authors()]);
  const latin = new Map(authorList.map((author) => [author.id, author.name_en]));
  return new Response(JSON.stringify(products.map((product) => bookRecord(product, latin))), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
