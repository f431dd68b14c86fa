import type { InputHTMLAttributes } from 'react';
import { FieldError } from './FieldError.tsx';

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'autoCapitalize' | 'spellCheck' | 'defaultValue' | 'onInput'
>;

type TextFieldProps = InputProps & {
  /** The input's id; its error is `${id}-error`. */
  id: string;
  name: string;
  label: string;
  /** The message shown under the input; the input is marked invalid while there is one. */
  error?: string | undefined;
  required?: boolean;
};

/**
 * A labelled input with its error under it, tied together for screen readers
 * (aria-invalid, aria-describedby). Uncontrolled: what the shopper typed stays
 * in the input whatever happens to the form, even before the island hydrates.
 */
export function TextField({ id, name, label, error, required = false, type = 'text', ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
