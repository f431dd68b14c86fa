import { useEffect, useState } from 'react';
import { accountApi } from '#shared/api/islands/account.ts';
import { pathInLocale, type Locale } from '#shared/i18n/locale.ts';
import { account } from '#shared/i18n/messages/account.ts';
import { LocaleProvider, useLocale } from '#ui/locale.tsx';
import { showToast } from '#features/shell/toast-store.ts';
import { serverFieldErrors } from '#shared/form-submit.ts';
import { FormAlert } from '#ui/FormAlert.tsx';
import { TextField } from '#ui/TextField.tsx';
import { useFormSubmit } from '#ui/useFormSubmit.ts';
import { useHydrated } from '#ui/useHydrated.ts';
import { TermsCheckbox } from './TermsCheckbox.tsx';
import { missingFields, REGISTRATION_FIELDS, registrationInput, type RegistrationField } from './registration.ts';

function readRegistration(data: FormData, locale: Locale) {
  const input = registrationInput(data);
  return { input, errors: missingFields(input, locale) };
}

/**
 * Sign Up: six required fields and the Terms box. Missing fields are reported
 * on the client with the specification's messages; everything else (email
 * taken, short password, confirmation) comes from the server under its field.
 */
export function RegisterForm({ locale = 'en' }: { locale?: Locale }) {
  return (
    <LocaleProvider locale={locale}>
      <RegistrationForm />
    </LocaleProvider>
  );
}

function RegistrationForm() {
  const locale = useLocale();
  const t = account[locale];
  const hydrated = useHydrated();
  const [terms, setTerms] = useState(false);
  const { formRef, errors, alert, busy, onSubmit, clearError } = useFormSubmit(
    {
      read: (data) => readRegistration(data, locale),
      send: accountApi.register,
      serverErrors: serverFieldErrors(REGISTRATION_FIELDS),
      leavesPage: true,
      onSuccess: (_data, form) => {
        showToast(t.registered);
        form.reset();
        setTerms(false);
        window.location.assign(`${pathInLocale('/login', locale)}?registered=1`);
      },
    },
    terms,
  );

  // A box ticked before the island hydrated still counts.
  useEffect(() => {
    const box = formRef.current?.elements.namedItem('terms');
    if (box instanceof HTMLInputElement && box.checked) setTerms(true);
  }, [formRef]);

  const field = (name: RegistrationField) => ({
    id: `register-${name.replace('_', '-')}`,
    name,
    required: true,
    error: errors[name],
    onInput: clearError(name),
  });

  return (
    <form ref={formRef} className="auth-card" noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
      <p className="form-aside">{t.allRequired}</p>
      <FormAlert message={alert} />
      <div className="form-grid">
        <TextField {...field('first_name')} label={t.firstName} autoComplete="given-name" />
        <TextField {...field('last_name')} label={t.lastName} autoComplete="family-name" />
        <TextField {...field('email')} label={t.email} type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />
        <TextField {...field('phone')} label={t.phone} type="tel" autoComplete="tel" inputMode="tel" />
        <TextField {...field('password')} label={t.password} type="password" autoComplete="new-password" />
        <TextField {...field('confirm_password')} label={t.confirmPassword} type="password" autoComplete="new-password" />
      </div>
      <TermsCheckbox onChange={setTerms} />
      <button type="submit" className="form-button" disabled={!hydrated || !terms || busy}>
        {busy ? t.signingUp : t.signUp}
      </button>
      {!terms && <p className="form-aside">{t.tickTerms}</p>}
      <p className="form-switch">
        {t.haveAccount} <a href={pathInLocale('/login', locale)}>{t.login}</a>
      </p>
    </form>
  );
}
