import { describeApiError, type ApiError } from '../../lib/api/result.ts';
import { accountApi } from '../../lib/api/islands/account.ts';
import { blankFields, LOGIN_REQUIRED } from '../shared/blank-fields.ts';
import { login } from '../../stores/auth.ts';
import { returnPath } from '../../stores/auth-logic.ts';
import { showToast } from '../../stores/toast.ts';
import { serverFieldErrors } from '../shared/form-submit.ts';
import { FormAlert } from '../shared/FormAlert.tsx';
import { TextField } from '../shared/TextField.tsx';
import { useFormSubmit } from '../shared/useFormSubmit.ts';
import { NOTICE_TEXT, type LoginNotice } from './login-notice.ts';

function readLogin(data: FormData) {
  const input = { email: String(data.get('email') ?? '').trim(), password: String(data.get('password') ?? '') };
  return { input, errors: blankFields(input, LOGIN_REQUIRED) };
}

/** A wrong password or too many of them (429): the server's own words, as a toast too. */
function toastRefusal(error: ApiError) {
  if (error.kind === 'http' && (error.status === 401 || error.status === 429)) showToast(describeApiError(error), 'error');
}

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
  const { formRef, errors, alert, busy, onSubmit, clearError } = useFormSubmit(
    {
      read: readLogin,
      send: ({ email, password }) => accountApi.login(email, password),
      serverErrors: serverFieldErrors(['email', 'password']),
      onRefused: toastRefusal,
      leavesPage: true,
      onSuccess: (data) => {
        onSignedIn();
        login(data);
        window.location.assign(returnPath(next));
      },
    },
    ready,
  );

  return (
    <form ref={formRef} className="auth-card" noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
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
      <button type="submit" className="form-button" disabled={!ready || busy}>
        {busy ? 'Logging in…' : 'Login'}
      </button>
      <p className="form-switch">
        Don’t have an account? <a href="/register">Sign up</a>
      </p>
    </form>
  );
}
