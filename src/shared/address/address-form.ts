/**
 * A Bangladeshi address as the forms ask for it (division and district from
 * the list, area/thana and street as text, postcode, the country fixed) and
 * as the contract keeps it: state_name the division, city the district (both
 * by their English names, whichever interface wrote them), address_1
 * "street, area", zip in Latin digits, country Bangladesh. Read back, an
 * address saved before the list (any free text) keeps every word: a name the
 * list does not know stays the chosen value, and "street, area" is split at
 * its last comma, so joining the two again gives the saved text back.
 */
import type { Locale } from '../i18n/locale.ts';
import { addressTexts } from '../i18n/messages/address.ts';
import { blankFields } from '../blank-fields.ts';
import { toAsciiDigits, toBanglaDigits } from '../i18n/numbers.ts';
import { COUNTRY, DIVISIONS, findDistrict, findDivision, placeName } from './bangladesh.ts';

/** The form's own fields; `state_name` and `city` hold the division's and the district's English names (or a saved name the list does not know). */
export const ADDRESS_FORM_FIELDS = ['first_name', 'last_name', 'state_name', 'city', 'area', 'street', 'zip'] as const;
export type AddressFormField = (typeof ADDRESS_FORM_FIELDS)[number];
export type AddressForm = Record<AddressFormField, string>;

/** The fields a shopper must fill; the area/thana may stay empty (addresses saved before it existed have none). */
export const REQUIRED_ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'state_name',
  'city',
  'street',
  'zip',
] as const satisfies readonly AddressFormField[];
type RequiredAddressField = (typeof REQUIRED_ADDRESS_FIELDS)[number];

const SEPARATOR = ', ';

/** "House 7, Road 3" and "Mirpur" → "House 7, Road 3, Mirpur"; no area, the street alone. */
export function joinStreet(street: string, area: string): string {
  return [street.trim(), area.trim()].filter(Boolean).join(SEPARATOR);
}

/** The reverse of joinStreet, at the last comma: "House 7, Road 3, Mirpur" → street "House 7, Road 3", area "Mirpur". */
export function splitStreet(address: string): { street: string; area: string } {
  const at = address.lastIndexOf(SEPARATOR);
  if (at < 0) return { street: address.trim(), area: '' };
  return { street: address.slice(0, at).trim(), area: address.slice(at + SEPARATOR.length).trim() };
}

type SavedAddress = { first_name: string; last_name: string; address_1: string; city: string; zip: string; state_name: string };

/** A saved address as the form's starting values; a name the list knows (in either language) becomes its English name. */
export function addressFormValues(saved: SavedAddress): AddressForm {
  const district = findDistrict(saved.city);
  const division = findDivision(saved.state_name) ?? (saved.state_name.trim() === '' ? district?.division : undefined);
  return {
    first_name: saved.first_name,
    last_name: saved.last_name,
    state_name: division?.en ?? saved.state_name.trim(),
    city: district?.district.en ?? saved.city.trim(),
    ...splitStreet(saved.address_1),
    zip: saved.zip,
  };
}

/** What the shopper filled in, trimmed; the postcode in Latin digits, as the shop keeps it. */
export function readAddressForm(data: FormData): AddressForm {
  const text = (name: AddressFormField) => String(data.get(name) ?? '').trim();
  return {
    first_name: text('first_name'),
    last_name: text('last_name'),
    state_name: text('state_name'),
    city: text('city'),
    area: text('area'),
    street: text('street'),
    zip: toAsciiDigits(text('zip')),
  };
}

/** The required fields left empty, each with the given message. */
export function missingAddressFields(form: AddressForm, message: (field: AddressFormField) => string): Partial<AddressForm> {
  const messages = Object.fromEntries(REQUIRED_ADDRESS_FIELDS.map((field) => [field, message(field)])) as Record<
    RequiredAddressField,
    string
  >;
  return blankFields(form, messages);
}

/** The body of an address update (POST user/addresses/{id}). */
export function addressUpdate(form: AddressForm) {
  return {
    first_name: form.first_name,
    last_name: form.last_name,
    address_1: joinStreet(form.street, form.area),
    city: form.city,
    zip: form.zip,
    country_name: COUNTRY.en,
    state_name: form.state_name,
  };
}

/**
 * The body of a new address (POST user/addresses). The contract's body has no
 * division; it goes as `state`, which the shop's API keeps as state_name (a
 * server that ignores it still has the district, which names the division).
 */
