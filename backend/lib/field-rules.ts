import * as v from 'valibot';
import { ValidationError, type FieldErrors } from './http.ts';
import { JSON_OBJECT, type JsonObject } from './json-body.ts';

/**
 * How a request's fields are checked (a JSON body, or query parameters gathered in an object):
 * a valibot pipe of rules, run in the order they are listed.
 * Each rule speaks for one field, and only for a field no earlier rule has refused, so a field's
 * answer is its first complaint ("required" before "too long" before "not an email"). The answer's
 * `errors` lists the fields in the order they were refused: the storefront shows an order's
 * problems in that order, so a schema lists its rules stage by stage (every "required" first), as
 * the shop always has, not field by field. Every message is the schema's own; valibot's never
 * reach a client.
 */

export type Rule = v.RawCheckAction<JsonObject>;
export type FieldsSchema = v.GenericSchema<JsonObject, JsonObject>;

function refused(issues: readonly v.BaseIssue<unknown>[] | undefined, field: string): boolean {
  return issues?.some((issue) => issue.path?.[0]?.key === field) ?? false;
}

function at(fields: JsonObject, field: string): [v.ObjectPathItem] {
  return [{ type: 'object', origin: 'value', input: fields, key: field, value: fields[field] }];
}

/** Refuses `field` with each message `find` answers for the fields (none: the field passes). */
export function complaints(field: string, find: (fields: JsonObject) => readonly string[]): Rule {
  return v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed || refused(dataset.issues, field)) return;
    for (const message of find(dataset.value)) addIssue({ message, path: at(dataset.value, field) });
  });
}

/** Refuses `field` with `message` unless `holds` is true of the fields. */
export function rule(field: string, holds: (fields: JsonObject) => boolean, message: string): Rule {
  return complaints(field, (fields) => (holds(fields) ? [] : [message]));
}

/** Refuses every field that is not `allowed` (in the order they were sent), with `message(field)`. */
export function onlyFields(allowed: readonly string[], message: (field: string, fields: JsonObject) => string): Rule {
  return v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const field of Object.keys(dataset.value)) {
      if (!allowed.includes(field)) addIssue({ message: message(field, dataset.value), path: at(dataset.value, field) });
    }
  });
}

/** A schema checking a request's fields by `rules`, in order. */
export function fieldsSchema(...rules: Rule[]): FieldsSchema {
  return v.pipe(JSON_OBJECT, ...rules);
}

/**
 * The fields' errors, `{}` when they pass. Built by plain assignment, as the shop always did:
 * a field named `__proto__` that is refused sets the object's prototype and so is never sent.
 */
export function fieldErrors(schema: FieldsSchema, fields: JsonObject): FieldErrors {
  const result = v.safeParse(schema, fields);
  const errors: FieldErrors = {};
  for (const issue of result.issues ?? []) {
    const field = issue.path?.[0]?.key;
    if (typeof field !== 'string') throw new Error(`a field rule reported no field: ${issue.message}`);
    const known = Object.hasOwn(errors, field) ? errors[field] : undefined;
    if (known) known.push(issue.message);
    else errors[field] = [issue.message];
  }
  return errors;
}

/** Checks the fields: a 422 with every field error at once, in the order the rules found them. */
export function checkFields(schema: FieldsSchema, fields: JsonObject): void {
  const errors = fieldErrors(schema, fields);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** A field's value read with `schema`, once the rules have passed it (a value they let through that does not fit is a bug: a 500). */
export function readField<T>(schema: v.GenericSchema<unknown, T>, value: unknown): T {
  return v.parse(schema, value);
}
