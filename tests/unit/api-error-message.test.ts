import { describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api/result.ts';
import { apiErrorMessage, isRetryable } from '#shared/api/api-error-message.ts';

const http = (status: number, message = 'x'): ApiError => ({ kind: 'http', status, message });

describe('apiErrorMessage', () => {
  it.each<[string, ApiError, string, boolean]>([
    [
      'a network failure',
      { kind: 'network', message: 'Failed to fetch', timedOut: false },
      'Could not reach the shop. Check your connection and try again.',
      true,
    ],
    ['a timeout', { kind: 'network', message: 'aborted', timedOut: true }, 'The shop took too long to answer. Please try again.', true],
    ['a 500', http(500, 'Server Error'), 'The shop is having trouble right now. Please try again in a moment.', true],
    ['a 503', http(503, 'Service Unavailable'), 'The shop is having trouble right now. Please try again in a moment.', true],
    [
      'an unreadable answer',
      { kind: 'validation', message: 'bad', issues: [] },
      'The shop sent an answer we could not read. Please try again later.',
      true,
    ],
    ['a 401', http(401, 'Invalid email or password.'), 'Invalid email or password.', false],
    [
      'a 429',
      http(429, 'Too many failed login attempts. Please try again in 15 minutes.'),
      'Too many failed login attempts. Please try again in 15 minutes.',
      false,
    ],
    ['a 404', http(404, 'Not Found'), 'Not Found', false],
    [
      'a 422',
      { kind: 'fieldErrors', status: 422, message: 'The given data was invalid.', errors: {} },
      'The given data was invalid.',
      false,
    ],
  ])('words %s for a shopper and knows whether Retry can help', (_what, error, message, retryable) => {
    expect(apiErrorMessage(error)).toEqual({ message, retryable });
    expect(isRetryable(error)).toBe(retryable);
  });

  it('puts what failed before the reason', () => {
    expect(apiErrorMessage(http(500), 'Your orders could not be loaded.').message).toBe(
      'Your orders could not be loaded. The shop is having trouble right now. Please try again in a moment.',
    );
  });
});
