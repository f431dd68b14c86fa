import type { Rng } from './rng.ts';
import type { Classics, Language } from './classics.ts';
import { banglaPersonName, latinPersonName, uniqueName } from './names.ts';
import { SlugRegistry } from './text.ts';

export type AuthorSeed = {
  id: number;
  name: string;
  name_en: string;
  slug: string;
  /** The language the author writes in (for generated books). */
  language: Language;
  /** The classics.json key, for classic authors. */
  classicKey: string | null;
};

/**
 * How many invented authors a catalogue of `books` books gets: about one author
 * per twelve books overall, and enough for the generated books to share
 * believably (never fewer than one Bangla and one English writer).
 */
export function generatedAuthorCount(books: number, classicBooks: number, classicAuthors: number): number {
  const generatedBooks = Math.max(0, books - classicBooks);
  if (generatedBooks === 0) return 0;
  return Math.max(2, Math.ceil(generatedBooks / 12), Math.round(books / 12) - classicAuthors);
}

/** The classic authors (ids from 1, classics.json order), then invented Bangla and English writers. */
export function buildAuthors(rng: Rng, classics: Classics, generated: number): AuthorSeed[] {
  const slugs = new SlugRegistry();
  const takenNames = new Set<string>();
  const authors: AuthorSeed[] = classics.authors.map((author, index) => {
    takenNames.add(author.name_en);
    const language: Language = classics.books.some((book) => book.author === author.key && book.language === 'Bangla')
      ? 'Bangla'
      : 'English';
    return {
      id: index + 1,
      name: author.name,
      name_en: author.name_en,
      slug: slugs.take(author.name_en),
      language,
      classicKey: author.key,
    };
  });
  for (let i = 0; i < generated; i += 1) {
    // The first two are one of each language, then about three Bangla writers to one English.
    const language: Language = i === 0 ? 'Bangla' : i === 1 ? 'English' : rng.chance(0.75) ? 'Bangla' : 'English';
    const person = uniqueName(rng, language === 'Bangla' ? banglaPersonName : latinPersonName, takenNames);
    authors.push({
      id: authors.length + 1,
      name: person.name,
      name_en: person.name_en,
      slug: slugs.take(person.name_en),
      language,
      classicKey: null,
    });
  }
  return authors;
}
