import * as v from 'valibot';
import { rule, type Rule } from './field-rules.ts';
import { text } from './http.ts';
import { acceptableText, type TextKind } from './text-fields.ts';

/**
 * The rules for a shopper's text fields, each read as it will be stored (`text`: NFC, trimmed;
 * a number as its digits; anything else empty). Each takes a map of field → how its message
 * names it, and answers a rule per field in the map's order.
 */

/** A field's longest accepted value, in characters, and how the message names it. */
export type Limit = { max: number; label: string };
/** Which characters a text field may hold (text-fields.ts), and how the message names it. */
export type TextField = { kind: TextKind; label: string };

/** Length in characters (code points), so a Bangla or emoji text is not counted in UTF-16 units. */
export function charLength(value: string): number {
  return [...value].length;
}

/** An email address as the shop takes one: no spaces, one @, a dot after it; at most 254 characters. */
export const EMAIL = v.pipe(v.string(), v.maxLength(254), v.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/));
export const INVALID_EMAIL = 'The email must be a valid email address.';

function each<T>(fields: Record<string, T>, make: (field: string, spec: T) => Rule): Rule[] {
  return Object.entries(fields).map(([field, spec]) => make(field, spec));
}

/** "{message}" for every field that is empty (or missing, or neither text nor a number). */
export function required(messages: Record<string, string>): Rule[] {
  return each(messages, (field, message) => rule(field, (body) => text(body, field) !== '', message));
}

/** "The {label} may not be greater than {max} characters." for every field over its limit. */
export function maxLengths(limits: Record<string, Limit>): Rule[] {
  return each(limits, (field, { max, label }) =>
    rule(field, (body) => charLength(text(body, field)) <= max, `The ${label} may not be greater than ${max} characters.`),
  );
}

/**
 * "The {label} may not contain control or invisible characters." for every field whose text
 * text-fields.ts refuses. Listed before any format rule, so an email hiding a NUL is told why
 * rather than checked for its shape.
 */
export function visibleText(fields: Record<string, TextField>): Rule[] {
  return each(fields, (field, { kind, label }) =>
    rule(field, (body) => acceptableText(text(body, field), kind), `The ${label} may not contain control or invisible characters.`),
  );
}

/** `message` when the field is not an email address. */
export function validEmail(field: string, message = INVALID_EMAIL): Rule {
  return rule(field, (body) => v.is(EMAIL, text(body, field)), message);
}
