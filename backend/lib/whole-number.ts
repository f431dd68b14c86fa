import * as v from 'valibot';

/**
 * Which whole numbers a field takes: `min` to `max` (default 1 up to the largest safe integer),
 * written with at most `digits` digits when sent as a string, and a leading minus when `negative`.
 */
export type WholeNumberRange = { digits: number; min?: number; max?: number; negative?: boolean };

/**
 * The one rule for a whole number a client sends: a JSON number that is a safe integer, or its
 * digits in a string ("12", " 12 ": spaces around them do not count), in range. Anything else —
 * 2.5, "1e3", "+5", "", a huge number — does not fit. A query value is read the same way.
 */
export function wholeNumber({ digits, min = 1, max = Number.MAX_SAFE_INTEGER, negative = false }: WholeNumberRange) {
  const written = new RegExp(`^${negative ? '-?' : ''}\\d{1,${digits}}$`);
  return v.pipe(
    v.union([v.pipe(v.number(), v.safeInteger()), v.pipe(v.string(), v.trim(), v.regex(written), v.transform(Number))]),
    v.minValue(min),
    v.maxValue(max),
  );
}

/** A record's id in a body (a book, an address, an author): a whole number of at least 1. */
export const RECORD_ID = wholeNumber({ digits: 12 });

const PATH_DIGITS = wholeNumber({ digits: 12, min: 0 });

/**
 * A record's id in a path, or null: digits only. hono has decoded the path ("%20" is a space),
 * so a space is refused here rather than trimmed as in a body; 0 fits, and finds nothing.
 */
export function pathId(raw: string): number | null {
  if (/\s/.test(raw)) return null;
  const id = v.safeParse(PATH_DIGITS, raw);
  return id.success ? id.output : null;
}
