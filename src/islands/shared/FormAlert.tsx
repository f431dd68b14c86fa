import type { Ref } from 'react';

/**
 * A form-wide message (wrong password, network failure): announced at once and
 * focusable, so a failed submit can move focus to it. Stays until the next try,
 * unlike a toast.
 */
export function FormAlert({ message, ref }: { message: string | null; ref?: Ref<HTMLParagraphElement> }) {
  if (!message) return null;
  return (
    <p className="form-alert" role="alert" tabIndex={-1} ref={ref} data-form-alert>
      {message}
    </p>
  );
}
