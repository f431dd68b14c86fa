import { text, type FieldErrors } from './http.ts';
import { acceptableText, type TextKind } from './text-fields.ts';

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

/** A text field as checkCharacters reads it: which characters it may hold, and how the message names it. */
export type TextField = { kind: TextKind; label: string };

/**
 * Adds "The {label} may not contain control or invisible characters." for every
 * field whose text (as it would be stored) text-fields.ts refuses and that has
 * no error yet. Run it before any format check, so an email hiding a NUL is
 * told why rather than checked for its shape.
 */
export function checkCharacters(body: Record<string, unknown>, fields: Record<string, TextField>, errors: FieldErrors): void {
  for (const [field, { kind, label }] of Object.entries(fields)) {
    if (errors[field]) continue;
    if (!acceptableText(text(body, field), kind)) errors[field] = [`The ${label} may not contain control or invisible characters.`];
  }
}

export const INVALID_EMAIL = 'The email must be a valid email address.';
