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

/**
 * Taka bands that hold every price exactly once: from (inclusive) to
 * (exclusive), the last one open. The specification's bands (50-150, 150-400,
 * 450-850, 850-999, 1000-1250) found no book at Tk 420 or Tk 999.50, under
 * Tk 50 or over Tk 1,250, and two bands for a book at Tk 150.
 */
export const PRICE_BANDS: readonly PriceBand[] = [
  [0, 150],
  [150, 400],
  [400, 850],
  [850, 1000],
  [1000, 1250],
  [1250, null],
];
export type PriceBand = readonly [from: number, to: number | null];

export const RATINGS = [5, 4, 3, 2, 1] as const;

/** "150-400", "1250-": a band's value in forms, addresses and the index. */
export function priceBandValue([from, to]: PriceBand): string {
  return `${from}-${to ?? ''}`;
}

const taka = (amount: number) => `Tk ${amount.toLocaleString('en-US')}`;

/** "Under Tk 150", "Tk 150 to 400", "Tk 1,250 and over": how the filter names a band. */
export function priceBandLabel([from, to]: PriceBand): string {
  if (to === null) return `${taka(from)} and over`;
  return from === 0 ? `Under ${taka(to)}` : `${taka(from)} to ${to.toLocaleString('en-US')}`;
}

/** The one band a price (in taka) falls in. */
export function priceBandsOf(amount: number): string[] {
  return PRICE_BANDS.filter(([from, to]) => amount >= from && (to === null || amount < to)).map(priceBandValue);
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
