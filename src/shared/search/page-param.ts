/**
 * The page number an address asks for (?page=N), for the filtered listings and
 * the search results page. A file of its own so that neither carries the other's
 * parsing.
 */
import * as v from 'valibot';

const PageSchema = v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/), v.transform(Number));

/** The page an address asks for (?page=N), 1 when absent or malformed. */
export function pageFromQuery(query: string | URLSearchParams): number {
  const parsed = v.safeParse(PageSchema, new URLSearchParams(query).get('page'));
  return parsed.success ? parsed.output : 1;
}
