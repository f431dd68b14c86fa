import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { firstFieldError } from '../../lib/api/result.ts';
import { contentApi } from '../../lib/api/islands/content.ts';
import type { Comment } from '../../lib/api/schemas/content.ts';
import { apiErrorMessage, type ErrorNoticeContent } from '../shared/api-error-message.ts';
import { blankFields, COMMENT_REQUIRED } from '../shared/blank-fields.ts';
import { FormAlert } from '../shared/FormAlert.tsx';
import { TextField } from '../shared/TextField.tsx';
import { useFocusOnFailure } from '../shared/useFocusOnFailure.ts';
import { useHydrated } from '../shared/useHydrated.ts';
import { $auth } from '../../stores/auth.ts';
import { signedInIdentity } from '../../stores/auth-logic.ts';
import { TextAreaField } from '../reviews/TextAreaField.tsx';

type CommentErrors = { comment?: string | undefined; name?: string | undefined; email?: string | undefined; web?: string | undefined };

/**
 * "Leave a comment": comment, name and email (required: blank ones are named
 * before anything is sent, in the server's words; the server checks the rest), web optional (the server refuses one that is not http(s), so its
 * message shows too: it is the only link a shopper can place). 422 messages show in red under the fields; a network
 * failure keeps the text and says so. Success clears the form.
 */
export function CommentForm({ slug, onCommented }: { slug: string; onCommented: (comment: Comment) => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<CommentErrors>({});
  const [alert, setAlert] = useState<ErrorNoticeContent | null>(null);
  const [sending, setSending] = useState(false);
  const focusOnFailure = useFocusOnFailure(formRef);
  // Prerendered, the form shows but cannot be sent until the island runs.
  const hydrated = useHydrated();
  const identity = signedInIdentity(useStore($auth));
  const name = hydrated ? identity?.name : undefined;
  const email = hydrated ? identity?.email : undefined;
  // A signed-in customer's name and email go into empty fields (never over what was typed), again after each comment.
  const fillIdentity = useCallback(
    (form: HTMLFormElement) => {
      for (const [field, value] of [['name', name], ['email', email]] as const) {
        const input = form.elements.namedItem(field);
        if (value && input instanceof HTMLInputElement && input.value === '') input.value = value;
      }
    },
    [name, email],
  );
  useEffect(() => {
    if (formRef.current) fillIdentity(formRef.current);
  }, [fillIdentity]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || !hydrated) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const field = (name: string) => String(data.get(name) ?? '');
    const blank = blankFields({ comment: field('comment'), name: field('name'), email: field('email') }, COMMENT_REQUIRED);
    if (blank.comment || blank.name || blank.email) {
      setErrors(blank);
      setAlert(null);
      focusOnFailure();
      return;
    }
    setSending(true);
    setErrors({});
    setAlert(null);
    const result = await contentApi.addComment(slug, {
      comment: field('comment'),
      name: field('name').trim(),
      email: field('email').trim(),
      web: field('web').trim(),
    });
    setSending(false);
    if (result.ok) {
      form.reset();
      fillIdentity(form);
      onCommented(result.data.comment);
      return;
    }
    const { error } = result;
    const fieldErrors = {
      comment: firstFieldError(error, 'comment'),
      name: firstFieldError(error, 'name'),
      email: firstFieldError(error, 'email'),
      web: firstFieldError(error, 'web'),
    };
    if (fieldErrors.comment || fieldErrors.name || fieldErrors.email || fieldErrors.web) setErrors(fieldErrors);
    else setAlert(apiErrorMessage(error, error.kind === 'network' ? 'Your comment was not sent.' : undefined));
    focusOnFailure();
  }

  const clearError = (field: keyof CommentErrors) => () => {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <form ref={formRef} className="comment-form" noValidate onSubmit={submit} aria-labelledby="comment-form-title">
      <h3 id="comment-form-title">Leave a comment</h3>
      <p className="comment-form-note">We will not publish your email address. Required fields are marked*</p>
      <FormAlert message={alert} />
      <TextAreaField id="comment-text" name="comment" label="Comment" required error={errors.comment} onInput={clearError('comment')} />
      <div className="form-grid comment-form-people">
        <TextField id="comment-name" name="name" label="Name *" autoComplete="name" required error={errors.name} onInput={clearError('name')} />
        <TextField
          id="comment-email"
          name="email"
          label="Email *"
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
        label="Web"
        type="url"
        inputMode="url"
        autoComplete="url"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.web}
        onInput={clearError('web')}
      />
      <button type="submit" className="form-button" disabled={sending || !hydrated}>
        SAVE
      </button>
    </form>
  );
}
