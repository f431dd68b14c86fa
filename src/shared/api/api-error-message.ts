import { describeError, type ApiError } from './result.ts';
import type { Locale } from '../i18n/locale.ts';

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

/** `what` names what failed ("Your orders could not be loaded."), put before the reason (describeError's words). */
export function apiErrorMessage(error: ApiError, what?: string, locale: Locale = 'en'): ErrorNoticeContent {
  const reason = describeError(error, locale);
  return { message: what ? `${what} ${reason}` : reason, retryable: isRetryable(error) };
}
