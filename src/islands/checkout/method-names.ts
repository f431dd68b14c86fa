/**
 * A shipping or payment method as the interface names it: the shop's own words
 * in English; in Bangla the catalogue's for the codes it knows, else the shop's.
 */
import type { PaymentMethod, ShippingMethod } from '../../lib/api/schemas/orders.ts';
import type { Locale } from '../../lib/i18n/locale.ts';
import { checkoutMethods } from '../../lib/i18n/messages/checkout-methods.ts';

type Known = keyof typeof checkoutMethods.bn;

function known(key: string): key is Known {
  return Object.hasOwn(checkoutMethods.bn, key);
}

function translated(key: string, shopWords: string, locale: Locale): string {
  return locale === 'bn' && known(key) ? checkoutMethods.bn[key] : shopWords;
}

export function shippingName(method: Pick<ShippingMethod, 'shipping_method' | 'name'>, locale: Locale): string {
  return translated(method.shipping_method, method.name, locale);
}

export function paymentName(method: Pick<PaymentMethod, 'payment_method' | 'name'>, locale: Locale): string {
  return translated(method.payment_method, method.name, locale);
}

export function paymentNote(method: Pick<PaymentMethod, 'payment_method' | 'description'>, locale: Locale): string {
  return translated(`${method.payment_method}Note`, method.description, locale);
}
