/**
 * A positive whole number a client sent, as a JSON number or a string of digits
 * ("12"), or null for anything else (0, 2.5, "x", "1e3", a huge number).
 */
export function positiveInt(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value === 'string' && /^\d{1,12}$/.test(value.trim())) {
    const parsed = Number(value.trim());
    return parsed > 0 ? parsed : null;
  }
  return null;
}
