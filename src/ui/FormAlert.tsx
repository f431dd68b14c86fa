import type { Ref } from 'react';
import type { ErrorNoticeContent } from '#shared/api/api-error-message.ts';
import { ErrorNotice } from './ErrorNotice.tsx';

/**
 * A form-wide message (wrong password, network failure): an ErrorNotice,
 * announced at once and focusable, so a failed submit can move focus to it.
 * Stays until the next try, unlike a toast. When the failure may pass
 * (network, timeout, 5xx) it carries Retry, which sends the form again as
 * typed: nothing the shopper entered is lost.
 */
export function FormAlert({ message, ref }: { message: string | ErrorNoticeContent | null; ref?: Ref<HTMLDivElement> }) {
  if (!message) return null;
  const content = typeof message === 'string' ? { message, retryable: false } : message;
  return <ErrorNotice message={content.message} onRetry={content.retryable ? 'submit' : undefined} ref={ref} />;
}
