import type { ContactInput } from '../../lib/api/content.ts';
import { bangladeshiMobile, PHONE_FORMAT_MESSAGE } from '../../lib/phone.ts';
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
    phone: bangladeshiMobile(value('phone')) ?? toAsciiDigits(value('phone')),
    subject: value('subject'),
    message: value('message'),
  };
}

/** What the form says under an email address that cannot be one. */
export const EMAIL_FORMAT_MESSAGE = 'Enter an email address like name@example.com';

/** A mailbox, an @ and a domain with a dot: what a typo most often breaks (the server checks the rest). */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

/**
 * Every field's problem at once, before anything is sent: what is missing,
 * an email address that cannot be one, a phone that is not a Bangladeshi
 * mobile number. The server still checks lengths and answers 422 per field.
 */
export function contactErrors(input: ContactInput): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) if (input[field] === '') errors[field] = REQUIRED_MESSAGES[field];
  if (input.email !== '' && !EMAIL_SHAPE.test(input.email)) errors.email = EMAIL_FORMAT_MESSAGE;
  if (input.phone !== '' && bangladeshiMobile(input.phone) === null) errors.phone = PHONE_FORMAT_MESSAGE;
  return errors;
}
