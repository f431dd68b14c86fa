import { accountApi } from '#shared/api/islands/account.ts';
import type { Address } from '#shared/api/schemas/account.ts';
import {
  addressFormValues,
  addressUpdate,
  missingAddressFields,
  readAddressForm,
  type AddressFormField,
} from '#shared/address/address-form.ts';
import { forms } from '#shared/i18n/messages/forms.ts';
import { profile } from '#shared/i18n/messages/profile.ts';
import { showToast } from '#features/shell/toast-store.ts';
import { AddressFields } from '#ui/AddressFields.tsx';
import { addressServerErrors } from '#shared/address/address-server-errors.ts';
import { FormAlert } from '#ui/FormAlert.tsx';
import { useLocale } from '#ui/locale.tsx';
import { useFormSubmit } from '#ui/useFormSubmit.ts';

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
