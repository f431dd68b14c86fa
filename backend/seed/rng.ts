/**
 * A small seeded pseudo-random generator (mulberry32) with the helpers the seed
 * needs. The seed never touches Math.random: the same seed gives the same data.
 */
import { hash32, mulberry32 } from '../lib/random.ts';

export type Rng = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both ends included. */
  int: (min: number, max: number) => number;
  /** True with probability p. */
  chance: (p: number) => boolean;
  /** One element of a non-empty list. */
  pick: <T>(items: readonly T[]) => T;
  /** One element, chosen in proportion to its weight. */
  weighted: <T>(entries: readonly (readonly [T, number])[]) => T;
  /** A shuffled copy. */
  shuffle: <T>(items: readonly T[]) => T[];
  /** Up to `count` distinct elements, in random order. */
  sample: <T>(items: readonly T[], count: number) => T[];
  /** A new, independent generator derived from this one's seed and a label. */
  fork: (label: string) => Rng;
};

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new RangeError('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    weighted: <T>(entries: readonly (readonly [T, number])[]): T => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      const last = entries[entries.length - 1];
      if (!last) throw new RangeError('weighted pick from an empty list');
      return last[0];
    },
    shuffle,
    sample: <T>(items: readonly T[], count: number): T[] => shuffle(items).slice(0, Math.max(0, count)),
    fork: (label) => createRng((seed ^ hash32(label)) >>> 0),
  };
}

/** The seed every catalogue starts from. */
export const SEED = 0x0b0101ba;
