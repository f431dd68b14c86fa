/**
 * Text as the instant search compares it: NFC, lowercase, single spaces. Used
 * both at build time (the index's haystacks) and in the browser (the query),
 * so the two always agree.
 */
export function normalizeForSearch(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase('en').replace(/\s+/gu, ' ').trim();
}

/** One thing the instant search can find: where it links, the texts its result card shows, and what it matches. */
export type SearchEntry = {
  href: string;
  /** Filled into the result template's [data-field="name"] elements, by name. */
  fields: Record<string, string>;
  /** The monogram colour of people entries ([data-hue] elements). */
  hue?: number;
  /** Every text the entry is found by, normalized. */
  haystack: string;
};

/** True when every word of the (normalized) query occurs in the haystack. */
export function matchesQuery(haystack: string, query: string): boolean {
  return query.split(' ').every((word) => haystack.includes(word));
}
