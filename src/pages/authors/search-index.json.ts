import type { APIRoute } from 'astro';
import { searchIndexResponse } from '#features/content/search-index.ts';
import { authorEntries, directorySearchEntries } from '#build/directory.ts';
import { authors } from '#build/catalog.ts';

/** What the authors screen's search box looks through: every author, by Bangla and Latin name. */
export const GET: APIRoute = async () => searchIndexResponse(directorySearchEntries(authorEntries(await authors())));
