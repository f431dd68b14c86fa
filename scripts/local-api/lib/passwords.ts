import type { FieldErrors } from './http.ts';
import { charLength } from './limits.ts';

export const MIN_PASSWORD_LENGTH = 8;
export const SHORT_PASSWORD = `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
export const PASSWORD_MISMATCH = 'The password confirmation does not match.';

/** A password field as typed: not trimmed (spaces count), NFC so the same text always hashes alike. */
export function passwordField(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  return typeof value === 'string' ? value.normalize('NFC') : '';
}

/** Length and confirmation rules for a new password; adds to `errors` only where a field has none yet. */
export function checkNewPassword(password: string, confirmation: string, errors: FieldErrors): void {
  if (!errors.password && charLength(password) < MIN_PASSWORD_LENGTH) errors.password = [SHORT_PASSWORD];
  if (!errors.confirm_password && confirmation !== password) errors.confirm_password = [PASSWORD_MISMATCH];
}
