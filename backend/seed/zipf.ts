import type { Rng } from './rng.ts';

/**
 * Picks from `items` with a long tail: the first item most often, the last
 * rarely (weight 1 / (rank + 1)^exponent), as sales and output are in real shops.
 */
export function zipfPicker<T>(rng: Rng, items: readonly T[], exponent = 0.9): () => T {
  if (items.length === 0) throw new RangeError('zipfPicker needs at least one item');
  const cumulative: number[] = [];
  let total = 0;
  for (let rank = 0; rank < items.length; rank += 1) {
    total += 1 / (rank + 1) ** exponent;
    cumulative.push(total);
  }
  return () => {
    const roll = rng.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] ?? 0) > roll) hi = mid;
      else lo = mid + 1;
    }
    return items[lo] as T;
  };
}
