import { useState } from 'react';
import { accountApi } from '../../lib/api/islands/account.ts';
import type { Address } from '../../lib/api/schemas/account.ts';
import { showToast } from '../../stores/toast.ts';
import { serverFieldErrors } from '../shared/form-submit.ts';
import { FormAlert } from '../shared/FormAlert.tsx';
import { TextField } from '../shared/TextField.tsx';
import { useFormSubmit } from '../shared/useFormSubmit.ts';
import { NEW_ADDRESS_FIELDS, newAddressErrors, type NewAddressField } from './checkout-logic.ts';

const LABELS: Record<NewAddressField, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  address_1: 'Street address',
  city: 'City',
  country: 'Country',
  zip: 'Zip',
};

const AUTOCOMPLETE: Record<NewAddressField, string> = {
  first_name: 'given-name',
  last_name: 'family-name',
  address_1: 'address-line1',
  city: 'address-level2',
  country: 'country-name',
  zip: 'postal-code',
};

function readNewAddress(data: FormData) {
  const input = Object.fromEntries(NEW_ADDRESS_FIELDS.map((field) => [field, String(data.get(field) ?? '')])) as Record<NewAddressField, string>;
  return { input, errors: newAddressErrors(input) };
}

/** The collapsible "Add a new address" form; a saved address is chosen at once. */
export function NewAddressForm({ token, onAdded }: { token: string; onAdded: (address: Address) => void }) {
  const [open, setOpen] = useState(false);
  const { formRef, errors, alert, busy, onSubmit } = useFormSubmit({
    read: readNewAddress,
    send: (input) => accountApi.addAddress(token, input),
    serverErrors: serverFieldErrors(NEW_ADDRESS_FIELDS),
    signedIn: true,
    onSuccess: (data, form) => {
      showToast('New Address Added Successfully');
      form.reset();
      setOpen(false);
      onAdded(data.address);
    },
  });

  return (
    <details className="checkout-box new-address" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Add a new address</summary>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Add a new address">
        <FormAlert message={alert} />
        <div className="form-grid">
          {NEW_ADDRESS_FIELDS.map((field) => (
            <TextField key={field} id={`new-address-${field}`} name={field} label={LABELS[field]} required
              autoComplete={AUTOCOMPLETE[field]} error={errors[field]} />
          ))}
        </div>
        <button type="submit" className="form-button" disabled={busy}>
          {busy ? 'Saving…' : 'Save address'}
        </button>
      </form>
    </details>
  );
}
