/**
 * The book list's pages after books were added at its head or taken out of
 * it, worked out instead of asked for. The API pages the list by offset,
 * newest first, so one new book moves every other book one place down and
 * changes every page: 500 answers (86 MB) at 100,000 books, asked again for
 * one book. When the first page as the API answers it now, the total, and the
 * last page agree with the live list with the added books at its head and the
 * removed ones taken out, every other page is that list cut again. Anything
 * else (a book added further down, an order the changes do not explain) gives
 * null, and every page is asked. Pure: the live update asks, this reasons.
 */

export type ListShift = {
  /** The live release's pages, first page first: each page's books. */
  old: readonly (readonly string[])[];
  /** The new first page, as the API answered it. */
  first: readonly string[];
  /** A later page as the API answered it now (its last page), to check the tail. */
  checked?: { page: number; books: readonly string[] };
  /** The new total and page size, as the first page says. */
  total: number;
  perPage: number;
  /** Books the changes add, and books they remove. */
  added: ReadonlySet<string>;
  removed: ReadonlySet<string>;
};

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((slug, i) => slug === b[i]);

/** The new list's pages, or null when the answers do not bear the shift out. */
export function shiftedPages(shift: ListShift): string[][] | null {
  const { old, first, checked, total, perPage, added, removed } = shift;
  const kept = old.flat().filter((slug) => !removed.has(slug) && !added.has(slug));
  // The added books, newest, head the first page; every one of them must be there.
  let heads = 0;
  while (heads < first.length && added.has(first[heads] ?? '')) heads += 1;
  const onTop = new Set(first.slice(0, heads));
  if ([...added].some((slug) => !onTop.has(slug) && !removed.has(slug))) return null;
  const list = [...first.slice(0, heads), ...kept];
  if (list.length !== total || !same(first, list.slice(0, perPage))) return null;
  if (checked && !same(checked.books, list.slice((checked.page - 1) * perPage, checked.page * perPage))) return null;
  const pages: string[][] = [];
  for (let at = 0; at < list.length; at += perPage) pages.push(list.slice(at, at + perPage));
  return pages.length > 0 ? pages : [[]];
}
