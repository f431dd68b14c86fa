import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { COUNTRY, DIVISIONS, findDistrict, findDivision, placeName } from '#shared/address/bangladesh.ts';

const PlaceSchema = v.strictObject({
  en: v.pipe(v.string(), v.regex(/^[A-Z][A-Za-z' ]+$/)),
  // Bengali letters and signs only, written in NFC (a decomposed ড় or য় would not match what a shopper types).
  bn: v.pipe(
    v.string(),
    v.regex(/^[\u0980-\u09FF]+$/u),
    v.check((name) => name === name.normalize('NFC'), 'not NFC'),
  ),
});
const FileSchema = v.strictObject({
  source: v.string(),
  divisions: v.array(
    v.strictObject({ id: v.pipe(v.string(), v.regex(/^[a-z]+$/)), ...PlaceSchema.entries, districts: v.array(PlaceSchema) }),
  ),
});

describe('the divisions and districts file', () => {
  const file = v.parse(FileSchema, JSON.parse(readFileSync('src/shared/address/data/bangladesh-districts.json', 'utf8')));

  it('has the 8 divisions and 64 districts, each district once', () => {
    expect(file.divisions.map((division) => division.en)).toEqual([
      'Barishal',
      'Chattogram',
      'Dhaka',
      'Khulna',
      'Mymensingh',
      'Rajshahi',
      'Rangpur',
      'Sylhet',
    ]);
    expect(file.divisions.map((division) => division.districts.length)).toEqual([6, 11, 13, 10, 4, 8, 8, 4]);
    const districts = file.divisions.flatMap((division) => division.districts);
    expect(districts).toHaveLength(64);
    expect(new Set(districts.map((district) => district.en)).size).toBe(64);
    expect(new Set(districts.map((district) => district.bn)).size).toBe(64);
  });

  it('names every division after its chief district, in both languages', () => {
    for (const division of file.divisions) expect(division.districts).toContainEqual({ en: division.en, bn: division.bn });
  });
});

describe('reading a saved place', () => {
  it('finds a district by its English or Bangla name, whatever the case, spacing or Unicode form', () => {
    expect(findDistrict('Narail')?.district.bn).toBe('নড়াইল');
    expect(findDistrict(" cox's  bazar ")?.division.en).toBe('Chattogram');
    // ড় typed as the single code point U+09DC (which NFC writes as ড + nukta) is the same district.
    expect(findDistrict('ন\u09DCাইল')?.district.en).toBe('Narail');
    expect(findDistrict('Atlantis')).toBeUndefined();
    expect(findDivision('ময়মনসিংহ')?.en).toBe('Mymensingh');
  });

  it('shows a saved district or division in the interface language, and an unknown name as saved', () => {
    expect(placeName('Dhaka', 'bn')).toBe('ঢাকা');
    expect(placeName('চট্টগ্রাম', 'en')).toBe('Chattogram');
    expect(placeName('Sylhet', 'en')).toBe('Sylhet');
    expect(placeName('Springfield', 'bn')).toBe('Springfield');
  });

  it('has one country', () => {
    expect(COUNTRY).toEqual({ en: 'Bangladesh', bn: 'বাংলাদেশ' });
    expect(DIVISIONS).toHaveLength(8);
  });
});
