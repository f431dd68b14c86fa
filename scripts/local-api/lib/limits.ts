import { text, type FieldErrors } from './http.ts';

/** A field's longest accepted value, in characters, and how the message names it. */
export type Limit = { max: number; label: string };

/** Length in characters (code points), so a Bangla or emoji text is not counted in UTF-16 units. */
export function charLength(value: string): number {
  return [...value].length;
}

/**
 * Adds "The {label} may not be greater than {max} characters." for every field
 * over its limit that has no error yet (a missing field keeps its "required").
 */
export function checkLengths(body: Record<string, unknown>, limits: Record<string, Limit>, errors: FieldErrors): void {
  for (const [field, { max, label }] of Object.entries(limits)) {
    if (errors[field]) continue;
    if (charLength(text(body, field)) > max) errors[field] = [`The ${label} may not be greater than ${max} characters.`];
  }
}

export const INVALID_EMAIL = 'The email must be a valid email address.';
