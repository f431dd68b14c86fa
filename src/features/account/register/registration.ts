import type { RegistrationInput } from '#shared/api/requests.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { forms } from '#shared/i18n/messages/forms.ts';
import { blankFields } from '#shared/blank-fields.ts';
import { toAsciiDigits } from '#shared/i18n/numbers.ts';

export type RegistrationField = keyof RegistrationInput;
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

/** The form's fields in screen order, with the specification's "required" messages word for word. */
export function requiredMessages(locale: Locale): Record<RegistrationField, string> {
  const t = forms[locale];
  return {
    first_name: t.firstNameIsRequired,
    last_name: t.lastNameIsRequired,
    email: t.emailRequired,
    phone: t.phoneIsRequired,
    password: t.passwordRequired,
    confirm_password: t.confirmPasswordIsRequired,
  };
}

export const REQUIRED_MESSAGES = requiredMessages('en');

export const REGISTRATION_FIELDS = Object.keys(REQUIRED_MESSAGES) as RegistrationField[];

/** The form's values as the API takes them: the phone in ASCII digits, passwords exactly as typed. */
export function registrationInput(data: FormData): RegistrationInput {
  const value = (field: RegistrationField) => String(data.get(field) ?? '');
  return {
    first_name: value('first_name').trim(),
    last_name: value('last_name').trim(),
    email: value('email').trim(),
    phone: toAsciiDigits(value('phone').trim()),
    password: value('password'),
    confirm_password: value('confirm_password'),
  };
}

/**
 * Only presence is checked on the client (no format or match check); the server checks the rest.
 * The passwords count as typed: one of spaces is not blank here.
 */
export function missingFields(input: RegistrationInput, locale: Locale = 'en'): RegistrationErrors {
  return blankFields(input, requiredMessages(locale), ['password', 'confirm_password']);
}
