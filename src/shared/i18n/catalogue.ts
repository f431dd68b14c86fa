/**
 * The interface's texts, one small typed catalogue per part of the site
 * (`messages/*.ts`), each with its English and its Bangla. Plain objects rather
 * than a library: every page is prebuilt in one language, so nothing switches
 * language at run time, and a catalogue imported by an island carries only its
 * own part's texts (decision record 0013).
 *
 * A text is a string, or a function for texts with values in them: the Bangla
 * one writes its numbers with Bangla digits (numbers.ts).
 */
import type { Locale } from './locale.ts';

type Text = string | ((...values: never[]) => string);
export type Texts = Readonly<Record<string, Text>>;

/** Bangla must give every key English has, each of the same kind (a string, or a function taking the same values). */
export type Translation<T extends Texts> = { readonly [K in keyof T]: T[K] extends string ? string : T[K] };

export type Catalogue<T extends Texts> = Readonly<Record<Locale, Translation<T>>>;

/** A part's catalogue; the types make a missing or extra Bangla key a build error, the catalogue test a test failure. */
export function defineMessages<T extends Texts>(en: T, bn: Translation<T>): Catalogue<T> {
  // English is its own translation: the same keys, each text widened to its kind.
  return { en: en as Translation<T>, bn };
}
