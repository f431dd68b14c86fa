/**
 * The Account Details form's rules, pure so they are tested on their own: its
 * values as the API takes them, the specification's required messages, the
 * password pair, and the API's field errors mapped onto the form.
 */
import type { UserUpdateInput } from '../../lib/api/requests.ts';
import type { Locale } from '../../lib/i18n/locale.ts';
import { forms } from '../../lib/i18n/messages/forms.ts';
import { toAsciiDigits } from '../../lib/text.ts';
import { serverFieldErrors } from '../shared/form-submit.ts';

export type AccountField = keyof Required<UserUpdateInput>;
export type AccountErrors = Partial<Record<AccountField, string>>;

const REQUIRED = [
  ['first_name', 'firstNameRequired'],
  ['last_name', 'lastNameRequired'],
  ['phone', 'phoneNumberRequired'],
  ['email', 'emailIsRequiredCapital'],
] as const satisfies readonly [AccountField, keyof typeof forms.en][];
const ALL_FIELDS: AccountField[] = ['first_name', 'last_name', 'phone', 'email', 'password', 'confirm_password'];
export const PASSWORD_MISMATCH = forms.en.passwordMismatch;

/**
 * The update to send, or the errors to show. The phone in ASCII digits; the
 * password is changed only when both password fields are filled alike.
 */
export function readAccountForm(data: FormData, locale: Locale = 'en'): { input: UserUpdateInput; errors: AccountErrors } {
  const t = forms[locale];
  const text = (name: AccountField) => String(data.get(name) ?? '');
  const input: UserUpdateInput = {
    first_name: text('first_name').trim(),
    last_name: text('last_name').trim(),
    phone: toAsciiDigits(text('phone').trim()),
    email: text('email').trim(),
  };
  const password = text('password');
  const confirmation = text('confirm_password');
  const errors: AccountErrors = {};
  for (const [name, message] of REQUIRED) if (!input[name]) errors[name] = t[message];
  if ((password || confirmation) && password !== confirmation) errors.confirm_password = t.passwordMismatch;
  if (password) {
    input.password = password;
    input.confirm_password = confirmation;
  }
  return { input, errors };
}

/** The API's first message for each of the form's fields (a 422); empty for any other failure. */
export const accountServerErrors = serverFieldErrors(ALL_FIELDS);
