import { accountApi } from '../../lib/api/islands/account.ts';
import { describeApiError } from '../../lib/api/result.ts';
import type { UserUpdateInput } from '../../lib/api/requests.ts';
import { login } from '../../stores/auth.ts';
import { showToast } from '../../stores/toast.ts';
import { FormAlert } from '../shared/FormAlert.tsx';
import { Spinner } from '../shared/Spinner.tsx';
import { TextField } from '../shared/TextField.tsx';
import { useFormSubmit } from '../shared/useFormSubmit.ts';
import { ErrorNotice } from '../shared/ErrorNotice.tsx';
import { useAccountData } from './useAccountData.ts';
import { accountServerErrors, readAccountForm, type AccountField } from './account-details.ts';

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
  const { formRef, errors, alert, busy, onSubmit, clearError } = useFormSubmit({
    read: readAccountForm,
    send: (input) => accountApi.updateUser(token, input),
    serverErrors: accountServerErrors,
    signedIn: true,
    onSuccess: (data, form) => {
      login({ token, user: data.user });
      showToast('Successfully updated');
      for (const name of ['password', 'confirm_password']) {
        const box = form.elements.namedItem(name);
        if (box instanceof HTMLInputElement) box.value = '';
      }
    },
  });

  const field = (name: AccountField) => ({
    id: `account-${name.replace('_', '-')}`,
    name,
    error: errors[name],
    onInput: clearError(name),
  });

  return (
    <form ref={formRef} className="profile-form" noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
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
        <button type="submit" className="form-button" disabled={busy}>
          {busy ? 'Saving…' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}
