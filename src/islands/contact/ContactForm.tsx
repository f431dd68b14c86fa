import { useRef, useState, type FormEvent } from 'react';
import { firstFieldError } from '../../lib/api/result.ts';
import { contentApi } from '../../lib/api/islands/content.ts';
import { apiErrorMessage, type ErrorNoticeContent } from '../shared/api-error-message.ts';
import { FormAlert } from '../shared/FormAlert.tsx';
import { TextField } from '../shared/TextField.tsx';
import { useFocusOnFailure } from '../shared/useFocusOnFailure.ts';
import { useHydrated } from '../shared/useHydrated.ts';
import { CONTACT_FIELDS, contactErrors, contactInput, type ContactErrors, type ContactField } from './contact-message.ts';
import { ContactThanks } from './ContactThanks.tsx';
import { MessageField } from './MessageField.tsx';

/**
 * Contact Us: six required fields sent to the content API. Missing fields are
 * named on the client with the server's own words; the server's 422 messages
 * appear under their fields; any other failure keeps the text and says why.
 */
export function ContactForm() {
  const [sent, setSent] = useState(false);
  if (sent) return <ContactThanks onSendAnother={() => setSent(false)} />;
  return <ContactMessageForm onSent={() => setSent(true)} />;
}

function ContactMessageForm({ onSent }: { onSent: () => void }) {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [alert, setAlert] = useState<ErrorNoticeContent | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const focusOnFailure = useFocusOnFailure(formRef);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const input = contactInput(new FormData(event.currentTarget));
    setAlert(null);
    const problems = contactErrors(input);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      focusOnFailure();
      return;
    }
    setErrors({});
    setSubmitting(true);
    const result = await contentApi.contact(input);
    if (result.ok) {
      onSent();
      return;
    }
    const serverErrors: ContactErrors = {};
    for (const field of CONTACT_FIELDS) {
      const message = firstFieldError(result.error, field);
      if (message) serverErrors[field] = message;
    }
    setErrors(serverErrors);
    if (Object.keys(serverErrors).length === 0) setAlert(apiErrorMessage(result.error));
    setSubmitting(false);
    focusOnFailure();
  }

  const clearError = (field: ContactField) => () => {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const field = (name: ContactField) => ({
    id: `contact-${name}`,
    name,
    required: true,
    error: errors[name],
    onInput: clearError(name),
  });

  return (
    <form
      ref={formRef}
      className="auth-card contact-form"
      noValidate
      onSubmit={submit}
      aria-labelledby="contact-form-heading"
      aria-busy={submitting || undefined}
    >
      <h2 id="contact-form-heading" className="form-lead">
        Write to us
      </h2>
      <p className="form-aside">All fields are required.</p>
      <FormAlert message={alert} />
      <div className="form-grid">
        <TextField {...field('firstname')} label="First Name" autoComplete="given-name" />
        <TextField {...field('lastname')} label="Last Name" autoComplete="family-name" />
        <TextField
          {...field('email')}
          label="Email Address"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextField {...field('phone')} label="Phone" type="tel" autoComplete="tel" inputMode="tel" />
      </div>
      <TextField {...field('subject')} label="Subject" />
      <MessageField {...field('message')} label="Message" />
      <button type="submit" className="form-button" disabled={!hydrated || submitting}>
        {submitting ? 'Saving…' : 'SAVE'}
      </button>
    </form>
  );
}
