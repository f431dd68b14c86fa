import { describe, expect, it } from 'vitest';
import {
  addressFormValues,
  addressLines,
  addressUpdate,
  districtAfter,
  districtChoices,
  divisionChoices,
  formFieldOf,
  joinStreet,
  missingAddressFields,
  newAddress,
  readAddressForm,
  splitStreet,
} from '#shared/address/address-form.ts';

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
};

const saved = {
  first_name: 'Rahim',
  last_name: 'Uddin',
  address_1: 'House 7, Road 3, Mirpur',
  city: 'Dhaka',
  zip: '1216',
  country_name: 'Bangladesh',
  state_name: 'Dhaka',
};

describe('street and area', () => {
  it('join as "street, area" and split back at the last comma', () => {
    expect(joinStreet('House 7, Road 3', 'Mirpur')).toBe('House 7, Road 3, Mirpur');
    expect(splitStreet('House 7, Road 3, Mirpur')).toEqual({ street: 'House 7, Road 3', area: 'Mirpur' });
    expect(joinStreet(' House 7 ', '')).toBe('House 7');
    expect(splitStreet('House 7')).toEqual({ street: 'House 7', area: '' });
  });

  it.each(['House 1, Dhanmondi', 'Flat 3B, 45 CDA Avenue, GEC Circle', 'House 7', 'বাড়ি ৭, রোড ৩, মিরপুর'])(
    'give any saved street back word for word when saved again: %s',
    (address) => {
      const { street, area } = splitStreet(address);
      expect(joinStreet(street, area)).toBe(address);
    },
  );
});

describe('a saved address in the form', () => {
  it('starts from the English names of the division and the district, whichever language saved them', () => {
    expect(addressFormValues({ ...saved, city: 'ঢাকা', state_name: 'ঢাকা' })).toMatchObject({
      state_name: 'Dhaka',
      city: 'Dhaka',
      street: 'House 7, Road 3',
      area: 'Mirpur',
    });
  });

  it('keeps names the list does not know, as saved', () => {
    expect(addressFormValues({ ...saved, city: 'Gulshan', state_name: 'Dhaka Division' })).toMatchObject({
      state_name: 'Dhaka Division',
      city: 'Gulshan',
    });
  });

  it('names the division from a known district when none was saved', () => {
    expect(addressFormValues({ ...saved, city: 'Cumilla', state_name: '' }).state_name).toBe('Chattogram');
  });
});

describe('the choices', () => {
  it('offer the 8 divisions in the interface’s language, and keep a saved unknown one', () => {
    expect(divisionChoices('en')).toHaveLength(8);
    expect(divisionChoices('bn').map((choice) => choice.label)).toContain('চট্টগ্রাম');
    expect(divisionChoices('bn').find((choice) => choice.label === 'চট্টগ্রাম')?.value).toBe('Chattogram');
    expect(divisionChoices('en', 'Dhaka Division')[0]).toEqual({ value: 'Dhaka Division', label: 'Dhaka Division' });
    expect(divisionChoices('en', 'Dhaka')).toHaveLength(8);
  });

  it('follow the division: its districts, all 64 for an unknown one, none before a choice', () => {
    expect(districtChoices('Sylhet', 'en').map((choice) => choice.value)).toEqual(['Habiganj', 'Moulvibazar', 'Sunamganj', 'Sylhet']);
    expect(districtChoices('Sylhet', 'bn').map((choice) => choice.label)).toContain('মৌলভীবাজার');
    expect(districtChoices('Dhaka Division', 'en')).toHaveLength(64);
    expect(districtChoices('', 'en')).toEqual([]);
    expect(districtChoices('Dhaka', 'en', 'Gulshan')[0]).toEqual({ value: 'Gulshan', label: 'Gulshan' });
  });

  it('keep the district when the new division has it, else ask again', () => {
    expect(districtAfter('Dhaka', 'Gazipur')).toBe('Gazipur');
    expect(districtAfter('Sylhet', 'Gazipur')).toBe('');
    expect(districtAfter('', 'Gazipur')).toBe('');
    expect(districtAfter('Dhaka Division', 'Gulshan')).toBe('Gulshan');
  });
});

describe('what is sent', () => {
  const filled = readAddressForm(
    form({
      first_name: ' Nusrat ',
      last_name: 'Jahan',
      state_name: 'Dhaka',
      city: 'Dhaka',
      area: 'Dhanmondi',
      street: '12 Lake Road',
      zip: '১২০৫',
    }),
  );

  it('reads the form trimmed, the postcode in Latin digits', () => {
    expect(filled).toEqual({
      first_name: 'Nusrat',
      last_name: 'Jahan',
      state_name: 'Dhaka',
      city: 'Dhaka',
      area: 'Dhanmondi',
      street: '12 Lake Road',
      zip: '1205',
    });
  });

  it('maps onto the contract: division → state_name, district → city, "street, area" → address_1, Bangladesh', () => {
    expect(addressUpdate(filled)).toEqual({
      first_name: 'Nusrat',
      last_name: 'Jahan',
      address_1: '12 Lake Road, Dhanmondi',
      city: 'Dhaka',
      zip: '1205',
      country_name: 'Bangladesh',
      state_name: 'Dhaka',
    });
    expect(newAddress(filled)).toEqual({
      first_name: 'Nusrat',
      last_name: 'Jahan',
      address_1: '12 Lake Road, Dhanmondi',
      city: 'Dhaka',
      country: 'Bangladesh',
      zip: '1205',
      state: 'Dhaka',
    });
  });

  it('names every required field left blank (the area may stay empty)', () => {
    const errors = missingAddressFields(readAddressForm(form({ city: '   ' })), (field) => `${field}!`);
    expect(Object.keys(errors)).toEqual(['first_name', 'last_name', 'state_name', 'city', 'street', 'zip']);
  });

  it('puts a server message about a contract field under the form field it came from', () => {
    expect(formFieldOf('address_1')).toBe('street');
    expect(formFieldOf('state_name')).toBe('state_name');
    expect(formFieldOf('zip')).toBe('zip');
    expect(formFieldOf('country')).toBeUndefined();
  });
});

describe('a saved address shown', () => {
  it('reads in English as before', () => {
    expect(addressLines(saved, 'en')).toEqual(['House 7, Road 3, Mirpur', 'Dhaka 1216', 'Dhaka, Bangladesh']);
  });

  it('reads in Bangla with Bangla names and digits, no mix', () => {
    expect(addressLines(saved, 'bn')).toEqual(['House 7, Road 3, Mirpur', 'ঢাকা ১২১৬', 'ঢাকা বিভাগ, বাংলাদেশ']);
  });

  it('shows free text the list does not know as saved', () => {
    expect(addressLines({ ...saved, city: 'Gulshan', state_name: 'Dhaka Division' }, 'bn')).toEqual([
      'House 7, Road 3, Mirpur',
      'Gulshan ১২১৬',
      'Dhaka Division, বাংলাদেশ',
    ]);
  });
});
