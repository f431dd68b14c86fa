import { useRef, useState, type FormEvent } from 'react';
import { accountApi } from '../../lib/api/islands/account.ts';
import { describeApiError } from '../../lib/api/result.ts';
import type { UserUpdateInput } from '../../lib/api/requests.ts';
import { login } from '../../stores/auth.ts';
import { showToast } from '../../stores/toast.ts';
import { apiErrorMessage, type ErrorNoticeContent } from '../shared/api-error-message.ts';
import { FormAlert } from '../shared/FormAlert.tsx';
import { Spinner } from '../shared/Spinner.tsx';
import { TextField } from '../shared/TextField.tsx';
import { useFocusOnFailure } from '../shared/useFocusOnFailure.ts';
import { ErrorNotice } from '../shared/ErrorNotice.tsx';
import { expiredSession } from '../shared/session-expiry.ts';
import { useAccountData } from './useAccountData.ts';
import { accountServerErrors, readAccountForm, type AccountErrors, type AccountField } from './account-details.ts';

/** Edit the profile, and change the password when both password fields are filled. */
export function AccountDetailsTab({ token }: { token: string }) {
  const { state, reload } = useAccountData(() => accountApi.user(token), [token]);
  return (
    <section aria-labelledby="profile-account-heading">
      <h2 id="profile-account-heading">Account Details</h2>
      {state.status === 'loading' && <Spinner label="Loading your details…" />}
      {state.status === 'failed' && <ErrorNotice message={`Your details could not be loaded. ${describeApiError(state.error)}`} onRetry={reload} />}
      {state.status === 'ready' && <AccountForm token={token} user={state.data.user} />}
    </section>
  );
}

function AccountForm({ token, user }: { token: string; user: UserUpdateInput }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<AccountErrors>({});
  const [alert, setAlert] = useState<ErrorNoticeContent | null>(null);
  const [saving, setSaving] = useState(false);
  const focusOnFailure = useFocusOnFailure(formRef);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const form = event.currentTarget;
    const { input, errors: found } = readAccountForm(new FormData(form));
    setAlert(null);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusOnFailure();
      return;
    }
    setSaving(true);
    const result = await accountApi.updateUser(token, input);
    if (expiredSession(result)) return;
    setSaving(false);
    if (result.ok) {
      login({ token, user: result.data.user });
      showToast('Successfully updated');
      for (const name of ['password', 'confirm_password']) {
        const box = form.elements.namedItem(name);
        if (box instanceof HTMLInputElement) box.value = '';
      }
      return;
    }
    const serverErrors = accountServerErrors(result.error);
    setErrors(serverErrors);
    if (Object.keys(serverErrors).length === 0) setAlert(apiErrorMessage(result.error));
    focusOnFailure();
  }

  const field = (name: AccountField) => ({
    id: `account-${name.replace('_', '-')}`,
    name,
    error: errors[name],
    onInput: () => errors[name] && setErrors((current) => ({ ...current, [name]: undefined })),
  });

  return (
    <form ref={formRef} className="profile-form" noValidate onSubmit={submit} aria-busy={saving || undefined}>
      <FormAlert message={alert} />
      <div className="form-grid">
        <TextField {...field('first_name')} label="First Name" required autoComplete="given-name" defaultValue={user.first_name} />
        <TextField {...field('last_name')} label="Last Name" required autoComplete="family-name" defaultValue={user.last_name} />
        <TextField {...field('phone')} label="Phone" type="tel" inputMode="tel" required autoComplete="tel" defaultValue={user.phone} />
        <TextField
          {...field('email')}
          label="Email"
          type="email"
          required
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          defaultValue={user.email}
        />
      </div>
      <fieldset className="profile-password">
        <legend>Password change</legend>
        <p className="form-aside">Leave both empty to keep your current password.</p>
        <div className="form-grid">
          <TextField {...field('password')} label="New Password" type="password" autoComplete="new-password" />
          <TextField {...field('confirm_password')} label="Confirm New Password" type="password" autoComplete="new-password" />
        </div>
      </fieldset>
      <div className="profile-form-actions">
        <button type="submit" className="form-button" disabled={saving}>
          {saving ? 'Saving…' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}
