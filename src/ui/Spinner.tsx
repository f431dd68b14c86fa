import { forms } from '#shared/i18n/messages/forms.ts';
import { useMessages } from './locale.tsx';

/** A loading indicator announced to screen readers; "Loading…" in the interface's language unless told what loads. */
export function Spinner({ label }: { label?: string }) {
  const t = useMessages(forms);
  return (
    <p className="spinner" role="status">
      <span className="spinner-ring" aria-hidden="true" />
      <span>{label ?? t.loading}</span>
    </p>
  );
}
