/**
 * The names behind the author and publisher filters' values, as one static
 * file (/filters/names.json) rather than inside every listing page: at 100,000
 * books there are 8,000 authors, which made each listing page 1.2 MB, and any
 * author added or renamed re-rendered every listing. The filter script loads
 * the file once, when the shopper first reaches for the filters.
 */
import * as v from 'valibot';
import { SlugSchema } from '../api/schemas/common.ts';

export const FILTER_NAMES_PATH = '/filters/names.json';

const NameSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(300));

/** `author` by id (as the index's author filter holds it), `publisher` by slug: [value, name] pairs. */
export const FilterNamesSchema = v.object({
  author: v.array(v.tuple([v.pipe(v.string(), v.regex(/^[1-9]\d{0,11}$/)), NameSchema])),
  publisher: v.array(v.tuple([SlugSchema, NameSchema])),
});
export type FilterNames = v.InferOutput<typeof FilterNamesSchema>;

/** The file's contents, from the build's author and publisher lists. */
export function filterNames(
  authors: readonly { id: number; name: string }[],
  publishers: readonly { slug: string; name: string }[],
): FilterNames {
  return {
    author: authors.map((author) => [String(author.id), author.name] as [string, string]),
    publisher: publishers.map((publisher) => [publisher.slug, publisher.name] as [string, string]),
  };
}
