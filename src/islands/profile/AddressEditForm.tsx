import { useRef, useState, type FormEvent } from 'react';
import { firstFieldError } from '../../lib/api/result.ts';
import { accountApi } from '../../lib/api/islands/account.ts';
import type { Address } from '../../lib/api/schemas/account.ts';
import type { AddressUpdateInput } from '../../lib/api/requests.ts';
import { showToast } from '../../stores/toast.ts';
import { apiErrorMessage, type ErrorNoticeContent } from '../shared/api-error-message.ts';
import { FormAlert } from '../shared/FormAlert.tsx';
import { TextField } from '../shared/TextField.tsx';
import { useFocusOnFailure } from '../shared/useFocusOnFailure.ts';
import { expiredSession } from '../shared/session-expiry.ts';

type Field = keyof AddressUpdateInput;

const FIELDS: { name: Field; label: string; required: string; autoComplete: string }[] = [
  { name: 'first_name', label: 'First Name', required: 'First Name Required', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last Name', required: 'Last Name Required', autoComplete: 'family-name' },
  { name: 'address_1', label: 'Street Address', required: 'Street Address Required', autoComplete: 'address-line1' },
  { name: 'city', label: 'City', required: 'City Required', autoComplete: 'address-level2' },
  { name: 'zip', label: 'Zip', required: 'Zip Required', autoComplete: 'postal-code' },
  { name: 'country_name', label: 'Country Name', required: 'Country Name is Required', autoComplete: 'country-name' },
  { name: 'state_name', label: 'State Name', required: 'State Name is Required', autoComplete: 'address-level1' },
];

type Errors = Partial<Record<Field, string>>;

/** Edits one saved address; `done(true)` after a successful update, `done(false)` on Cancel. */
export function AddressEditForm({ token, address, done }: { token: string; address: Address; done: (updated: boolean) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<ErrorNoticeContent | null>(null);
  const [saving, setSaving] = useState(false);
  const focusOnFailure = useFocusOnFailure(formRef);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const data = new FormData(event.currentTarget);
    const input = Object.fromEntries(FIELDS.map(({ name }) => [name, String(data.get(name) ?? '').trim()])) as AddressUpdateInput;
    const missing: Errors = {};
    for (const { name, required } of FIELDS) if (!input[name]) missing[name] = required;
    setAlert(null);
    setErrors(missing);
    if (Object.keys(missing).length > 0) {
      focusOnFailure();
      return;
    }
    setSaving(true);
    const result = await accountApi.updateAddress(token, address.id, input);
    if (expiredSession(result)) return;
    setSaving(false);
    if (result.ok) {
      showToast('Successfully updated');
      done(true);
      return;
    }
    const serverErrors: Errors = {};
    for (const { name } of FIELDS) {
      const message = firstFieldError(result.error, name);
      if (message) serverErrors[name] = message;
    }
    setErrors(serverErrors);
    if (Object.keys(serverErrors).length === 0) setAlert(apiErrorMessage(result.error));
    focusOnFailure();
  }

  return (
    <section aria-labelledby="profile-address-edit-heading">
      <h2 id="profile-address-edit-heading">Edit Address</h2>
      <form ref={formRef} className="profile-form" noValidate onSubmit={submit} aria-busy={saving || undefined}>
        <FormAlert message={alert} />
        <div className="form-grid">
          {FIELDS.map(({ name, label, autoComplete }) => (
            <TextField
              key={name}
              id={`address-${name.replace('_', '-')}`}
              name={name}
              label={label}
              required
              autoComplete={autoComplete}
              defaultValue={address[name]}
              error={errors[name]}
              onInput={() => errors[name] && setErrors((current) => ({ ...current, [name]: undefined }))}
            />
          ))}
        </div>
        <div className="profile-form-actions">
          <button type="submit" className="form-button" disabled={saving}>
            {saving ? 'Updating…' : 'Update'}
          </button>
          <button type="button" className="form-button secondary" onClick={() => done(false)} disabled={saving}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
