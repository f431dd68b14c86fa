import * as v from 'valibot';
import { ErrorBodySchema } from './schemas/common.ts';
import type { ApiError, ApiResult } from './result.ts';

/** The typed error for a non-2xx answer, from its status and (JSON) body. */
export function httpError(status: number, statusText: string, body: unknown): ApiError {
  const parsed = v.safeParse(ErrorBodySchema, body);
  const message = parsed.success ? parsed.output.message : statusText || `HTTP ${status}`;
  if (status === 422 && parsed.success && parsed.output.errors) {
    return { kind: 'fieldErrors', status: 422, message, errors: parsed.output.errors };
  }
  return { kind: 'http', status, message };
}

/** Validates a 2xx answer against the schema the storefront reads it with. */
export function validated<S extends v.GenericSchema>(schema: S, body: unknown, path: string): ApiResult<v.InferOutput<S>> {
  const parsed = v.safeParse(schema, body);
  if (parsed.success) return { ok: true, data: parsed.output };
  return {
    ok: false,
    error: {
      kind: 'validation',
      message: `unexpected answer from ${path}`,
      issues: parsed.issues.slice(0, 5).map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`),
    },
  };
}
