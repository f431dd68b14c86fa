import type { APIRoute } from 'astro';
import { authorNames, publisherNames } from '#build/catalog.ts';
import { filterNames } from '#shared/search/filter-names.ts';

/** The author and publisher filters' option names (src/shared/search/filter-names.ts). */
export const GET: APIRoute = async () => {
  const [authorList, publisherList] = await Promise.all([authorNames(), publisherNames()]);
  return new Response(JSON.stringify(filterNames(authorList, publisherList)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
