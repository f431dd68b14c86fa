import { describeApiError } from '../../lib/api/result.ts';
import type { Address } from '../../lib/api/schemas/account.ts';
import type { LoadState } from '../shared/load-sequence.ts';
import { FieldError } from '../shared/FieldError.tsx';
import { ErrorNotice } from '../shared/ErrorNotice.tsx';
import { Spinner } from '../shared/Spinner.tsx';

type Props = { list: LoadState<Address[]>; chosenId: number | null; error?: string | undefined; onChoose: (id: number) => void; onRetry: () => void };

/** The customer's saved addresses as a radio group; city, zip and country come from the chosen one. */
export function SavedAddressChoice({ list, chosenId, error, onChoose, onRetry }: Props) {
  return (
    <fieldset className="checkout-box address-choice" aria-describedby={error ? 'address-choice-error' : undefined}>
      <legend>Delivery address</legend>
      {list.status === 'loading' && <Spinner label="Loading your addresses…" />}
      {list.status === 'failed' && <ErrorNotice message={describeApiError(list.error)} onRetry={onRetry} />}
      {list.status === 'ready' && list.data.length === 0 && <p>You have no saved address yet. Add one below.</p>}
      {list.status === 'ready' &&
        list.data.map((address) => (
          <label key={address.id} className="choice">
            <input type="radio" name="address" value={address.id} checked={chosenId === address.id} onChange={() => onChoose(address.id)} />
            <span>
              <strong>{address.full_name}</strong>
              <br />
              {address.address_1}, {address.city} {address.zip}, {address.country_name}
            </span>
          </label>
        ))}
      <FieldError id="address-choice-error" message={error} />
    </fieldset>
  );
}
