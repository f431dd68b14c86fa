import { useRef, useState, type FormEvent } from 'react';
import { firstFieldError } from '../../lib/api/result.ts';
import { accountApi } from '../../lib/api/islands/account.ts';
import { blankFields, LOGIN_REQUIRED } from '../shared/blank-fields.ts';
import { login } from '../../stores/auth.ts';
import { returnPath } from '../../stores/auth-logic.ts';
import { showToast } from '../../stores/toast.ts';
import { apiErrorMessage, type ErrorNoticeContent } from '../shared/api-error-message.ts';
import { FormAlert } from '../shared/FormAlert.tsx';
import { TextField } from '../shared/TextField.tsx';
import { useFocusOnFailure } from '../shared/useFocusOnFailure.ts';
import { NOTICE_TEXT, type LoginNotice } from './login-notice.ts';

type LoginErrors = { email?: string | undefined; password?: string | undefined };

type LoginFormProps = {
  /** False until the island has hydrated: the form cannot be sent before. */
  ready: boolean;
  notice: LoginNotice;
  /** Where to go once signed in (already checked to be a path on this site). */
  next: string | null;
  onSignedIn: () => void;
};

/**
 * Email and password, sent to the shop; the server's 422 messages appear under
 * the fields, a 401 as a toast and inline. Success stores the sign-in and goes
 * back where the visitor came from.
 */
export function LoginForm({ ready, notice, next, onSignedIn }: LoginFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [alert, setAlert] = useState<ErrorNoticeContent | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const focusOnFailure = useFocusOnFailure(formRef);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || !ready) return;
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const blank = blankFields({ email, password }, LOGIN_REQUIRED);
    if (blank.email || blank.password) {
      setErrors(blank);
      setAlert(null);
      focusOnFailure();
      return;
    }
    setSubmitting(true);
    setErrors({});
    setAlert(null);
    const result = await accountApi.login(email, password);
    if (result.ok) {
      onSignedIn();
      login(result.data);
      window.location.assign(returnPath(next));
      return;
    }
    const { error } = result;
    const fieldErrors = { email: firstFieldError(error, 'email'), password: firstFieldError(error, 'password') };
    if (fieldErrors.email || fieldErrors.password) {
      setErrors(fieldErrors);
    } else {
      const { message, retryable } = apiErrorMessage(error);
      // A wrong password or too many of them (429): the server's own words, as a toast and beside the form.
      if (error.kind === 'http' && (error.status === 401 || error.status === 429)) showToast(message, 'error');
      setAlert({ message, retryable });
    }
    setSubmitting(false);
    focusOnFailure();
  }

  const clearError = (field: keyof LoginErrors) => () => {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <form ref={formRef} className="auth-card" noValidate onSubmit={submit} aria-busy={submitting || undefined}>
      {notice && (
        <p className="form-notice" role="status">
          {NOTICE_TEXT[notice]}
        </p>
      )}
      <FormAlert message={alert} />
      <TextField
        id="login-email"
        name="email"
        label="Email"
        type="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={errors.email}
        onInput={clearError('email')}
      />
      <TextField
        id="login-password"
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
        onInput={clearError('password')}
      />
      <p className="form-aside">
        <a href="/contact">Forget password?</a>
      </p>
      <button type="submit" className="form-button" disabled={!ready || submitting}>
        {submitting ? 'Logging in…' : 'Login'}
      </button>
      <p className="form-switch">
        Don’t have an account? <a href="/register">Sign up</a>
      </p>
    </form>
  );
}
