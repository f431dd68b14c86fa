import { useState } from 'react';
import { accountApi } from '#shared/api/islands/account.ts';
import { profile } from '#shared/i18n/messages/profile.ts';
import { toBanglaDigits } from '#shared/i18n/numbers.ts';
import { describeError } from '#shared/api/result.ts';
import { useLocale } from '#ui/locale.tsx';
import type { UserUpdateInput } from '#shared/api/requests.ts';
import { login } from '#shared/session/auth-store.ts';
import { showToast } from '#features/shell/toast-store.ts';
import { FormAlert } from '#ui/FormAlert.tsx';
import { Spinner } from '#ui/Spinner.tsx';
import { TextField } from '#ui/TextField.tsx';
import { useFormSubmit } from '#ui/useFormSubmit.ts';
import { ErrorNotice } from '#ui/ErrorNotice.tsx';
import { useAccountData } from './useAccountData.ts';
import { accountServerErrors, changesSignIn, readAccountForm, type AccountField } from './account-details.ts';

/**
 * Edit the profile, and change the password when both password fields are
 * filled; a new password or email takes the current password, whose field
 * shows only then.
 */
export function AccountDetailsTab({ token }: { token: string }) {
  const locale = useLocale();
  const t = profile[locale];
  const { state, reload } = useAccountData(() => accountApi.user(token), [token]);
  return (
    <section aria-labelledby="profile-account-heading">
      <h2 id="profile-account-heading">{t.tabAccount}</h2>
      {state.status === 'loading' && <Spinner label={t.loadingDetails} />}
      {state.status === 'failed' && <ErrorNotice message={`${t.detailsFailed} ${describeError(state.error, locale)}`} onRetry={reload} />}
      {state.status === 'ready' && <AccountForm token={token} user={state.data.user} />}
    </section>
  );
}

function AccountForm({ token, user }: { token: string; user: UserUpdateInput }) {
  const locale = useLocale();
  const t = profile[locale];
  // The email as last saved: another one, like a new password, takes the current password.
  const [savedEmail, setSavedEmail] = useState(user.email);
  const [asksCurrent, setAsksCurrent] = useState(false);
  const { formRef, errors, alert, busy, onSubmit, clearError } = useFormSubmit({
    read: (data) => readAccountForm(data, locale, savedEmail),
    send: (input) => accountApi.updateUser(token, input),
    serverErrors: accountServerErrors,
    signedIn: true,
    onSuccess: (data, form) => {
      login({ token, user: data.user });
      showToast(t.updated);
      for (const name of ['password', 'confirm_password', 'current_password']) {
        const box = form.elements.namedItem(name);
        if (box instanceof HTMLInputElement) box.value = '';
      }
      setSavedEmail(data.user.email);
      setAsksCurrent(changesSignIn(new FormData(form), data.user.email));
    },
  });

  const field = (name: AccountField) => ({
    id: `account-${name.replace('_', '-')}`,
    name,
    error: errors[name],
    onInput: clearError(name),
  });

  return (
    <form
      ref={formRef}
      className="profile-form"
      noValidate
      onSubmit={onSubmit}
      onInput={(event) => setAsksCurrent(changesSignIn(new FormData(event.currentTarget), savedEmail))}
      aria-busy={busy || undefined}
    >
      <FormAlert message={alert} />
      <div className="form-grid">
        <TextField {...field('first_name')} label={t.firstName} required autoComplete="given-name" defaultValue={user.first_name} />
        <TextField {...field('last_name')} label={t.lastName} required autoComplete="family-name" defaultValue={user.last_name} />
        <TextField
          {...field('phone')}
          label={t.phoneField}
          type="tel"
          inputMode="tel"
          required
          autoComplete="tel"
          defaultValue={locale === 'bn' ? toBanglaDigits(user.phone) : user.phone}
        />
        <TextField
          {...field('email')}
          label={t.email}
          type="email"
          required
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          defaultValue={user.email}
        />
      </div>
      <fieldset className="profile-password">
        <legend>{t.passwordChange}</legend>
        <p className="form-aside">{t.keepPassword}</p>
        <div className="form-grid">
          <TextField {...field('password')} label={t.newPassword} type="password" autoComplete="new-password" />
          <TextField {...field('confirm_password')} label={t.confirmNewPassword} type="password" autoComplete="new-password" />
        </div>
      </fieldset>
      {asksCurrent && (
        <div className="profile-current-password">
          <p className="form-aside">{t.currentPasswordWhy}</p>
          <TextField {...field('current_password')} label={t.currentPassword} type="password" required autoComplete="current-password" />
        </div>
      )}
      <div className="profile-form-actions">
        <button type="submit" className="form-button" disabled={busy}>
          {busy ? t.saving : t.saveChanges}
        </button>
      </div>
    </form>
  );
}
