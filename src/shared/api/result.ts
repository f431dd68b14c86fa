import type { Locale } from '../i18n/locale.ts';
import { forms } from '../i18n/messages/forms.ts';
import { serverMessage } from './server-messages.ts';

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

/** A refusal whose sentence the interface does not know, by its status (only Bangla asks: English shows the shop's sentence). */
function refusalFallback(status: number, locale: Locale): string {
  const t = forms[locale];
  if (status === 401) return t.signInAgain;
  if (status === 404) return t.notFound;
  if (status === 429) return t.tooManyRequests;
  return t.refused;
}

/**
 * A sentence for a person, whatever went wrong, in the interface's language:
 * the one place that says what a failure means (its words are the forms
 * catalogue's). A refusal (4xx, 422) is the shop's own sentence, as it is in
 * English and in Bangla words where the interface knows it (server-messages.ts);
 * a server error's own text ("Server Error") tells a shopper nothing.
 */
export function describeError(error: ApiError, locale: Locale = 'en'): string {
  const t = forms[locale];
  switch (error.kind) {
    case 'network':
      return error.timedOut ? t.timedOut : t.offline;
    case 'http':
      return error.status >= 500 ? t.serverTrouble : serverMessage(error.message, locale, refusalFallback(error.status, locale));
    case 'fieldErrors':
      return serverMessage(error.message, locale);
    case 'validation':
      return t.unreadable;
  }
}

/** For build time: the data, or an exception that names the call and what was wrong. */
export function unwrap<T>(result: ApiResult<T>, what: string): T {
  if (result.ok) return result.data;
  const { error } = result;
  const detail = error.kind === 'validation' ? `${error.message}: ${error.issues.join('; ')}` : describeError(error);
  throw new Error(`${what}: ${error.kind}${'status' in error ? ` ${error.status}` : ''} — ${detail}`);
}
