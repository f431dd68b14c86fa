import type { APIRoute } from 'astro';
import { searchIndexResponse } from '../../components/content/search-index.ts';
import { directorySearchEntries, publisherEntries } from '../../components/people/directory.ts';
import { publishers } from '../../lib/catalog.ts';

/** What the publications screen's search box looks through: every publisher. */
export const GET: APIRoute = async () => searchIndexResponse(directorySearchEntries(publisherEntries(await publishers())));
