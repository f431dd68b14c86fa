/**
 * The search delta (search-delta.ts) laid over filtered, sorted or counted
 * results: what only the Pagefind client asks for (delta-overlay.ts has the
 * results in their own order). Pure: the client fetches, this decides.
 */
import type { DeltaBook } from './search-delta.ts';

/** Per filter: every value must match (an array), or any of them. */
export type Filters = Record<string, string[] | { any: string[] }>;
export type SortDirection = 'asc' | 'desc';
type Counts = Record<string, Record<string, number>>;
type FilterValues = Readonly<Record<string, readonly string[]>>;

/** Whether a book's filter values pass the chosen filters, as Pagefind decides it (an empty choice passes). */
export function filtersMatch(values: FilterValues, filters: Filters = {}): boolean {
  return Object.entries(filters).every(([name, wanted]) => {
    const own = values[name] ?? [];
    return Array.isArray(wanted)
      ? wanted.every((value) => own.includes(value))
      : wanted.any.length === 0 || wanted.any.some((value) => own.includes(value));
  });
}

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/iu;

/**
 * Ascending order of two sort values as Pagefind orders them: as numbers when
 * both are (the records write numbers as strings), else as strings. A missing
 * value goes last either way, where it cannot break the order of the others.
 */
export function compareSortValues(a: string | undefined, b: string | undefined, direction: SortDirection = 'asc'): number {
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? 1 : -1;
  const order = NUMBER.test(a) && NUMBER.test(b) ? Number(a) - Number(b) : a < b ? -1 : a > b ? 1 : 0;
  return direction === 'asc' ? order : -order;
}

/**
 * Delta books among results sorted by `key` (the hidden ones already out),
 * each after the last result that does not sort after it. A result's sort
 * value costs a fetch, so each book is placed by binary search (about
 * log2(n) values), all books at once so they share the values they ask for.
 */
export async function placeSorted<T>(
  main: readonly T[],
  books: readonly DeltaBook[],
  sort: { key: string; direction: SortDirection },
  sortValueAt: (index: number) => Promise<string | undefined>,
  asResult: (book: DeltaBook) => T,
): Promise<T[]> {
  if (books.length === 0) return [...main];
  const values = new Map<number, Promise<string | undefined>>();
  const valueAt = (index: number) => {
    let value = values.get(index);
    if (!value) {
      value = sortValueAt(index);
      values.set(index, value);
    }
    return value;
  };
  const order = (a: string | undefined, b: string | undefined) => compareSortValues(a, b, sort.direction);
  const sorted = books.map((book) => ({ book, value: book.sort[sort.key] })).sort((a, b) => order(a.value, b.value));
  const placed = await Promise.all(
    sorted.map(async ({ book, value }) => {
      let low = 0;
      let high = main.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (order(await valueAt(middle), value) <= 0) low = middle + 1;
        else high = middle;
      }
      return { book, place: low };
    }),
  );
  // Stable, so books of one place keep their order; places already rise unless the main order has no order to keep.
  placed.sort((a, b) => a.place - b.place);
  const merged: T[] = [];
  let from = 0;
  for (const { book, place } of placed) {
    for (; from < place; from += 1) merged.push(main[from] as T);
    merged.push(asResult(book));
  }
  for (; from < main.length; from += 1) merged.push(main[from] as T);
  return merged;
}

/**
 * Option counts with the delta applied: less the values of the hidden entries
 * that were among the results, plus those of the delta books found. Only the
 * filters already counted change (none, when the counts were not asked for).
 */
export function adjustCounts(counts: Counts, removed: readonly FilterValues[], added: readonly FilterValues[]): Counts {
  const adjusted: Counts = {};
  for (const [name, values] of Object.entries(counts)) adjusted[name] = { ...values };
  const tally = (filters: FilterValues, step: number) => {
    for (const [name, values] of Object.entries(filters)) {
      const counted = adjusted[name];
      if (counted) for (const value of new Set(values)) counted[value] = Math.max(0, (counted[value] ?? 0) + step);
    }
  };
  for (const filters of removed) tally(filters, -1);
  for (const filters of added) tally(filters, 1);
  return adjusted;
}
