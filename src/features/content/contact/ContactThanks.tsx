import { useEffect, useRef } from 'react';
import { contact } from '#shared/i18n/messages/contact.ts';
import { useMessages } from '#ui/locale.tsx';

/** The "done" state: the specification's thank-you line and a way back to an empty form. */
export function ContactThanks({ onSendAnother }: { onSendAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const t = useMessages(contact);
  // The form the shopper was in has gone: put focus on what replaced it.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="auth-card contact-thanks">
      <h2 ref={headingRef} tabIndex={-1} className="form-lead">
        {t.thanks}
      </h2>
      <p className="form-aside">{t.thanksText}</p>
      <button type="button" className="form-button" onClick={onSendAnother}>
        {t.sendAnother}
      </button>
    </div>
  );
}
