/**
 * One answer from the answers of several Pagefind shards (decision 0019).
 * Pure: the client searches each shard, this merges. Pagefind's own
 * mergeIndex cannot be used: it re-sorts merged results by score, which
 * breaks a chosen order, and it cannot hide an entry.
 */
import { compareSortValues, type SortDirection } from './delta-filters.ts';

type Counts = Record<string, Record<string, number>>;

/**
 * Lists each in relevance order, merged by score (higher first); a tie goes
 * to the earlier list, and each list keeps its own order.
 */
export function mergeByScore<T extends { score?: number }>(lists: readonly (readonly T[])[]): T[] {
  if (lists.length === 1) return [...(lists[0] ?? [])];
  const at = lists.map(() => 0);
  const merged: T[] = [];
  for (;;) {
    let best = -1;
    let bestScore = -Infinity;
    lists.forEach((list, index) => {
      const head = list[at[index] ?? 0];
      if (head !== undefined && (best === -1 || (head.score ?? 0) > bestScore)) {
        best = index;
        bestScore = head.score ?? 0;
      }
    });
    if (best === -1) return merged;
    merged.push(lists[best]?.[at[best] ?? 0] as T);
    at[best] = (at[best] ?? 0) + 1;
  }
}

/** A merge of sorted lists that reads only as far as it is asked. */
export type LazyMerge<T> = { total: number; upTo: (count: number) => Promise<T[]> };

/**
 * Lists each sorted by one value, merged in that order. A value costs a fetch
 * (a result's data), so the merge goes only as far as the results asked for:
 * the first page of a sorted listing reads about a page of values per shard,
 * not every book's. A tie goes to the earlier list.
 */
export function mergeSorted<T>(
  lists: readonly (readonly T[])[],
  valueOf: (item: T) => Promise<string | undefined>,
  direction: SortDirection,
): LazyMerge<T> {
  const total = lists.reduce((sum, list) => sum + list.length, 0);
  if (lists.length === 1) {
    const only = [...(lists[0] ?? [])];
    return { total, upTo: (count) => Promise.resolve(only.slice(0, count)) };
  }
  const at = lists.map(() => 0);
  const heads = new Map<number, Promise<string | undefined>>();
  const headValue = (index: number): Promise<string | undefined> => {
    let value = heads.get(index);
    if (!value) {
      value = valueOf(lists[index]?.[at[index] ?? 0] as T);
      heads.set(index, value);
    }
    return value;
  };
  const merged: T[] = [];
  const step = async (): Promise<void> => {
    const live = lists.flatMap((list, index) => ((at[index] ?? 0) < list.length ? [index] : []));
    const values = await Promise.all(live.map(headValue));
    let best = 0;
    for (let i = 1; i < live.length; i += 1) if (compareSortValues(values[i], values[best], direction) < 0) best = i;
    const index = live[best] as number;
    merged.push(lists[index]?.[at[index] ?? 0] as T);
    at[index] = (at[index] ?? 0) + 1;
    heads.delete(index);
  };
  // One reader at a time: two pages asked at once must not take the same heads.
  let reading: Promise<unknown> = Promise.resolve();
  return {
    total,
    upTo: (count) => {
      const read = reading.then(async () => {
        while (merged.length < Math.min(count, total)) await step();
        return merged.slice(0, count);
      });
      reading = read.catch(() => undefined);
      return read;
    },
  };
}

/** Option counts of several shards, added up. */
export function sumCounts(all: readonly Counts[]): Counts {
  const sum: Counts = {};
  for (const counts of all) {
    for (const [name, values] of Object.entries(counts)) {
      const into = (sum[name] ??= {});
      for (const [value, count] of Object.entries(values)) into[value] = (into[value] ?? 0) + count;
    }
  }
  return sum;
}

/** The same options, each counted zero: a shard whose results were a stand-in found none. */
export function zeroCounts(counts: Counts): Counts {
  return Object.fromEntries(
    Object.entries(counts).map(([name, values]) => [name, Object.fromEntries(Object.keys(values).map((value) => [value, 0]))]),
  );
}
