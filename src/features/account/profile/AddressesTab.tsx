import { Fragment, useRef, useState } from 'react';
import { addressLines } from '#shared/address/address-form.ts';
import { profile } from '#shared/i18n/messages/profile.ts';
import { describeError } from '#shared/api/result.ts';
import { useLocale } from '#ui/locale.tsx';
import { accountApi } from '#shared/api/islands/account.ts';
import type { Address } from '#shared/api/schemas/account.ts';
import { showToast } from '#features/shell/toast-store.ts';
import { FormAlert } from '#ui/FormAlert.tsx';
import { Spinner } from '#ui/Spinner.tsx';
import { AddressEditForm } from './AddressEditForm.tsx';
import { ErrorNotice } from '#ui/ErrorNotice.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { expiredSession } from '#shared/session/session-expiry.ts';
import { useAccountData } from './useAccountData.ts';

type Editing = { status: 'fetching'; id: number } | { status: 'editing'; address: Address } | null;

/**
 * The saved addresses. Edit Address fetches the address, then shows the edit
 * form; Update goes back to the refreshed list. Delete asks to confirm first.
 */
export function AddressesTab({ token }: { token: string }) {
  const locale = useLocale();
  const t = profile[locale];
  const { state, reload } = useAccountData(() => accountApi.addresses(token), [token]);
  const [editing, setEditing] = useState<Editing>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  async function edit(id: number) {
    setAlert(null);
    setEditing({ status: 'fetching', id });
    const result = await accountApi.address(token, id);
    if (expiredSession(result)) return;
    if (result.ok) setEditing({ status: 'editing', address: result.data.address });
    else {
      setEditing(null);
      setAlert(`${t.openFailed} ${describeError(result.error, locale)}`);
    }
  }

  if (editing?.status === 'editing') {
    return (
      <AddressEditForm
        token={token}
        address={editing.address}
        done={(updated) => {
          setEditing(null);
          if (updated) reload();
        }}
      />
    );
  }

  return (
    <section aria-labelledby="profile-address-heading">
      <h2 id="profile-address-heading" ref={heading} tabIndex={-1}>
        {t.tabAddress}
      </h2>
      <FormAlert message={alert} />
      {state.status === 'loading' && <Spinner label={t.loadingAddresses} />}
      {state.status === 'failed' && <ErrorNotice message={`${t.addressesFailed} ${describeError(state.error, locale)}`} onRetry={reload} />}
      {state.status === 'ready' && state.data.data.length === 0 && <p className="profile-empty">{t.noAddresses}</p>}
      {state.status === 'ready' && state.data.data.length > 0 && (
        <ul className="address-cards">
          {state.data.data.map((address) => (
            <AddressCard
              key={address.id}
              token={token}
              address={address}
              fetching={editing?.status === 'fetching' && editing.id === address.id}
              edit={() => void edit(address.id)}
              deleted={reload}
              fail={setAlert}
              focusAfterDelete={() => heading.current}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

type AddressCardProps = {
  token: string;
  address: Address;
  fetching: boolean;
  edit: () => void;
  deleted: () => void;
  fail: (message: string) => void;
  /** Where the focus goes once this card (and its Delete button) is gone. */
  focusAfterDelete: () => HTMLElement | null;
};

function AddressCard({ token, address, fetching, edit, deleted, fail, focusAfterDelete }: AddressCardProps) {
  const locale = useLocale();
  const t = profile[locale];
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const removed = useRef(false);
  const label = address.full_name || `${address.first_name} ${address.last_name}`;

  async function remove() {
    setDeleting(true);
    const result = await accountApi.deleteAddress(token, address.id);
    if (expiredSession(result)) return;
    removed.current = result.ok;
    setDeleting(false);
    setConfirming(false);
    if (result.ok) {
      showToast(t.deleted);
      deleted();
    } else fail(`${t.deleteFailed} ${describeError(result.error, locale)}`);
  }

  return (
    <li className="address-card">
      <address>
        <strong>{label}</strong>
        {addressLines(address, locale).map((line, index) => (
          <Fragment key={index}>
            <br />
            {line}
          </Fragment>
        ))}
      </address>
      <div className="address-actions">
        <button type="button" className="form-button small" onClick={edit} disabled={fetching}>
          {fetching ? t.opening : t.editAddress}
        </button>
        <button
          ref={deleteButton}
          type="button"
          className="form-button small secondary"
          onClick={() => setConfirming(true)}
          aria-label={t.deleteAddressOf(label)}
        >
          {t.delete}
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={t.deleteTitle}
          confirmLabel={t.yesDelete}
          busyLabel={t.deleting}
          busy={deleting}
          confirm={() => void remove()}
          cancel={() => setConfirming(false)}
          returnFocus={() => (removed.current ? focusAfterDelete() : deleteButton.current)}
        >
          <p>
            {label}, {address.address_1}
          </p>
        </ConfirmDialog>
      )}
    </li>
  );
}
