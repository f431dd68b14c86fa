import { useEffect, useRef } from 'react';

/** The "done" state: the specification's thank-you line and a way back to an empty form. */
export function ContactThanks({ onSendAnother }: { onSendAnother: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the shopper was in has gone: put focus on what replaced it.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="auth-card contact-thanks">
      <h2 ref={headingRef} tabIndex={-1} className="form-lead">
        Thank you for contact with us.
      </h2>
      <p className="form-aside">We have your message and will reply by email or phone.</p>
      <button type="button" className="form-button" onClick={onSendAnother}>
        Send another message
      </button>
    </div>
  );
}
