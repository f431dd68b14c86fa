import { FieldError } from '#ui/FieldError.tsx';

type TextAreaFieldProps = {
  /** The textarea's id; its error is `${id}-error`. */
  id: string;
  name: string;
  label: string;
  error?: string | undefined;
  required?: boolean;
  rows?: number;
  onInput?: () => void;
};

/**
 * A labelled textarea with its error under it (aria-invalid, aria-describedby),
 * uncontrolled like TextField so typed text survives a failed send. A required
 * field's label ends with a "*" that screen readers skip (aria-required says it).
 */
export function TextAreaField({ id, name, label, error, required = false, rows = 5, onInput }: TextAreaFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onInput={onInput}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