export function newAddress(form: AddressForm) {
  return {
    first_name: form.first_name,
    last_name: form.last_name,
    address_1: joinStreet(form.street, form.area),
    city: form.city,
    country: COUNTRY.en,
    zip: form.zip,
    state: form.state_name,
  };
}

/** Which form field a server message about a contract field belongs under. */
export function formFieldOf(contractField: string): AddressFormField | undefined {
  if (contractField === 'address_1') return 'street';
  if (contractField === 'state' || contractField === 'state_name') return 'state_name';
  return (ADDRESS_FORM_FIELDS as readonly string[]).includes(contractField) ? (contractField as AddressFormField) : undefined;
}

export type Choice = { value: string; label: string };

const byLabel = (locale: Locale) => (a: Choice, b: Choice) => a.label.localeCompare(b.label, locale === 'bn' ? 'bn' : 'en');

/** A saved name the list does not know, kept as a choice so that saving again loses nothing. */
function withSaved(choices: Choice[], saved: string | undefined): Choice[] {
  if (!saved || choices.some((choice) => choice.value === saved)) return choices;
  return [{ value: saved, label: saved }, ...choices];
}

/** The 8 divisions, named in the interface's language, in its alphabetical order; `saved` kept when the list does not know it. */
export function divisionChoices(locale: Locale, saved?: string): Choice[] {
  return withSaved(DIVISIONS.map((division) => ({ value: division.en, label: division[locale] })).sort(byLabel(locale)), saved);
}

/**
 * The districts of a division (all 64 when it is not one the list knows, or
 * none when no division is chosen yet), in the interface's language; `saved`
 * kept when it is not among them.
 */
export function districtChoices(division: string, locale: Locale, saved?: string): Choice[] {
  if (division === '') return [];
  const known = findDivision(division);
  const districts = known ? known.districts : DIVISIONS.flatMap((each) => each.districts);
  return withSaved(districts.map((district) => ({ value: district.en, label: district[locale] })).sort(byLabel(locale)), saved);
}

/** After the division changes: the district stays when it is one of the new division's, else it is chosen again. */
export function districtAfter(division: string, district: string): string {
  if (division === '') return '';
  const known = findDivision(division);
  if (!known) return district;
  return known.districts.some((each) => each.en === district) ? district : '';
}

/** The postcode as the interface writes digits: "1216" / "১২১৬". */
export function postcode(zip: string, locale: Locale): string {
  return locale === 'bn' ? toBanglaDigits(zip) : zip;
}

/** "Dhaka 1216" / "ঢাকা ১২১৬": the district (or city) and the postcode. */
export function cityLine(city: string, zip: string, locale: Locale): string {
  return locale === 'en' ? `${city} ${zip}` : `${placeName(city, locale)} ${postcode(zip, locale)}`.trim();
}

/** The country in Bangla when it is Bangladesh, else as saved. */
export function countryName(name: string, locale: Locale): string {
  return locale === 'bn' && findCountry(name) ? COUNTRY.bn : name;
}

function findCountry(name: string): boolean {
  const key = name.normalize('NFC').trim().toLowerCase();
  return key === COUNTRY.en.toLowerCase() || key === COUNTRY.bn;
}

/** "Dhaka, Bangladesh" / "ঢাকা বিভাগ, বাংলাদেশ": the division and the country. */
export function regionLine(stateName: string, country: string, locale: Locale): string {
  if (locale === 'en') return [stateName, country].filter(Boolean).join(', ');
  const division = findDivision(stateName);
  const region = division ? addressTexts.bn.divisionOf(division.bn) : stateName;
  return [region, countryName(country, locale)].filter(Boolean).join(', ');
}

/** A saved address as lines to show, in the interface's language (the street as the shopper wrote it). */
export function addressLines(address: SavedAddress & { country_name: string }, locale: Locale): string[] {
  return [address.address_1, cityLine(address.city, address.zip, locale), regionLine(address.state_name, address.country_name, locale)];
}

/**
 * A saved address on one line, as the checkout's address choice shows it: "House 12, Road 5, Dhaka 1216, Bangladesh";
 * in Bangla "House 12, Road 5, ঢাকা ১২১৬, বাংলাদেশ", never a "ঢাকা 1216" mix.
 */
export function addressLine(address: { address_1: string; city: string; zip: string; country_name: string }, locale: Locale): string {
  return [address.address_1, cityLine(address.city, address.zip, locale), countryName(address.country_name, locale)].join(', ');
}
