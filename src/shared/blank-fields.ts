import { forms } from './i18n/messages/forms.ts';
import type { Locale } from './i18n/locale.ts';

/**
 * The fields left blank (empty after trimming), each with its message, so a
 * form can say so before anything is sent. The messages are the ones the
 * server would answer with, so a shopper reads the same words either way.
 */
export function blankFields<Field extends string>(
  values: Readonly<Record<Field, string>>,
  messages: Readonly<Record<Field, string>>,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(messages) as Field[]) {
    if ((values[field] ?? '').trim() === '') errors[field] = messages[field];
  }
  return errors;
}

/** The sign-in form's blank fields, in the server's words in English (spec: its 422 messages show under the inputs). */
export const loginRequired = (locale: Locale) => ({ email: forms[locale].emailRequired, password: forms[locale].passwordRequired });

/** The comment form's blank fields (the content API's words in English). */
export const commentRequired = (locale: Locale) => ({
  comment: forms[locale].commentRequired,
  name: forms[locale].nameRequired,
  email: forms[locale].emailRequired,
});

/** The comment form's English messages: the content API's own words. */
export const COMMENT_REQUIRED = commentRequired('en');
