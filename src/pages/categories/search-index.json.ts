import type { APIRoute } from 'astro';
import { searchIndexResponse } from '../../components/content/search-index.ts';
import { categoryEntries, directorySearchEntries } from '../../components/people/directory.ts';
import { categories } from '../../lib/catalog.ts';

/** What the categories screen's search box looks through: every category. */
export const GET: APIRoute = async () => searchIndexResponse(directorySearchEntries(categoryEntries(await categories())));
