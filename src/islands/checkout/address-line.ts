/**
 * A saved address on one line, as the checkout's address choice shows it:
 * "House 12, Road 5, Dhaka 1216, Bangladesh"; in Bangla the district and the
 * country by their Bangla names and the postcode in Bangla digits
 * ("House 12, Road 5, ঢাকা ১২১৬, বাংলাদেশ"), never a "ঢাকা 1216" mix. The street is
 * what the shopper typed, shown as typed.
 */
import type { Address } from '../../lib/api/schemas/account.ts';
import { COUNTRY, placeName } from '../../lib/address/bangladesh.ts';
import type { Locale } from '../../lib/i18n/locale.ts';
import { toBanglaDigits } from '../../lib/text.ts';

export function addressLine(address: Pick<Address, 'address_1' | 'city' | 'zip' | 'country_name'>, locale: Locale): string {
  if (locale === 'en') return `${address.address_1}, ${address.city} ${address.zip}, ${address.country_name}`;
  const country = address.country_name.trim().toLowerCase() === COUNTRY.en.toLowerCase() ? COUNTRY.bn : address.country_name;
  return `${address.address_1}, ${placeName(address.city, 'bn')} ${toBanglaDigits(address.zip)}, ${country}`;
}
