import { useState, type FormEvent } from 'react';
import { firstFieldError } from '../../lib/api/result.ts';
import { accountApi } from '../../lib/api/islands/account.ts';
import type { Address } from '../../lib/api/schemas/account.ts';
import { sessionExpired } from '../../stores/auth.ts';
import { showToast } from '../../stores/toast.ts';
import { apiErrorMessage, type ErrorNoticeContent } from '../shared/api-error-message.ts';
import { FormAlert } from '../shared/FormAlert.tsx';
import { TextField } from '../shared/TextField.tsx';
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

/** The collapsible "Add a new address" form; a saved address is chosen at once. */
export function NewAddressForm({ token, onAdded }: { token: string; onAdded: (address: Address) => void }) {
  const [errors, setErrors] = useState<Partial<Record<NewAddressField, string>>>({});
  const [alert, setAlert] = useState<ErrorNoticeContent | null>(null);
  const [saving, setSaving] = useState(false);
  const [open, setOpen] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = Object.fromEntries(NEW_ADDRESS_FIELDS.map((field) => [field, String(data.get(field) ?? '')])) as Record<NewAddressField, string>;
    const missing = newAddressErrors(values);
    setErrors(missing);
    setAlert(null);
    if (Object.keys(missing).length > 0) {
      form.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setSaving(true);
    const result = await accountApi.addAddress(token, values);
    setSaving(false);
    if (result.ok) {
      showToast('New Address Added Successfully');
      form.reset();
      setOpen(false);
      onAdded(result.data.address);
      return;
    }
    if (result.error.kind === 'http' && result.error.status === 401) return sessionExpired();
    const fieldErrors: Partial<Record<NewAddressField, string>> = {};
    for (const field of NEW_ADDRESS_FIELDS) {
      const message = firstFieldError(result.error, field);
      if (message) fieldErrors[field] = message;
    }
    setErrors(fieldErrors);
    setAlert(apiErrorMessage(result.error));
  }

  return (
    <details className="checkout-box new-address" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Add a new address</summary>
      <form onSubmit={submit} noValidate aria-label="Add a new address">
        <FormAlert message={alert} />
        <div className="form-grid">
          {NEW_ADDRESS_FIELDS.map((field) => (
            <TextField key={field} id={`new-address-${field}`} name={field} label={LABELS[field]} required
              autoComplete={AUTOCOMPLETE[field]} error={errors[field]} />
          ))}
        </div>
        <button type="submit" className="form-button" disabled={saving}>
          {saving ? 'Saving…' : 'Save address'}
        </button>
      </form>
    </details>
  );
}
