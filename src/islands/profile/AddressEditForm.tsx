import { accountApi } from '../../lib/api/islands/account.ts';
import type { Address } from '../../lib/api/schemas/account.ts';
import {
  addressFormValues,
  addressUpdate,
  missingAddressFields,
  readAddressForm,
  type AddressFormField,
} from '../../lib/address/address-form.ts';
import { forms } from '../../lib/i18n/messages/forms.ts';
import { profile } from '../../lib/i18n/messages/profile.ts';
import { showToast } from '../../stores/toast.ts';
import { AddressFields } from '../shared/AddressFields.tsx';
import { addressServerErrors } from '../shared/address-server-errors.ts';
import { FormAlert } from '../shared/FormAlert.tsx';
import { useLocale } from '../shared/locale.tsx';
import { useFormSubmit } from '../shared/useFormSubmit.ts';

/** The specification's message for each blank field, keyed by the forms catalogue (the division is the contract's state_name, the district its city). */
const REQUIRED: Record<AddressFormField, keyof typeof forms.en> = {
  first_name: 'firstNameRequired',
  last_name: 'lastNameRequired',
  state_name: 'stateRequired',
  city: 'cityRequired',
  area: 'fieldRequired',
  street: 'streetRequired',
  zip: 'zipRequired',
};

/** Edits one saved address; `done(true)` after a successful update, `done(false)` on Cancel. */
export function AddressEditForm({ token, address, done }: { token: string; address: Address; done: (updated: boolean) => void }) {
  const locale = useLocale();
  const t = profile[locale];
  const { formRef, errors, alert, busy, onSubmit, clearError } = useFormSubmit({
    read: (data: FormData) => {
      const input = readAddressForm(data);
      return { input, errors: missingAddressFields(input, (field) => String(forms[locale][REQUIRED[field]])) };
    },
    send: (input) => accountApi.updateAddress(token, address.id, addressUpdate(input)),
    serverErrors: addressServerErrors,
    signedIn: true,
    onSuccess: () => {
      showToast(t.updated);
      done(true);
    },
  });

  return (
    <section aria-labelledby="profile-address-edit-heading">
      <h2 id="profile-address-edit-heading">{t.editAddress}</h2>
      <form ref={formRef} className="profile-form" noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
        <FormAlert message={alert} />
        <div className="form-grid">
          <AddressFields idPrefix="address" initial={addressFormValues(address)} errors={errors} clearError={clearError} />
        </div>
        <div className="profile-form-actions">
          <button type="submit" className="form-button" disabled={busy}>
            {busy ? t.updating : t.update}
          </button>
          <button type="button" className="form-button secondary" onClick={() => done(false)} disabled={busy}>
            {t.cancel}
          </button>
        </div>
      </form>
    </section>
  );
}
