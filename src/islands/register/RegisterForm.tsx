import { useEffect, useRef, useState, type FormEvent } from 'react';
import { firstFieldError } from '../../lib/api/result.ts';
import { accountApi } from '../../lib/api/islands/account.ts';
import { showToast } from '../../stores/toast.ts';
import { apiErrorMessage, type ErrorNoticeContent } from '../shared/api-error-message.ts';
import { FormAlert } from '../shared/FormAlert.tsx';
import { TextField } from '../shared/TextField.tsx';
import { useFocusOnFailure } from '../shared/useFocusOnFailure.ts';
import { useHydrated } from '../shared/useHydrated.ts';
import { TermsCheckbox } from './TermsCheckbox.tsx';
import {
  missingFields,
  REGISTRATION_FIELDS,
  registrationInput,
  type RegistrationErrors,
  type RegistrationField,
} from './registration.ts';

/**
 * Sign Up: six required fields and the Terms box. Missing fields are reported
 * on the client with the specification's messages; everything else (email
 * taken, short password, confirmation) comes from the server under its field.
 */
export function RegisterForm() {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [alert, setAlert] = useState<ErrorNoticeContent | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const focusOnFailure = useFocusOnFailure(formRef);

  // A box ticked before the island hydrated still counts.
  useEffect(() => {
    const box = formRef.current?.elements.namedItem('terms');
    if (box instanceof HTMLInputElement && box.checked) setTerms(true);
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || !terms) return;
    const form = event.currentTarget;
    const input = registrationInput(new FormData(form));
    setAlert(null);
    const missing = missingFields(input);
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      focusOnFailure();
      return;
    }
    setErrors({});
    setSubmitting(true);
    const result = await accountApi.register(input);
    if (result.ok) {
      showToast('Successfully Registered');
      form.reset();
      setTerms(false);
      window.location.assign('/login?registered=1');
      return;
    }
    const serverErrors: RegistrationErrors = {};
    for (const field of REGISTRATION_FIELDS) {
      const message = firstFieldError(result.error, field);
      if (message) serverErrors[field] = message;
    }
    setErrors(serverErrors);
    if (Object.keys(serverErrors).length === 0) setAlert(apiErrorMessage(result.error));
    setSubmitting(false);
    focusOnFailure();
  }

  const clearError = (field: RegistrationField) => () => {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const field = (name: RegistrationField) => ({
    id: `register-${name.replace('_', '-')}`,
    name,
    required: true,
    error: errors[name],
    onInput: clearError(name),
  });

  return (
    <form ref={formRef} className="auth-card" noValidate onSubmit={submit} aria-busy={submitting || undefined}>
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
      <button type="submit" className="form-button" disabled={!hydrated || !terms || submitting}>
        {submitting ? 'Signing up…' : 'Sign Up'}
      </button>
      {!terms && <p className="form-aside">Tick the Terms &amp; Condition box to sign up.</p>}
      <p className="form-switch">
        Already have an account? <a href="/login">Login</a>
      </p>
    </form>
  );
}
