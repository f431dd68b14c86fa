import type { ContactInput } from '../../lib/api/content.ts';
import { toAsciiDigits } from '../../lib/text.ts';

export type ContactField = keyof ContactInput;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** The form's fields in screen order, with the server's "required" messages word for word. */
export const REQUIRED_MESSAGES: Record<ContactField, string> = {
  firstname: 'First Name is required',
  lastname: 'Last Name is required',
  email: 'Email is required',
  phone: 'Phone is required',
  subject: 'Subject is required',
  message: 'Message is required',
};

export const CONTACT_FIELDS = Object.keys(REQUIRED_MESSAGES) as ContactField[];

/** The form's values as the API takes them: trimmed, the phone in ASCII digits, the message as written. */
export function contactInput(data: FormData): ContactInput {
  const value = (field: ContactField) => String(data.get(field) ?? '').trim();
  return {
    firstname: value('firstname'),
    lastname: value('lastname'),
    email: value('email'),
    phone: toAsciiDigits(value('phone')),
    subject: value('subject'),
    message: value('message'),
  };
}

/** Only presence is checked on the client; the server checks the email's format and the lengths. */
export function missingFields(input: ContactInput): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) if (input[field] === '') errors[field] = REQUIRED_MESSAGES[field];
  return errors;
}
