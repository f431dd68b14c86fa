import { describeError, type ApiError } from '#shared/api/result.ts';
import { pathInLocale, type Locale } from '#shared/i18n/locale.ts';
import { account } from '#shared/i18n/messages/account.ts';
import { useLocale } from '#ui/locale.tsx';
import { accountApi } from '#shared/api/islands/account.ts';
import { blankFields } from '#shared/blank-fields.ts';
import { forms } from '#shared/i18n/messages/forms.ts';
import { login } from '#shared/session/auth-store.ts';
import { returnPath } from '#shared/session/auth-logic.ts';
import { showToast } from '#features/shell/toast-store.ts';
import { serverFieldErrors } from '#shared/form-submit.ts';
import { FormAlert } from '#ui/FormAlert.tsx';
import { TextField } from '#ui/TextField.tsx';
import { useFormSubmit } from '#ui/useFormSubmit.ts';
import { noticeText, type LoginNotice } from './login-notice.ts';

/** The blank fields' messages, in the server's words in English (spec: its 422 messages show under the inputs). */
function requiredMessages(locale: Locale) {
  const t = forms[locale];
  return { email: t.emailRequired, password: t.passwordRequired };
}

function readLogin(data: FormData, locale: Locale) {
  const input = { email: String(data.get('email') ?? '').trim(), password: String(data.get('password') ?? '') };
  return { input, errors: blankFields(input, requiredMessages(locale)) };
}

/** A wrong password or too many of them (429): the server's own words, as a toast too. */
function toastRefusal(error: ApiError, locale: Locale) {
  if (error.kind === 'http' && (error.status === 401 || error.status === 429)) showToast(describeError(error, locale), 'error');
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
  const locale = useLocale();
  const t = account[locale];
  const { formRef, errors, alert, busy, onSubmit, clearError } = useFormSubmit(
    {
      read: (data) => readLogin(data, locale),
      send: ({ email, password }) => accountApi.login(email, password),
      serverErrors: serverFieldErrors(['email', 'password']),
      onRefused: (error) => toastRefusal(error, locale),
      leavesPage: true,
      onSuccess: (data) => {
        onSignedIn();
        login(data);
        const back = returnPath(next);
        // No page to go back to: the home page of the visitor's interface.
        window.location.assign(back === '/' ? pathInLocale('/', locale) : back);
      },
    },
    ready,
  );

  return (
    <form ref={formRef} className="auth-card" noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
      {notice && (
        <p className="form-notice" role="status">
          {noticeText(notice, locale)}
        </p>
      )}
      <FormAlert message={alert} />
      <TextField
        id="login-email"
        name="email"
        label={t.email}
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
        label={t.password}
        type="password"
        autoComplete="current-password"
        required
        error={errors.password}
        onInput={clearError('password')}
      />
      <p className="form-aside">
        <a href={pathInLocale('/contact', locale)}>{t.forgotPassword}</a>
      </p>
      <button type="submit" className="form-button" disabled={!ready || busy}>
        {busy ? t.loggingIn : t.login}
      </button>
      <p className="form-switch">
        {t.noAccount} <a href={pathInLocale('/register', locale)}>{t.signUpLink}</a>
      </p>
    </form>
  );
}
