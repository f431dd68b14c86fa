/**
 * Bangladeshi mobile numbers as shoppers type them: Latin or Bangla digits,
 * spaces, dashes or dots between groups, with or without +880 / 880 / 0088.
 * Pure; one rule for every form that asks for a phone.
 */
import { forms } from './i18n/messages/forms.ts';
import { toAsciiDigits } from './i18n/numbers.ts';

/** What a form says under a phone number it cannot use. */
export const PHONE_FORMAT_MESSAGE = forms.en.phoneFormat;

/** The number in its 11-digit national form ("01712345678"), or null when it is not a Bangladeshi mobile number. */
export function bangladeshiMobile(typed: string): string | null {
  const compact = toAsciiDigits(typed).replace(/[\s().-]/g, '');
  const national = compact.replace(/^(?:\+|00)?880/, '0');
  return /^01[3-9]\d{8}$/.test(national) ? national : null;
}
