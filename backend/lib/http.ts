import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';

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

/** Reads a JSON object body; anything else (malformed, an array, a string) is a 400. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HTTPException(400, { message: 'Malformed JSON body.' });
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HTTPException(400, { message: 'The body must be a JSON object.' });
  }
  return body as Record<string, unknown>;
}

/** A trimmed string field, or '' when missing or not a string. */
export function text(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value === 'string') return value.normalize('NFC').trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Collects "required" errors for the fields that are empty, with the given messages. */
export function requireFields(body: Record<string, unknown>, messages: Record<string, string>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of Object.entries(messages)) {
    if (text(body, field) === '') errors[field] = [message];
  }
  return errors;
}

export function throwIfErrors(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/** A positive integer route parameter, or a 404 (an id that cannot exist is simply not found). */
export function idParam(c: Context, name = 'id'): number {
  const raw = c.req.param(name) ?? '';
  if (!/^\d{1,12}$/.test(raw)) throw notFound();
  return Number(raw);
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
