/**
 * The shop answers refused input in English sentences of its own. The English
 * interface shows them as they come; the Bangla one says what it knows the
 * refusal means (a field empty or not right, an unknown coupon, an address that
 * is not the shopper's), and keeps the shop's words only for what it cannot
 * name (a book out of stock, say: those are listed under the order's problem).
 */
import { describeError, firstFieldError, type ApiError } from '#shared/api/result.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { checkout } from '#shared/i18n/messages/checkout.ts';
import type { Billing } from './checkout-logic.ts';

const USED_UP = /^You have already used this coupon(?: (\d+) times)?;/;

/** The message under the coupon box after the shop refused a code: used up as often as it may be, or not valid. */
export function couponRefusal(error: ApiError, locale: Locale): string {
  const refused = firstFieldError(error, 'code');
  if (refused === undefined) return describeError(error, locale);
  if (locale === 'en') return refused;
  const usedUp = USED_UP.exec(refused);
  return usedUp ? checkout.bn.couponUsedUp(Number(usedUp[1] ?? 1)) : checkout.bn.couponNotValid;
}

const LABEL = { first_name: 'firstName', last_name: 'lastName', email: 'email', phone: 'phone' } as const;

/** The billing fields' messages: in Bangla, "… লিখুন।" for an empty field and "… সঠিক নয়।" for a filled one. */
export function billingMessages(
  errors: Partial<Record<keyof Billing, string>>,
  billing: Billing,
  locale: Locale,
): Partial<Record<keyof Billing, string>> {
  if (locale === 'en') return errors;
  const t = checkout.bn;
  const out: Partial<Record<keyof Billing, string>> = {};
  for (const field of Object.keys(errors) as (keyof Billing)[]) {
    const label = t[LABEL[field]];
    out[field] = billing[field].trim() === '' ? t.fieldRequired(label) : t.fieldNotRight(label);
  }
  return out;
}

/** The message under the delivery address when the shop refused it. */
export function addressRefusal(message: string, locale: Locale): string {
  return locale === 'bn' ? checkout.bn.addressRefused : message;
}

/** The heading of a refused order's problem (the shop's summary sentence in English). */
export function orderRefusal(message: string, locale: Locale): string {
  return locale === 'bn' ? checkout.bn.orderRefused : message;
}
