import { useState } from 'react';
import { accountApi } from '#shared/api/islands/account.ts';
import type { ApiError } from '#shared/api/result.ts';
import type { Address } from '#shared/api/schemas/account.ts';
import { missingAddressFields, newAddress, readAddressForm } from '#shared/address/address-form.ts';
import { addressTexts } from '#shared/i18n/messages/address.ts';
import { forms } from '#shared/i18n/messages/forms.ts';
import { showToast } from '#features/shell/toast-store.ts';
import { AddressFields } from '#ui/AddressFields.tsx';
import { addressServerErrors } from '#shared/address/address-server-errors.ts';
import { FormAlert } from '#ui/FormAlert.tsx';
import { useMessages } from '#ui/locale.tsx';
import { useFormSubmit } from '#ui/useFormSubmit.ts';

/** The collapsible "Add a new address" form; a saved address is chosen at once. */
export function NewAddressForm({ token, onAdded }: { token: string; onAdded: (address: Address) => void }) {
  const t = useMessages(addressTexts);
  const required = useMessages(forms).fieldRequired;
  const [open, setOpen] = useState(false);
  // A new form after each address saved, so the division and district choices start empty again.
  const [round, setRound] = useState(0);
  const { formRef, errors, alert, busy, onSubmit } = useFormSubmit({
    read: (data: FormData) => {
      const input = readAddressForm(data);
      return { input, errors: missingAddressFields(input, () => required) };
    },
    send: (input) => accountApi.addAddress(token, newAddress(input)),
    serverErrors: (error: ApiError) => addressServerErrors(error),
    signedIn: true,
    onSuccess: (data, form) => {
      showToast(t.addressAdded);
      form.reset();
      setRound((n) => n + 1);
      setOpen(false);
      onAdded(data.address);
    },
  });

  return (
    <details className="checkout-box new-address" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t.addNewAddress}</summary>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t.addNewAddress}>
        <FormAlert message={alert} />
        <div className="form-grid">
          <AddressFields key={round} idPrefix="new-address" errors={errors} sentenceCase />
        </div>
        <button type="submit" className="form-button" disabled={busy}>
          {busy ? t.savingAddress : t.saveAddress}
        </button>
      </form>
    </details>
  );
}
