/**
 * The Account Details form's rules, pure so they are tested on their own: its
 * values as the API takes them, the specification's required messages, the
 * password pair, the current password a change of password or email takes,
 * and the API's field errors mapped onto the form.
 */
import type { UserUpdateInput } from '#shared/api/requests.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { forms } from '#shared/i18n/messages/forms.ts';
import { toAsciiDigits } from '#shared/i18n/numbers.ts';
import { serverFieldErrors } from '#shared/form-submit.ts';
import { blankFields } from '#shared/blank-fields.ts';

export type AccountField = keyof Required<UserUpdateInput>;
export type AccountErrors = Partial<Record<AccountField, string>>;

/** The required fields in screen order, with the specification's messages. */
function requiredMessages(locale: Locale) {
  const t = forms[locale];
  return { first_name: t.firstNameRequired, last_name: t.lastNameRequired, phone: t.phoneNumberRequired, email: t.emailIsRequiredCapital };
}
const ALL_FIELDS: AccountField[] = ['first_name', 'last_name', 'phone', 'email', 'password', 'confirm_password', 'current_password'];

const valueOf = (data: FormData, name: AccountField) => String(data.get(name) ?? '');

/**
 * Whether the form changes how the account signs in: a new password (either
 * password box filled) or an email other than the saved one. Such a change
 * takes the current password; a change of name or phone does not.
 */
export function changesSignIn(data: FormData, savedEmail: string): boolean {
  const email = valueOf(data, 'email').trim();
  return valueOf(data, 'password') !== '' || valueOf(data, 'confirm_password') !== '' || (email !== '' && email !== savedEmail);
}

/**
 * The update to send, or the errors to show. The phone in ASCII digits; the
 * password is changed only when both password fields are filled alike; the
 * current password is asked for (and sent) only when the password or the email
 * changes (`savedEmail` is the account's email as last saved).
 */
export function readAccountForm(data: FormData, locale: Locale, savedEmail: string): { input: UserUpdateInput; errors: AccountErrors } {
  const t = forms[locale];
  const text = (name: AccountField) => valueOf(data, name);
  const input: UserUpdateInput = {
    first_name: text('first_name').trim(),
    last_name: text('last_name').trim(),
    phone: toAsciiDigits(text('phone').trim()),
    email: text('email').trim(),
  };
  const password = text('password');
  const confirmation = text('confirm_password');
  const errors: AccountErrors = blankFields(input, requiredMessages(locale));
  if ((password || confirmation) && password !== confirmation) errors.confirm_password = t.passwordMismatch;
  if (password) {
    input.password = password;
    input.confirm_password = confirmation;
  }
  if (changesSignIn(data, savedEmail)) {
    const current = text('current_password');
    if (!current) errors.current_password = t.currentPasswordRequired;
    input.current_password = current;
  }
  return { input, errors };
}

/** The API's first message for each of the form's fields (a 422); empty for any other failure. */
export const accountServerErrors = serverFieldErrors(ALL_FIELDS);
