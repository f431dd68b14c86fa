import { describeApiError, type ApiError } from '../../lib/api/result.ts';

/**
 * What an island tells the shopper when a call failed, and whether trying the
 * same call again can help: a failed network, a timeout, a server error (5xx),
 * too many requests (429) or an answer we could not read may pass; a refusal
 * (401, 404, 422…) will not, so it gets no Retry.
 */
export type ErrorNoticeContent = { message: string; retryable: boolean };

export function isRetryable(error: ApiError): boolean {
  switch (error.kind) {
    case 'network':
    case 'validation':
      return true;
    case 'http':
      return error.status >= 500 || error.status === 408 || error.status === 429;
    case 'fieldErrors':
      return false;
  }
}

/** `what` names what failed ("Your orders could not be loaded."), put before the reason. */
export function apiErrorMessage(error: ApiError, what?: string): ErrorNoticeContent {
  const reason = describeApiError(error);
  return { message: what ? `${what} ${reason}` : reason, retryable: isRetryable(error) };
}
