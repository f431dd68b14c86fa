import { accountApi } from '../../lib/api/islands/account.ts';
import type { Address } from '../../lib/api/schemas/account.ts';
import type { AddressUpdateInput } from '../../lib/api/requests.ts';
import { showToast } from '../../stores/toast.ts';
import { serverFieldErrors, type FieldErrors } from '../shared/form-submit.ts';
import { FormAlert } from '../shared/FormAlert.tsx';
import { TextField } from '../shared/TextField.tsx';
import { useFormSubmit } from '../shared/useFormSubmit.ts';

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

function readAddress(data: FormData) {
  const input = Object.fromEntries(FIELDS.map(({ name }) => [name, String(data.get(name) ?? '').trim()])) as AddressUpdateInput;
  const errors: FieldErrors<Field> = {};
  for (const { name, required } of FIELDS) if (!input[name]) errors[name] = required;
  return { input, errors };
}

/** Edits one saved address; `done(true)` after a successful update, `done(false)` on Cancel. */
export function AddressEditForm({ token, address, done }: { token: string; address: Address; done: (updated: boolean) => void }) {
  const { formRef, errors, alert, busy, onSubmit, clearError } = useFormSubmit({
    read: readAddress,
    send: (input) => accountApi.updateAddress(token, address.id, input),
    serverErrors: serverFieldErrors(FIELDS.map(({ name }) => name)),
    signedIn: true,
    onSuccess: () => {
      showToast('Successfully updated');
      done(true);
    },
  });

  return (
    <section aria-labelledby="profile-address-edit-heading">
      <h2 id="profile-address-edit-heading">Edit Address</h2>
      <form ref={formRef} className="profile-form" noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
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
              onInput={clearError(name)}
            />
          ))}
        </div>
        <div className="profile-form-actions">
          <button type="submit" className="form-button" disabled={busy}>
            {busy ? 'Updating…' : 'Update'}
          </button>
          <button type="button" className="form-button secondary" onClick={() => done(false)} disabled={busy}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
