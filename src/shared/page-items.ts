/**
 * The numbered pagination's items, for the build's and the filters' pagination alike. Apart from
 * pagination.ts (the page size and count), which the search page needs before its results, so
 * this comes only with a result longer than one page.
 */
export type PageItem = { kind: 'page'; page: number; current: boolean } | { kind: 'gap' };

/**
 * The numbers the pagination shows: 1 to 10, an
 * ellipsis, then last-10 to last. With 20 pages or fewer there is nothing to
 * leave out, so every number shows. The current page is always reachable: when
 * it falls in the gap it is shown inside it, between two ellipses.
 */
export function pageItems(current: number, last: number): PageItem[] {
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(10, last); p += 1) shown.add(p);
  for (let p = Math.max(1, last - 10); p <= last; p += 1) shown.add(p);
  if (current >= 1 && current <= last) shown.add(current);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous > 1) items.push({ kind: 'gap' });
    items.push({ kind: 'page', page, current: page === current });
  });
  return items;
}
