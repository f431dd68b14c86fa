import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * After a failed submit, moves focus to the first invalid field of the form,
 * or to its form-wide alert when no single field is at fault. Call the returned
 * function in the same update that sets the errors; focus moves once they render.
 */
export function useFocusOnFailure(formRef: RefObject<HTMLFormElement | null>): () => void {
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    const form = formRef.current;
    if (!form) return;
    const target = form.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form.querySelector<HTMLElement>('[data-form-alert]');
    target?.focus();
  }, [request, formRef]);
  return useCallback(() => setRequest((n) => n + 1), []);
}
