import { useRef, useState } from 'react';
import { sessionExpired } from '#shared/session/auth-store.ts';
import type { ErrorNoticeContent } from '#shared/api/api-error-message.ts';
import { submitChecked, type Checked, type FieldErrors, type SubmitSpec } from '#shared/form-submit.ts';

/**
 * A submission's state for submitChecked (the one submit sequence, #shared/form-submit.ts): the
 * fields' `errors`, the `alert`, `busy`. `submit` sends the checked values once at a time: a
 * second click before the busy render does not send twice. useFormSubmit builds a <form>'s on
 * it; the checkout's Place order, whose choices are spread over the page, uses it directly.
 */
export function useSubmit<Input, Data, Field extends string, Alert extends ErrorNoticeContent = ErrorNoticeContent>(
  spec: SubmitSpec<Input, Data, Field, Alert>,
  focusFirstProblem: () => void,
) {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [alert, setAlert] = useState<Alert | null>(null);
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);

  function submit(checked: Checked<Input, Field>): void {
    if (sending.current) return;
    void submitChecked(spec, checked, {
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

  return { errors, setErrors, alert, setAlert, busy, submit };
}
