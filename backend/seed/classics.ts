import { readFileSync } from 'node:fs';
import * as v from 'valibot';

const LanguageSchema = v.picklist(['Bangla', 'English']);

const ClassicsSchema = v.object({
  authors: v.array(v.object({ key: v.string(), name: v.string(), name_en: v.string(), died: v.number() })),
  books: v.array(
    v.object({
      name: v.string(),
      name_en: v.string(),
      author: v.string(),
      year: v.number(),
      language: LanguageSchema,
      category: v.string(),
    }),
  ),
  categories: v.array(v.object({ slug: v.string(), name: v.string() })),
});

export type Classics = v.InferOutput<typeof ClassicsSchema>;
export type ClassicBook = Classics['books'][number];
export type Language = v.InferOutput<typeof LanguageSchema>;

let cached: Classics | undefined;

/** The checked classic authors, books and the 24 categories (classics.json beside this file), NFC-normalised. */
export function loadClassics(): Classics {
  if (cached) return cached;
  const raw: unknown = JSON.parse(readFileSync(new URL('./classics.json', import.meta.url), 'utf8'));
  const parsed = v.parse(ClassicsSchema, raw);
  const authorKeys = new Set(parsed.authors.map((author) => author.key));
  const categorySlugs = new Set(parsed.categories.map((category) => category.slug));
  for (const book of parsed.books) {
    if (!authorKeys.has(book.author)) throw new Error(`classics.json: unknown author "${book.author}" for "${book.name_en}"`);
    if (!categorySlugs.has(book.category)) throw new Error(`classics.json: unknown category "${book.category}" for "${book.name_en}"`);
  }
  cached = {
    authors: parsed.authors.map((author) => ({ ...author, name: author.name.normalize('NFC'), name_en: author.name_en.normalize('NFC') })),
    books: parsed.books.map((book) => ({ ...book, name: book.name.normalize('NFC'), name_en: book.name_en.normalize('NFC') })),
    categories: parsed.categories.map((category) => ({ ...category, name: category.name.normalize('NFC') })),
  };
  return cached;
}
