import { firstFieldError, type ApiError } from '../api/result.ts';
import { formFieldOf, type AddressFormField } from './address-form.ts';
import type { FieldErrors } from '#shared/form-submit.ts';

/** The API's first message for each contract field (a 422), under the address form's field it came from (address_1 → street). */
export function addressServerErrors(error: ApiError): FieldErrors<AddressFormField> {
  const errors: FieldErrors<AddressFormField> = {};
  if (error.kind !== 'fieldErrors') return errors;
  for (const contractField of Object.keys(error.errors)) {
    const field = formFieldOf(contractField);
    const message = firstFieldError(error, contractField);
    if (field && message && !errors[field]) errors[field] = message;
  }
  return errors;
}
