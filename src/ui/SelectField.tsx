import type { ChangeEvent } from 'react';
import type { Choice } from '#shared/address/address-form.ts';
import { FieldError } from './FieldError.tsx';

type SelectFieldProps = {
  /** The select's id; its error is `${id}-error`. */
  id: string;
  name: string;
  label: string;
  /** The first, empty choice ("Choose a division"). */
  prompt: string;
  choices: readonly Choice[];
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  autoComplete?: string;
};

/** A labelled choice with its error under it, tied together for screen readers like TextField's. */
export function SelectField({
  id,
  name,
  label,
  prompt,
  choices,
  value,
  onChange,
  error,
  required = false,
  autoComplete,
}: SelectFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.currentTarget.value)}
      >
        <option value="">{prompt}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
