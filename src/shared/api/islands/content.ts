import { contentClient } from '../browser.ts';
import { contentEndpoints } from '../content.ts';

/** The content API: contact messages and blog comments. One module per area, so an island carries only the schemas of the calls it makes. */
export const contentApi = contentEndpoints(contentClient);
