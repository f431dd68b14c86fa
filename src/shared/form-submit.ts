/**
 * The sequence every form island follows when it is sent, in one place: read
 * and check the fields; if any is wrong, say so under it and go no further;
 * otherwise send, busy meanwhile. Success is the form's own business. A 401 on
 * a signed-in form means the sign-in expired (off to /login, still busy); any
 * other refusal shows the server's messages under their fields, or one
 * form-wide alert when no field is at fault; focus then moves to the first
 * problem. Pure (the screen is reached through `FormScreen`), so it is tested
 * without React; useFormSubmit.ts is the thin hook over it.
 */
import { firstFieldError, signInExpired, type ApiError, type ApiResult } from '#shared/api/result.ts';
import { apiErrorMessage, type ErrorNoticeContent } from '#shared/api/api-error-message.ts';

export type FieldErrors<Field extends string> = { [F in Field]?: string | undefined };

export type FormSpec<Input, Data, Field extends string> = {
  /** The values to send, and the problems found before sending (none: send). */
  read: (data: FormData) => { input: Input; errors: FieldErrors<Field> };
  send: (input: Input) => Promise<ApiResult<Data>>;
  /** The server's refusal, field by field (usually its 422 messages). */
  serverErrors: (error: ApiError) => FieldErrors<Field>;
  /** The form-wide alert when no field is at fault; apiErrorMessage unless the form words it itself. */
  alert?: (error: ApiError) => ErrorNoticeContent;
  /** Anything else a refusal does, before it is shown (a toast). */
  onRefused?: (error: ApiError) => void;
  onSuccess: (data: Data) => void;
  /** Sent with the shopper's token: a 401 means the sign-in expired. */
  signedIn?: boolean;
  /** Success goes to another page: the form stays busy until it is gone. */
  leavesPage?: boolean;
};

/** What the sequence changes on screen; the hook backs each with React state. */
export type FormScreen<Field extends string> = {
  showErrors: (errors: FieldErrors<Field>) => void;
  showAlert: (alert: ErrorNoticeContent | null) => void;
  setBusy: (busy: boolean) => void;
  focusFirstProblem: () => void;
  sessionExpired: () => void;
};

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some(Boolean);
}

export async function submitForm<Input, Data, Field extends string>(
  spec: FormSpec<Input, Data, Field>,
  data: FormData,
  screen: FormScreen<Field>,
): Promise<void> {
  const { input, errors } = spec.read(data);
  screen.showAlert(null);
  screen.showErrors(errors);
  if (hasErrors(errors)) {
    screen.focusFirstProblem();
    return;
  }
  screen.setBusy(true);
  const result = await spec.send(input);
  if (result.ok) {
    if (!spec.leavesPage) screen.setBusy(false);
    spec.onSuccess(result.data);
    return;
  }
  const { error } = result;
  if (spec.signedIn && signInExpired(error)) {
    screen.sessionExpired();
    return;
  }
  spec.onRefused?.(error);
  const fieldErrors = spec.serverErrors(error);
  screen.showErrors(fieldErrors);
  screen.showAlert(hasErrors(fieldErrors) ? null : (spec.alert ?? apiErrorMessage)(error));
  screen.setBusy(false);
  screen.focusFirstProblem();
}

/** The server's first message for each of the fields (a 422); none for any other failure. */
export function serverFieldErrors<Field extends string>(fields: readonly Field[]): (error: ApiError) => FieldErrors<Field> {
  return (error) => {
    const errors: FieldErrors<Field> = {};
    for (const field of fields) {
      const message = firstFieldError(error, field);
      if (message) errors[field] = message;
    }
    return errors;
  };
}
