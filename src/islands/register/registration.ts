import type { RegistrationInput } from '../../lib/api/requests.ts';
import { toAsciiDigits } from '../../lib/text.ts';

export type RegistrationField = keyof RegistrationInput;
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

/** The form's fields in screen order, with the specification's "required" messages word for word. */
export const REQUIRED_MESSAGES: Record<RegistrationField, string> = {
  first_name: 'First Name is required',
  last_name: 'Last Name is required',
  email: 'Email is required',
  phone: 'Phone is required',
  password: 'Password is required',
  confirm_password: 'Confirm Password is required',
};

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

/** Only presence is checked on the client (no format or match check); the server checks the rest. */
export function missingFields(input: RegistrationInput): RegistrationErrors {
  const errors: RegistrationErrors = {};
  for (const field of REGISTRATION_FIELDS) if (input[field] === '') errors[field] = REQUIRED_MESSAGES[field];
  return errors;
}
