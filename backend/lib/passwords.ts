import { dictionary } from '@zxcvbn-ts/language-common';
import { rule, type Rule } from './field-rules.ts';
import type { JsonObject } from './json-body.ts';
import { charLength } from './text-rules.ts';

/**
 * A new password's rules (registration and a password change; issue 32): at least 12 characters, and
 * not one of the most common passwords. Only new passwords: an account made under the old minimum of 8
 * keeps signing in with its password.
 */
export const MIN_PASSWORD_LENGTH = 12;
export const SHORT_PASSWORD = `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
export const COMMON_PASSWORD = 'The password is too common. Please choose a different one.';
export const PASSWORD_MISMATCH = 'The password confirmation does not match.';

/** How a password is compared with the list: NFC, then lower case. */
function commonForm(password: string): string {
  return password.normalize('NFC').toLowerCase();
}

let common: Set<string> | undefined;

/**
 * True for a password on the list of the most common passwords that the zxcvbn-ts project keeps
 * (`@zxcvbn-ts/language-common`, about 49,000, ranked from leaked password sets), compared
 * case-insensitively after NFC. The set is made at the first check.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map(commonForm));
  return common.has(commonForm(password));
}

/** A password field as typed: not trimmed (spaces count), NFC so the same text always hashes alike. */
export function passwordField(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  return typeof value === 'string' ? value.normalize('NFC') : '';
}

/**
 * Length, list and confirmation rules for a new password, for the bodies `applies` is true of
 * (registration: a password was sent; a profile edit: a new one was typed).
 */
export function newPasswordRules(applies: (body: JsonObject) => boolean): Rule[] {
  const password = (body: JsonObject) => passwordField(body, 'password');
  return [
    rule('password', (body) => !applies(body) || charLength(password(body)) >= MIN_PASSWORD_LENGTH, SHORT_PASSWORD),
    rule('password', (body) => !applies(body) || !isCommonPassword(password(body)), COMMON_PASSWORD),
    rule('confirm_password', (body) => !applies(body) || passwordField(body, 'confirm_password') === password(body), PASSWORD_MISMATCH),
  ];
}
