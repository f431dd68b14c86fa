import type { Rng } from './rng.ts';

/** The ISBN-13 check digit of the first twelve digits. */
export function isbn13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new RangeError(`need twelve digits, got "${first12}"`);
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** Registration groups by the country a book is published in. */
const GROUPS: Record<string, readonly string[]> = {
  Bangladesh: ['978984'],
  India: ['97881', '97893'],
  'United Kingdom': ['9780', '9781'],
  'United States': ['9780', '9781'],
};

/**
 * A fresh, valid ISBN-13 (digits only) for a book published in `country`.
 * `taken` keeps them unique across the catalogue.
 */
export function makeIsbn(rng: Rng, country: string, taken: Set<string>): string {
  const groups = GROUPS[country] ?? ['979'];
  for (;;) {
    const prefix = rng.pick(groups);
    let body = prefix;
    while (body.length < 12) body += String(rng.int(0, 9));
    const isbn = body + String(isbn13CheckDigit(body));
    if (!taken.has(isbn)) {
      taken.add(isbn);
      return isbn;
    }
  }
}
