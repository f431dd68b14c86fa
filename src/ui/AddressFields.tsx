import { useState } from 'react';
import {
  districtAfter,
  districtChoices,
  divisionChoices,
  postcode,
  type AddressForm,
  type AddressFormField,
} from '#shared/address/address-form.ts';
import { COUNTRY } from '#shared/address/bangladesh.ts';
import { addressTexts } from '#shared/i18n/messages/address.ts';
import { useLocale } from './locale.tsx';
import { SelectField } from './SelectField.tsx';
import { TextField } from './TextField.tsx';

type AddressFieldsProps = {
  /** The ids' prefix ("new-address", "address"): each field's id is `${prefix}-${field}`. */
  idPrefix: string;
  /** A saved address's values when editing one. */
  initial?: AddressForm | undefined;
  errors: Partial<Record<AddressFormField, string | undefined>>;
  clearError?: (field: AddressFormField) => () => void;
  /** Checkout's form writes "First name", the profile's "First Name". */
  sentenceCase?: boolean;
};

/**
 * A Bangladeshi address's fields: names, division and district chosen from
 * the list (the districts follow the division), area/thana and street as
 * text, the postcode, and the country, fixed. A saved name the list does not
 * know stays among the choices, chosen, so saving again loses nothing.
 */
export function AddressFields({ idPrefix, initial, errors, clearError, sentenceCase = false }: AddressFieldsProps) {
  const locale = useLocale();
  const t = addressTexts[locale];
  const [division, setDivision] = useState(initial?.state_name ?? '');
  const [district, setDistrict] = useState(initial?.city ?? '');
  // The saved district stays listed only under the saved division.
  const savedDistrict = initial && division === initial.state_name ? initial.city : undefined;
  const id = (field: string) => `${idPrefix}-${field.replace('_', '-')}`;
  const text = (field: AddressFormField) => ({
    id: id(field),
    name: field,
    error: errors[field],
    onInput: clearError?.(field),
    // The postcode in the interface's digits; read back in Latin ones.
    defaultValue: initial && field === 'zip' ? postcode(initial.zip, locale) : initial?.[field],
  });

  return (
    <>
      <TextField {...text('first_name')} label={sentenceCase ? t.firstNameShort : t.firstName} required autoComplete="given-name" />
      <TextField {...text('last_name')} label={sentenceCase ? t.lastNameShort : t.lastName} required autoComplete="family-name" />
      <SelectField
        id={id('state_name')}
        name="state_name"
        label={t.division}
        prompt={t.chooseDivision}
        choices={divisionChoices(locale, initial?.state_name)}
        value={division}
        required
        autoComplete="address-level1"
        error={errors.state_name}
        onChange={(next) => {
          setDivision(next);
          setDistrict((current) => districtAfter(next, current));
          clearError?.('state_name')();
        }}
      />
      <SelectField
        id={id('city')}
        name="city"
        label={t.district}
        prompt={division === '' ? t.chooseDivisionFirst : t.chooseDistrict}
        choices={districtChoices(division, locale, savedDistrict)}
        value={district}
        required
        autoComplete="address-level2"
        error={errors.city}
        onChange={(next) => {
          setDistrict(next);
          clearError?.('city')();
        }}
      />
      <TextField {...text('area')} label={t.area} autoComplete="address-level3" />
      <TextField {...text('street')} label={sentenceCase ? t.streetShort : t.street} required autoComplete="address-line1" />
      <TextField {...text('zip')} label={t.zip} required autoComplete="postal-code" inputMode="numeric" />
      <div className="form-field">
        <label htmlFor={id('country')}>{t.country}</label>
        <input id={id('country')} type="text" value={COUNTRY[locale]} readOnly autoComplete="off" />
      </div>
    </>
  );
}
