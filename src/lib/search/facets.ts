/**
 * The listing filters and sort orders of the specification (section 9), as
 * one source for the sidebar form, the search index's filter and sort values,
 * and the browser code that reads the choices back from the address.
 */
export const SORTS = [
  ['best-seller', 'Best Seller'],
  ['new-released', 'New Released'],
  ['price-asc', 'Price low to high'],
  ['price-desc', 'Price high to low'],
  ['discount-asc', 'Discount low to high'],
  ['discount-desc', 'Discount high to low'],
] as const;
export type SortValue = (typeof SORTS)[number][0];

export const LANGUAGES = ['Bangla', 'English'] as const;

/** Taka bands, inclusive at both ends (the specification's own gaps and overlaps kept). */
export const PRICE_BANDS = [
  [50, 150],
  [150, 400],
  [450, 850],
  [850, 999],
  [1000, 1250],
] as const;

export const RATINGS = [5, 4, 3, 2, 1] as const;

/** "50-150": a band's value in forms, addresses and the index. */
export function priceBandValue([from, to]: readonly [number, number]): string {
  return `${from}-${to}`;
}

/** Every band a price (in taka) falls in: none, one, or two where bands touch. */
export function priceBandsOf(taka: number): string[] {
  return PRICE_BANDS.filter(([from, to]) => taka >= from && taka <= to).map(priceBandValue);
}

/**
 * The rating filter reads "N stars & up" (and "5 stars"): a book rated 4.3 is
 * found under 4, 3, 2 and 1, so it carries each of those values. Unrated books
 * carry none.
 */
export function ratingValuesOf(average: number): string[] {
  const whole = Math.floor(average + 1e-9);
  return RATINGS.filter((stars) => stars <= whole).map(String);
}
