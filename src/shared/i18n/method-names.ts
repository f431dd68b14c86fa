/**
 * A shipping or payment method as the interface names it: the shop's own words
 * in English; in Bangla the catalogue's for the codes it knows, else the shop's.
 * Where only the code is known (an order names its payment method by code), the
 * catalogue's words in either language, else the code.
 */
import type { PaymentMethod, ShippingMethod } from '../api/schemas/orders.ts';
import type { Locale } from './locale.ts';
import { checkoutMethods } from './messages/checkout-methods.ts';

type Known = keyof typeof checkoutMethods.bn;

function known(key: string): key is Known {
  return Object.hasOwn(checkoutMethods.bn, key);
}

function translated(key: string, shopWords: string | undefined, locale: Locale): string {
  if (known(key) && (locale === 'bn' || shopWords === undefined)) return checkoutMethods[locale][key];
  return shopWords ?? key;
}

export function shippingName(method: Pick<ShippingMethod, 'shipping_method' | 'name'>, locale: Locale): string {
  return translated(method.shipping_method, method.name, locale);
}

export function paymentName(method: Pick<PaymentMethod, 'payment_method'> & { name?: string }, locale: Locale): string {
  return translated(method.payment_method, method.name, locale);
}

export function paymentNote(method: Pick<PaymentMethod, 'payment_method' | 'description'>, locale: Locale): string {
  return translated(`${method.payment_method}Note`, method.description, locale);
}
