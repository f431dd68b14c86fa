/**
 * What the checkout shows when the shop did not take an order: each field's
 * message under it (the billing details, the address), and the order's problem
 * beside Place order, with the details no field holds and, when a price or total
 * was refused, Reload prices. Pure, for the one submit sequence (useSubmit).
 */
import { apiErrorMessage, type ErrorNoticeContent } from '#shared/api/api-error-message.ts';
import type { ApiError } from '#shared/api/result.ts';
import type { FieldErrors } from '#shared/form-submit.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { checkout } from '#shared/i18n/messages/checkout.ts';
import { addressRefusal, billingMessages, orderRefusal } from './bangla-errors.ts';
import { classifyOrderErrors, type Billing } from './checkout-logic.ts';

export type OrderField = keyof Billing | 'address';

export type OrderProblem = ErrorNoticeContent & { details: string[]; reloadPrices: boolean };

/** The messages under the billing fields and the address, in the interface's words. */
export function orderFieldErrors(error: ApiError, billing: Billing, locale: Locale): FieldErrors<OrderField> {
  if (error.kind !== 'fieldErrors') return {};
  const { billing: fields, address } = classifyOrderErrors(error.errors);
  return { ...billingMessages(fields, billing, locale), ...(address ? { address: addressRefusal(address, locale) } : {}) };
}

/**
 * The order's problem: for a refusal, what no billing field says (or the shop's summary when
 * no billing field is at fault); for a failed call, why, that the cart is kept, and whether
 * Retry can help (it resends the same Idempotency-Key, so an order that did reach the shop is
 * never made twice). Null when the fields say it all.
 */
export function orderProblem(error: ApiError, locale: Locale): OrderProblem | null {
  const t = checkout[locale];
  if (error.kind !== 'fieldErrors') {
    const { message, retryable } = apiErrorMessage(error, t.orderNotPlaced, locale);
    return { message: t.cartKept(message), retryable, details: [], reloadPrices: false };
  }
  const { billing, details, pricesChanged } = classifyOrderErrors(error.errors);
  if (details.length === 0 && Object.keys(billing).length > 0) return null;
  return {
    message: pricesChanged ? t.pricesChanged : orderRefusal(error.message, locale),
    retryable: false,
    details,
    reloadPrices: pricesChanged,
  };
}
