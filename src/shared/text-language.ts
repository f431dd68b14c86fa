/**
 * Which script a piece of data is written in, for its `lang`. Apart from
 * text.ts (dates, digits, excerpts), so the browser's book cards carry only this.
 */

/** True when a string is mostly Bangla script, so the page can set lang="bn" or "en". */
export function isBangla(text: string): boolean {
  const bangla = text.match(/[\u0980-\u09FF]/gu)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return bangla >= latin;
}

/** The language of a piece of data (a book's or a person's name, a review): its `lang`, whatever the interface's. */
export function langOf(text: string): 'bn' | 'en' {
  return isBangla(text) ? 'bn' : 'en';
}
