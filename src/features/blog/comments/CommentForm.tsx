import { useStore } from '@nanostores/react';
import { useCallback, useEffect } from 'react';
import type { ApiError } from '#shared/api/result.ts';
import { contentApi } from '#shared/api/islands/content.ts';
import type { Comment } from '#shared/api/schemas/content.ts';
import { apiErrorMessage } from '#shared/api/api-error-message.ts';
import { blankFields } from '#shared/blank-fields.ts';
import { serverFieldErrors } from '#shared/form-submit.ts';
import { FormAlert } from '#ui/FormAlert.tsx';
import { TextField } from '#ui/TextField.tsx';
import { useFormSubmit } from '#ui/useFormSubmit.ts';
import { useHydrated } from '#ui/useHydrated.ts';
import { $auth } from '#shared/session/auth-store.ts';
import { signedInIdentity } from '#shared/session/auth-logic.ts';
import { TextAreaField } from '#features/reviews/TextAreaField.tsx';
import type { Locale } from '#shared/i18n/locale.ts';
import { blogComments } from '#shared/i18n/messages/blog-comments.ts';
import { useLocale, useMessages } from '#ui/locale.tsx';

/** The blank required fields' messages: in English the content API's own words. */
function requiredMessages(locale: Locale) {
  const t = blogComments[locale];
  return { comment: t.commentRequired, name: t.nameRequired, email: t.emailRequired };
}

function readComment(data: FormData, locale: Locale) {
  const field = (name: string) => String(data.get(name) ?? '');
  return {
    input: { comment: field('comment'), name: field('name').trim(), email: field('email').trim(), web: field('web').trim() },
    errors: blankFields({ comment: field('comment'), name: field('name'), email: field('email') }, requiredMessages(locale)),
  };
}

const commentAlert = (locale: Locale) => (error: ApiError) =>
  apiErrorMessage(error, error.kind === 'network' ? blogComments[locale].notSent : undefined, locale);

/**
 * "Leave a comment": comment, name and email (required: blank ones are named
 * before anything is sent, in the server's words; the server checks the rest), web optional (the server refuses one that is not http(s), so its
 * message shows too: it is the only link a shopper can place). 422 messages show in red under the fields; a network
 * failure keeps the text and says so. Success clears the form.
 */
export function CommentForm({ slug, onCommented }: { slug: string; onCommented: (comment: Comment) => void }) {
  // Prerendered, the form shows but cannot be sent until the island runs.
  const hydrated = useHydrated();
  const locale = useLocale();
  const t = useMessages(blogComments);
  const identity = signedInIdentity(useStore($auth));
  const name = hydrated ? identity?.name : undefined;
  const email = hydrated ? identity?.email : undefined;
  // A signed-in customer's name and email go into empty fields (never over what was typed), again after each comment.
  const fillIdentity = useCallback(
    (form: HTMLFormElement) => {
      for (const [field, value] of [
        ['name', name],
        ['email', email],
      ] as const) {
        const input = form.elements.namedItem(field);
        if (value && input instanceof HTMLInputElement && input.value === '') input.value = value;
      }
    },
    [name, email],
  );
  const { formRef, errors, alert, busy, onSubmit, clearError } = useFormSubmit(
    {
      read: (data) => readComment(data, locale),
      send: (input) => contentApi.addComment(slug, input),
      serverErrors: serverFieldErrors(['comment', 'name', 'email', 'web']),
      alert: commentAlert(locale),
      onSuccess: (data, form) => {
        form.reset();
        fillIdentity(form);
        onCommented(data.comment);
      },
    },
    hydrated,
  );
  useEffect(() => {
    if (formRef.current) fillIdentity(formRef.current);
  }, [formRef, fillIdentity]);

  return (
    <form ref={formRef} className="comment-form" noValidate onSubmit={onSubmit} aria-labelledby="comment-form-title">
      <h3 id="comment-form-title">{t.leaveComment}</h3>
      <p className="comment-form-note">{t.note}</p>
      <FormAlert message={alert} />
      <TextAreaField id="comment-text" name="comment" label={t.comment} required error={errors.comment} onInput={clearError('comment')} />
      <div className="form-grid comment-form-people">
        <TextField
          id="comment-name"
          name="name"
          label={t.name}
          autoComplete="name"
          required
          error={errors.name}
          onInput={clearError('name')}
        />
        <TextField
          id="comment-email"
          name="email"
          label={t.email}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={errors.email}
          onInput={clearError('email')}
        />
      </div>
      <TextField
        id="comment-web"
        name="web"
        label={t.web}
        type="url"
        inputMode="url"
        autoComplete="url"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.web}
        onInput={clearError('web')}
      />
      <button type="submit" className="form-button" disabled={busy || !hydrated}>
        {t.save}
      </button>
    </form>
  );
}
