import { describeError } from '#shared/api/result.ts';
import type { Address } from '#shared/api/schemas/account.ts';
import { checkout as messages } from '#shared/i18n/messages/checkout.ts';
import type { LoadState } from '#ui/load-sequence.ts';
import { useLocale, useMessages } from '#ui/locale.tsx';
import { FieldError } from '#ui/FieldError.tsx';
import { ErrorNotice } from '#ui/ErrorNotice.tsx';
import { Spinner } from '#ui/Spinner.tsx';
import { addressLine } from '#shared/address/address-form.ts';

type Props = {
  list: LoadState<Address[]>;
  chosenId: number | null;
  error?: string | undefined;
  onChoose: (id: number) => void;
  onRetry: () => void;
};

/** The customer's saved addresses as a radio group; city, zip and country come from the chosen one. */
export function SavedAddressChoice({ list, chosenId, error, onChoose, onRetry }: Props) {
  const locale = useLocale();
  const t = useMessages(messages);
  return (
    <fieldset className="checkout-box address-choice" aria-describedby={error ? 'address-choice-error' : undefined}>
      <legend>{t.addressLegend}</legend>
      {list.status === 'loading' && <Spinner label={t.addressesLoading} />}
      {list.status === 'failed' && <ErrorNotice message={describeError(list.error, locale)} onRetry={onRetry} />}
      {list.status === 'ready' && list.data.length === 0 && <p>{t.noSavedAddress}</p>}
      {list.status === 'ready' &&
        list.data.map((address) => (
          <label key={address.id} className="choice">
            <input type="radio" name="address" value={address.id} checked={chosenId === address.id} onChange={() => onChoose(address.id)} />
            <span>
              <strong>{address.full_name}</strong>
              <br />
              {addressLine(address, locale)}
            </span>
          </label>
        ))}
      <FieldError id="address-choice-error" message={error} />
    </fieldset>
  );
}
