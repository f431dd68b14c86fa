import { useState } from 'react';
import { contentApi } from '#shared/api/islands/content.ts';
import { serverFieldErrors } from '#shared/form-submit.ts';
import { FormAlert } from '#ui/FormAlert.tsx';
import { TextField } from '#ui/TextField.tsx';
import { useFormSubmit } from '#ui/useFormSubmit.ts';
import { useHydrated } from '#ui/useHydrated.ts';
import { CONTACT_FIELDS, contactErrors, contactInput, type ContactField } from './contact-message.ts';
import { ContactThanks } from './ContactThanks.tsx';
import { MessageField } from './MessageField.tsx';
import type { Locale } from '#shared/i18n/locale.ts';
import { contact } from '#shared/i18n/messages/contact.ts';
import { LocaleProvider, useLocale, useMessages } from '#ui/locale.tsx';

/**
 * Contact Us: six required fields sent to the content API. Missing fields are
 * named on the client with the server's own words; the server's 422 messages
 * appear under their fields; any other failure keeps the text and says why.
 */
export function ContactForm({ locale = 'en' }: { locale?: Locale }) {
  const [sent, setSent] = useState(false);
  return (
    <LocaleProvider locale={locale}>
      {sent ? <ContactThanks onSendAnother={() => setSent(false)} /> : <ContactMessageForm onSent={() => setSent(true)} />}
    </LocaleProvider>
  );
}

function ContactMessageForm({ onSent }: { onSent: () => void }) {
  const hydrated = useHydrated();
  const locale = useLocale();
  const t = useMessages(contact);
  const { formRef, errors, alert, busy, onSubmit, clearError } = useFormSubmit({
    read: (data) => {
      const input = contactInput(data);
      return { input, errors: contactErrors(input, locale) };
    },
    send: contentApi.contact,
    serverErrors: serverFieldErrors(CONTACT_FIELDS),
    onSuccess: onSent,
  });
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
      onSubmit={onSubmit}
      aria-labelledby="contact-form-heading"
      aria-busy={busy || undefined}
    >
      <h2 id="contact-form-heading" className="form-lead">
        {t.writeToUs}
      </h2>
      <p className="form-aside">{t.allRequired}</p>
      <FormAlert message={alert} />
      <div className="form-grid">
        <TextField {...field('firstname')} label={t.firstname} autoComplete="given-name" />
        <TextField {...field('lastname')} label={t.lastname} autoComplete="family-name" />
        <TextField {...field('email')} label={t.emailAddress} type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />
        <TextField {...field('phone')} label={t.phoneNumber} type="tel" autoComplete="tel" inputMode="tel" />
      </div>
      <TextField {...field('subject')} label={t.subject} />
      <MessageField {...field('message')} label={t.message} />
      <button type="submit" className="form-button" disabled={!hydrated || busy}>
        {busy ? t.saving : t.save}
      </button>
    </form>
  );
}
