import type { APIRoute } from 'astro';
import { searchIndexResponse } from '#features/content/search-index.ts';
import { categoryEntries, directorySearchEntries } from '#build/directory.ts';
import { categories } from '#build/catalog.ts';

/** What the categories screen's search box looks through: every category. */
export const GET: APIRoute = async () => searchIndexResponse(directorySearchEntries(categoryEntries(await categories())));
