import type { ReactNode, Ref } from 'react';
import { forms } from '#shared/i18n/messages/forms.ts';
import { useMessages } from './locale.tsx';

type Props = {
  message: string;
  /**
   * Shown as a Retry button when given: the same call again, with what the
   * shopper typed kept. 'submit' makes it a submit button of the form it sits
   * in, which sends the form again exactly as filled in.
   */
  onRetry?: (() => void) | 'submit' | undefined;
  /** While a retry is on its way the button waits. */
  busy?: boolean | undefined;
  /** Anything more the notice needs (a list of problems, another action). */
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
};

/**
 * The one way an island says a call failed: announced at once (role alert),
 * focusable so a failed action can move focus to it, and with a Retry that
 * does the same thing again. Used by every island; do not copy it.
 */
export function ErrorNotice({ message, onRetry, busy, children, ref }: Props) {
  const t = useMessages(forms);
  return (
    <div className="form-alert error-notice" role="alert" tabIndex={-1} ref={ref} data-form-alert>
      <p>{message}</p>
      {children}
      {onRetry === 'submit' && (
        <button type="submit" className="retry-button" disabled={busy}>
          {t.retry}
        </button>
      )}
      {typeof onRetry === 'function' && (
        <button type="button" className="retry-button" onClick={onRetry} disabled={busy}>
          {t.retry}
        </button>
      )}
    </div>
  );
}
