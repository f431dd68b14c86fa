/**
 * The sequence every form island follows when it is sent, in one place: read
 * and check the fields; if any is wrong, say so under it and go no further;
 * otherwise send, busy meanwhile. Success is the form's own business. A 401 on
 * a signed-in form means the sign-in expired (off to /login, still busy); any
 * other refusal shows the server's messages under their fields, or one
 * form-wide alert when no field is at fault; focus then moves to the first
 * problem. Pure (the screen is reached through `FormScreen`), so it is tested
 * without React; src/ui/useSubmit.ts is the thin hook over it (useFormSubmit.ts for a <form>).
 */
import { firstFieldError, signInExpired, type ApiError, type ApiResult } from '#shared/api/result.ts';
import { apiErrorMessage, type ErrorNoticeContent } from '#shared/api/api-error-message.ts';

export type FieldErrors<Field extends string> = { [F in Field]?: string | undefined };

/** How one submission is sent and its answer shown; a form's (FormSpec) also reads its fields. */
export type SubmitSpec<Input, Data, Field extends string, Alert extends ErrorNoticeContent = ErrorNoticeContent> = {
  send: (input: Input) => Promise<ApiResult<Data>>;
  /** The server's refusal, field by field (usually its 422 messages). */
  serverErrors: (error: ApiError) => FieldErrors<Field>;
  /** The form-wide alert; apiErrorMessage unless the form words it itself; null says nothing more. */
  alert?: (error: ApiError) => Alert | null;
  /**
   * The alert shows beside the fields' messages too, not only when no field is at fault (the
   * checkout's order problem lists what no field holds: a book out of stock, a changed price).
   */
  alertWithFieldErrors?: boolean;
  /** Anything else a refusal does, before it is shown (a toast). */
  onRefused?: (error: ApiError) => void;
  onSuccess: (data: Data) => void;
  /** Sent with the shopper's token: a 401 means the sign-in expired. */
  signedIn?: boolean;
  /** Success goes to another page: the form stays busy until it is gone. */
  leavesPage?: boolean;
};

/** What a form sends, and the problems found before sending (none: send). */
export type Checked<Input, Field extends string> = { input: Input; errors: FieldErrors<Field> };

export type FormSpec<Input, Data, Field extends string, Alert extends ErrorNoticeContent = ErrorNoticeContent> = SubmitSpec<
  Input,
  Data,
  Field,
  Alert
> & {
  /** The values to send, and the problems found before sending (none: send). */
  read: (data: FormData) => Checked<Input, Field>;
};

/** What the sequence changes on screen; the hook backs each with React state. */
export type FormScreen<Field extends string, Alert extends ErrorNoticeContent = ErrorNoticeContent> = {
  showErrors: (errors: FieldErrors<Field>) => void;
  showAlert: (alert: Alert | null) => void;
  setBusy: (busy: boolean) => void;
  focusFirstProblem: () => void;
  sessionExpired: () => void;
};

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some(Boolean);
}

/**
 * The sequence from the checked values on: a form's (useFormSubmit reads its fields first) and
 * the checkout's Place order, whose values are the page's choices rather than one form's fields.
 */
export async function submitChecked<Input, Data, Field extends string, Alert extends ErrorNoticeContent = ErrorNoticeContent>(
  spec: SubmitSpec<Input, Data, Field, Alert>,
  { input, errors }: Checked<Input, Field>,
  screen: FormScreen<Field, Alert>,
): Promise<void> {
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
  const alertShows = spec.alertWithFieldErrors === true || !hasErrors(fieldErrors);
  // The default alert is an ErrorNoticeContent; a form with its own Alert type words every alert itself.
  screen.showAlert(alertShows ? (spec.alert ? spec.alert(error) : (apiErrorMessage(error) as Alert)) : null);
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
