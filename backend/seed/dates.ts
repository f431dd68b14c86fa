import type { Rng } from './rng.ts';

/** Every date in the seed is measured back from this moment: no clock is read. */
export const REFERENCE_MS = Date.parse('2026-11-01T00:00:00.000Z');

export const DAY_MS = 24 * 60 * 60 * 1000;

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** A moment between `maxDays` and `minDays` days before the reference, at a whole second. */
export function daysBefore(rng: Rng, minDays: number, maxDays: number): number {
  const span = (maxDays - minDays) * DAY_MS;
  const ms = REFERENCE_MS - minDays * DAY_MS - Math.floor(rng.next() * span);
  return Math.floor(ms / 1000) * 1000;
}

/** A moment after `startMs` and before the reference (never later than the reference). */
export function between(rng: Rng, startMs: number, endMs: number = REFERENCE_MS): number {
  if (endMs <= startMs) return startMs;
  const ms = startMs + Math.floor(rng.next() * (endMs - startMs));
  return Math.max(startMs, Math.floor(ms / 1000) * 1000);
}
