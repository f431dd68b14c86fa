import type { APIRoute } from 'astro';
import { searchIndexResponse } from '#features/content/search-index.ts';
import { directorySearchEntries, publisherEntries } from '#build/directory.ts';
import { publishers } from '#build/catalog.ts';

/** What the publications screen's search box looks through: every publisher. */
export const GET: APIRoute = async () => searchIndexResponse(directorySearchEntries(publisherEntries(await publishers())));
