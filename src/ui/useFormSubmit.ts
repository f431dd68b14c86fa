import { useRef, type SubmitEvent } from 'react';
import { apiErrorMessage } from '#shared/api/api-error-message.ts';
import type { FieldErrors, FormSpec } from '#shared/form-submit.ts';
import { useSubmit } from './useSubmit.ts';
import { useFocusOnFailure } from './useFocusOnFailure.ts';
import { useLocale } from './locale.tsx';
import { serverMessage } from '#shared/api/server-messages.ts';
import type { ApiError } from '#shared/api/result.ts';

/** A FormSpec whose success also gets the form (to reset it, to clear the password boxes). */
type FormIslandSpec<Input, Data, Field extends string> = Omit<FormSpec<Input, Data, Field>, 'onSuccess'> & {
  onSuccess: (data: Data, form: HTMLFormElement) => void;
};

/**
 * A form island's state for the one submit sequence (useSubmit): attach `formRef` and `onSubmit` to the
 * form; show `errors` under the fields, `alert` above them, `busy` on the button.
 * `ready` false (not hydrated, Terms not ticked) means the form cannot be sent yet.
 * The server's messages are said in the interface's language (server-messages.ts).
 */
export function useFormSubmit<Input, Data, Field extends string>(spec: FormIslandSpec<Input, Data, Field>, ready = true) {
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstProblem = useFocusOnFailure(formRef);
  const locale = useLocale();
  const form = useRef<HTMLFormElement | null>(null);
  const serverErrors = (error: ApiError): FieldErrors<Field> => {
    const errors = spec.serverErrors(error);
    const said: FieldErrors<Field> = {};
    for (const field of Object.keys(errors) as Field[]) {
      const message = errors[field];
      if (message) said[field] = serverMessage(message, locale);
    }
    return said;
  };
  const sayAlert = spec.alert ?? ((error: ApiError) => apiErrorMessage(error, undefined, locale));
  const { errors, setErrors, alert, busy, submit } = useSubmit<Input, Data, Field>(
    {
      ...spec,
      serverErrors,
      alert: sayAlert,
      onSuccess: (data) => {
        if (form.current) spec.onSuccess(data, form.current);
      },
    },
    focusFirstProblem,
  );

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready) return;
    form.current = event.currentTarget;
    submit(spec.read(new FormData(event.currentTarget)));
  }

  /** For a field's onInput: its error goes once the shopper changes it. */
  const clearError = (field: Field) => () => {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return { formRef, errors, alert, busy, onSubmit, clearError };
}
