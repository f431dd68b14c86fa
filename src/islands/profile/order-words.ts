import type { Locale } from '../../lib/i18n/locale.ts';
import { profile } from '../../lib/i18n/messages/profile.ts';

/**
 * A payment method by name: the ones the shop has a word for in the interface's
 * language (cash on delivery), others as the shop names them. English keeps the
 * shop's own name where it gives one (the Payment Method tab shows it as sent).
 */
export function paymentName(code: string, shopName: string | undefined, locale: Locale): string {
  if (locale === 'en') return shopName ?? (code === 'cashondelivery' ? profile.en.cashOnDelivery : code);
  return code === 'cashondelivery' ? profile.bn.cashOnDelivery : (shopName ?? code);
}
