import type { TextareaHTMLAttributes } from 'react';
import { FieldError } from '#ui/FieldError.tsx';

type MessageFieldProps = Pick<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onInput' | 'rows'> & {
  /** The textarea's id; its error is `${id}-error`. */
  id: string;
  name: string;
  label: string;
  error?: string | undefined;
  required?: boolean;
};

/** TextField's twin for longer text: a labelled, uncontrolled textarea with its error under it. */
export function MessageField({ id, name, label, error, required = false, rows = 6, ...textarea }: MessageFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="form-field message-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...textarea}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
