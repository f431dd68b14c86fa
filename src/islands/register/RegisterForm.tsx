import { useEffect, useState } from 'react';
import { accountApi } from '../../lib/api/islands/account.ts';
import { showToast } from '../../stores/toast.ts';
import { serverFieldErrors } from '../shared/form-submit.ts';
import { FormAlert } from '../shared/FormAlert.tsx';
import { TextField } from '../shared/TextField.tsx';
import { useFormSubmit } from '../shared/useFormSubmit.ts';
import { useHydrated } from '../shared/useHydrated.ts';
import { TermsCheckbox } from './TermsCheckbox.tsx';
import { missingFields, REGISTRATION_FIELDS, registrationInput, type RegistrationField } from './registration.ts';

function readRegistration(data: FormData) {
  const input = registrationInput(data);
  return { input, errors: missingFields(input) };
}

/**
 * Sign Up: six required fields and the Terms box. Missing fields are reported
 * on the client with the specification's messages; everything else (email
 * taken, short password, confirmation) comes from the server under its field.
 */
export function RegisterForm() {
  const hydrated = useHydrated();
  const [terms, setTerms] = useState(false);
  const { formRef, errors, alert, busy, onSubmit, clearError } = useFormSubmit(
    {
      read: readRegistration,
      send: accountApi.register,
      serverErrors: serverFieldErrors(REGISTRATION_FIELDS),
      leavesPage: true,
      onSuccess: (_data, form) => {
        showToast('Successfully Registered');
        form.reset();
        setTerms(false);
        window.location.assign('/login?registered=1');
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
      <p className="form-aside">All fields are required.</p>
      <FormAlert message={alert} />
      <div className="form-grid">
        <TextField {...field('first_name')} label="First Name" autoComplete="given-name" />
        <TextField {...field('last_name')} label="Last Name" autoComplete="family-name" />
        <TextField
          {...field('email')}
          label="Email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextField {...field('phone')} label="Phone" type="tel" autoComplete="tel" inputMode="tel" />
        <TextField {...field('password')} label="Password" type="password" autoComplete="new-password" />
        <TextField {...field('confirm_password')} label="Confirm Password" type="password" autoComplete="new-password" />
      </div>
      <TermsCheckbox onChange={setTerms} />
      <button type="submit" className="form-button" disabled={!hydrated || !terms || busy}>
        {busy ? 'Signing up…' : 'Sign Up'}
      </button>
      {!terms && <p className="form-aside">Tick the Terms &amp; Condition box to sign up.</p>}
      <p className="form-switch">
        Already have an account? <a href="/login">Login</a>
      </p>
    </form>
  );
}
