import { useRef, useState, type SubmitEvent } from 'react';
import { sessionExpired } from '#shared/session/auth-store.ts';
import { apiErrorMessage, type ErrorNoticeContent } from '#shared/api/api-error-message.ts';
import { submitForm, type FieldErrors, type FormSpec } from '#shared/form-submit.ts';
import { useFocusOnFailure } from './useFocusOnFailure.ts';
import { useLocale } from './locale.tsx';
import { serverMessage } from '#shared/api/server-messages.ts';
import type { ApiError } from '#shared/api/result.ts';

/** A FormSpec whose success also gets the form (to reset it, to clear the password boxes). */
type FormIslandSpec<Input, Data, Field extends string> = Omit<FormSpec<Input, Data, Field>, 'onSuccess'> & {
  onSuccess: (data: Data, form: HTMLFormElement) => void;
};

/**
 * A form island's state for submitForm: attach `formRef` and `onSubmit` to the
 * form; show `errors` under the fields, `alert` above them, `busy` on the button.
 * `ready` false (not hydrated, Terms not ticked) means the form cannot be sent yet.
 * The server's messages are said in the interface's language (server-messages.ts).
 */
export function useFormSubmit<Input, Data, Field extends string>(spec: FormIslandSpec<Input, Data, Field>, ready = true) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [alert, setAlert] = useState<ErrorNoticeContent | null>(null);
  const [busy, setBusy] = useState(false);
  // Also a ref: a second click before the busy render must not send twice.
  const sending = useRef(false);
  const focusFirstProblem = useFocusOnFailure(formRef);
  const locale = useLocale();
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

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current || !ready) return;
    const form = event.currentTarget;
    void submitForm({ ...spec, serverErrors, alert: sayAlert, onSuccess: (data) => spec.onSuccess(data, form) }, new FormData(form), {
      showErrors: setErrors,
      showAlert: setAlert,
      setBusy: (next) => {
        sending.current = next;
        setBusy(next);
      },
      focusFirstProblem,
      sessionExpired,
    });
  }

  /** For a field's onInput: its error goes once the shopper changes it. */
  const clearError = (field: Field) => () => {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return { formRef, errors, alert, busy, onSubmit, clearError };
}
