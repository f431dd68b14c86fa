import type { ContactInput } from '#shared/api/content.ts';
import { bangladeshiMobile } from '#shared/phone.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { contact } from '#shared/i18n/messages/contact.ts';
import { toAsciiDigits } from '#shared/i18n/numbers.ts';
import { blankFields } from '#shared/blank-fields.ts';

export type ContactField = keyof ContactInput;
export type ContactErrors = Partial<Record<ContactField, string>>;

/** Each field's "required" message in an interface: in English the server's own words, word for word. */
export function requiredMessages(locale: Locale): Record<ContactField, string> {
  const t = contact[locale];
  return {
    firstname: t.firstnameRequired,
    lastname: t.lastnameRequired,
    email: t.emailRequired,
    phone: t.phoneRequired,
    subject: t.subjectRequired,
    message: t.messageRequired,
  };
}

/** The form's fields in screen order, with the server's "required" messages. */
export const REQUIRED_MESSAGES = requiredMessages('en');

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

/** A mailbox, an @ and a domain with a dot: what a typo most often breaks (the server checks the rest). */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/;

/**
 * Every field's problem at once, before anything is sent: what is missing,
 * an email address that cannot be one, a phone that is not a Bangladeshi
 * mobile number. The server still checks lengths and answers 422 per field.
 */
export function contactErrors(input: ContactInput, locale: Locale = 'en'): ContactErrors {
  const t = contact[locale];
  const errors: ContactErrors = blankFields(input, requiredMessages(locale));
  if (input.email !== '' && !EMAIL_SHAPE.test(input.email)) errors.email = t.emailFormat;
  if (input.phone !== '' && bangladeshiMobile(input.phone) === null) errors.phone = t.phoneFormat;
  return errors;
}
