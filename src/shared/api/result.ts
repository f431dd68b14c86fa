/** What every API call answers: the typed data, or a typed error an island can act on. */
export type ApiError =
  | { kind: 'network'; message: string; timedOut: boolean }
  | { kind: 'http'; status: number; message: string }
  | { kind: 'fieldErrors'; status: 422; message: string; errors: Record<string, string[]> }
  | { kind: 'validation'; message: string; issues: string[] };

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/** The shop refused the shopper's token: the sign-in expired (or was revoked), not the request. */
export function signInExpired(error: ApiError): boolean {
  return error.kind === 'http' && error.status === 401;
}

/** The first message for a field, as the forms show under their inputs. */
export function firstFieldError(error: ApiError, field: string): string | undefined {
  return error.kind === 'fieldErrors' ? error.errors[field]?.[0] : undefined;
}

/** A sentence for a person, whatever went wrong. */
export function describeApiError(error: ApiError): string {
  switch (error.kind) {
    case 'network':
      return error.timedOut ? 'The shop took too long to answer. Please try again.' : 'Could not reach the shop. Check your connection and try again.';
    case 'http':
      // A server error's own text ("Server Error") tells a shopper nothing; the rest (401, 404, 429…) say what to do.
      return error.status >= 500 ? 'The shop is having trouble right now. Please try again in a moment.' : error.message;
    case 'fieldErrors':
      return error.message;
    case 'validation':
      return 'The shop sent an answer we could not read. Please try again later.';
  }
}

/** For build time: the data, or an exception that names the call and what was wrong. */
export function unwrap<T>(result: ApiResult<T>, what: string): T {
  if (result.ok) return result.data;
  const { error } = result;
  const detail = error.kind === 'validation' ? `${error.message}: ${error.issues.join('; ')}` : describeApiError(error);
  throw new Error(`${what}: ${error.kind}${'status' in error ? ` ${error.status}` : ''} — ${detail}`);
}
