import type { Ref } from 'react';
import { checkout as messages } from '#shared/i18n/messages/checkout.ts';
import { ErrorNotice } from '#ui/ErrorNotice.tsx';
import { useMessages } from '#ui/locale.tsx';

type Props = {
  hint: string;
  submitting: boolean;
  problem: { message: string; details: string[]; retry: boolean; reloadPrices: boolean } | null;
  onPlace: () => void;
  onReloadPrices: () => void;
  problemRef?: Ref<HTMLDivElement>;
};

/** The Place order button, what is still missing, and what went wrong on the last try. */
export function PlaceOrder({ hint, submitting, problem, onPlace, onReloadPrices, problemRef }: Props) {
  const t = useMessages(messages);
  return (
    <div className="place-order">
      {problem && (
        <ErrorNotice message={problem.message} onRetry={problem.retry ? onPlace : undefined} busy={submitting} ref={problemRef}>
          {problem.details.length > 0 && (
            <ul>
              {problem.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          )}
          {problem.reloadPrices && (
            <button type="button" className="link-button" onClick={onReloadPrices}>
              {t.reloadPrices}
            </button>
          )}
        </ErrorNotice>
      )}
      {hint && (
        <p className="form-notice" id="place-order-hint">
          {hint}
        </p>
      )}
      <button
        type="button"
        className="form-button place-order-button"
        disabled={hint !== '' || submitting}
        aria-describedby={hint ? 'place-order-hint' : undefined}
        onClick={onPlace}
      >
        {submitting ? t.placingOrder : t.placeOrder}
      </button>
    </div>
  );
}
