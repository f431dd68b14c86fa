import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { profile } from '#shared/i18n/messages/profile.ts';
import { useMessages } from '#ui/locale.tsx';

type ConfirmDialogProps = {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  confirm: () => void;
  /** Called when the shopper cancels: the Cancel button, Escape. */
  cancel: () => void;
  /** Where the focus goes back to when the dialog closes (the button that opened it). */
  returnFocus: () => HTMLElement | null;
};

/**
 * A modal confirmation on the native <dialog> (showModal makes the page behind
 * it inert). Cancel takes the focus first, so Enter never deletes by accident;
 * Tab and Shift+Tab cycle inside; Escape cancels; closing puts the focus back
 * on the opener.
 */
export function ConfirmDialog({ title, children, confirmLabel, busyLabel, busy, confirm, cancel, returnFocus }: ConfirmDialogProps) {
  const t = useMessages(profile);
  const dialog = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    cancelButton.current?.focus();
    return () => {
      if (element.open) element.close();
      returnFocus()?.focus();
    };
    // Opens once per mount; the parent unmounts it to close.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- opens once per mount; the parent unmounts it to close
  }, []);

  function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>('button:not(:disabled)')];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby={titleId}
      onKeyDown={trapTab}
      onCancel={(event) => {
        // Escape: let React unmount it, so the focus goes back through one path.
        event.preventDefault();
        if (!busy) cancel();
      }}
    >
      <h3 id={titleId}>{title}</h3>
      {children}
      <div className="confirm-actions">
        <button ref={cancelButton} type="button" className="form-button secondary" onClick={cancel} disabled={busy}>
          {t.cancel}
        </button>
        <button type="button" className="form-button danger" onClick={confirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
