import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * After a failed submit, moves focus to the first invalid field of the form (or of
 * the part of the page `rootRef` holds), or else to its alert (`alert` picks which,
 * where the page has others). Call the returned function in the same update that
 * sets the errors; focus moves once they render.
 */
export function useFocusOnFailure(rootRef: RefObject<HTMLElement | null>, alert = '[data-form-alert]'): () => void {
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    const root = rootRef.current;
    if (!root) return;
    const target = root.querySelector<HTMLElement>('[aria-invalid="true"]') ?? root.querySelector<HTMLElement>(alert);
    target?.focus();
  }, [request, rootRef, alert]);
  return useCallback(() => setRequest((n) => n + 1), []);
}
