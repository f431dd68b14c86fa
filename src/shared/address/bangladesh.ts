/**
 * Bangladesh's 8 divisions and 64 districts in English and Bangla
 * (src/shared/address/data/bangladesh-districts.json), for the address forms' choices and
 * for reading a saved address in either interface. The contract's address
 * keeps the English names (state_name: the division, city: the district), so
 * an address saved from one interface reads the same in the other.
 */
import data from './data/bangladesh-districts.json' with { type: 'json' };
import type { Locale } from '../i18n/locale.ts';

export type Place = { readonly en: string; readonly bn: string };
export type Division = Place & { readonly id: string; readonly districts: readonly Place[] };

export const DIVISIONS: readonly Division[] = data.divisions;

export const COUNTRY: Place = { en: 'Bangladesh', bn: 'বাংলাদেশ' };

/** Names compare in NFC, case and spacing aside, so "dhaka ", "Dhaka" and "ঢাকা" are one place. */
const key = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

const divisionsByName = new Map<string, Division>();
const districtsByName = new Map<string, { district: Place; division: Division }>();
for (const division of DIVISIONS) {
  for (const name of [division.en, division.bn]) divisionsByName.set(key(name), division);
  for (const district of division.districts) {
    for (const name of [district.en, district.bn]) districtsByName.set(key(name), { district, division });
  }
}

/** The division a name (English or Bangla) stands for. */
export function findDivision(name: string): Division | undefined {
  return divisionsByName.get(key(name));
}

/** The district a name (English or Bangla) stands for, with its division. */
export function findDistrict(name: string): { district: Place; division: Division } | undefined {
  return districtsByName.get(key(name));
}

/** A saved division or district name in the interface's language; a name the list does not know is shown as saved. */
export function placeName(name: string, locale: Locale): string {
  const place = findDistrict(name)?.district ?? findDivision(name);
  return place ? place[locale] : name;
}
