import { describeApiError, type ApiError } from './result.ts';
import type { Locale } from '../i18n/locale.ts';
import { forms } from '../i18n/messages/forms.ts';
import { serverMessage } from './server-messages.ts';

/**
 * What an island tells the shopper when a call failed, and whether trying the
 * same call again can help: a failed network, a timeout, a server error (5xx),
 * or an answer we could not read may pass; a refusal (401, 404, 422…) will
 * not, and too many requests (429) says itself how long to wait, so those get
 * no Retry.
 */
export type ErrorNoticeContent = { message: string; retryable: boolean };

export function isRetryable(error: ApiError): boolean {
  switch (error.kind) {
    case 'network':
    case 'validation':
      return true;
    case 'http':
      return error.status >= 500 || error.status === 408;
    case 'fieldErrors':
      return false;
  }
}

/** The Bangla for a refusal the shop's sentence does not say in words the interface knows: by its status. */
function refusalFallback(status: number): string {
  const t = forms.bn;
  if (status === 401) return t.signInAgain;
  if (status === 404) return t.notFound;
  if (status === 429) return t.tooManyRequests;
  return t.refused;
}

/** A sentence for a person, whatever went wrong, in the interface's language (English: describeApiError's words). */
export function describeError(error: ApiError, locale: Locale = 'en'): string {
  if (locale === 'en') return describeApiError(error);
  const t = forms.bn;
  switch (error.kind) {
    case 'network':
      return error.timedOut ? t.timedOut : t.offline;
    case 'http':
      return error.status >= 500 ? t.serverTrouble : serverMessage(error.message, locale, refusalFallback(error.status));
    case 'fieldErrors':
      return serverMessage(error.message, locale);
    case 'validation':
      return t.unreadable;
  }
}

/** `what` names what failed ("Your orders could not be loaded."), put before the reason. */
export function apiErrorMessage(error: ApiError, what?: string, locale: Locale = 'en'): ErrorNoticeContent {
  const reason = describeError(error, locale);
  return { message: what ? `${what} ${reason}` : reason, retryable: isRetryable(error) };
}
