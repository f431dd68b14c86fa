import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { pathId } from './whole-number.ts';

export type FieldErrors = Record<string, string[]>;

/** A 422 with the first-class shape the storefront reads: `{ message, errors: { field: [msg] } }`. */
export class ValidationError extends HTTPException {
  readonly errors: FieldErrors;
  constructor(errors: FieldErrors, message = 'The given data was invalid.') {
    super(422, { message });
    this.errors = errors;
  }
}

export function notFound(message = 'Not Found'): HTTPException {
  return new HTTPException(404, { message });
}

export function unauthorized(message = 'Unauthenticated.'): HTTPException {
  return new HTTPException(401, { message });
}

/** A trimmed string field, or '' when missing or not a string. */
export function text(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value === 'string') return value.normalize('NFC').trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export function throwIfErrors(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** A record's id in the path (pathId), or a 404 (an id that cannot exist is simply not found). */
export function idParam(c: Context, name = 'id'): number {
  const id = pathId(c.req.param(name) ?? '');
  if (id === null) throw notFound();
  return id;
}

/** A query parameter as the field rules read it: trimmed, '' when absent. */
export function queryValue(c: Context, name: string): string {
  return (c.req.query(name) ?? '').trim();
}

/**
 * The origin images are served from. Paths are stored relative ("/api/v1/covers/x.webp")
 * and made absolute per request, so the same database serves any host name;
 * API_PUBLIC_URL overrides it behind a proxy.
 */
export function publicOrigin(c: Context): string {
  return process.env.API_PUBLIC_URL?.replace(/\/$/, '') ?? new URL(c.req.url).origin;
}

export function absoluteImage(origin: string, path: string): { path: string } {
  return { path: `${origin}${path}` };
}
