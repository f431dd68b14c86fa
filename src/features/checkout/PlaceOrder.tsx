import { checkout as messages } from '#shared/i18n/messages/checkout.ts';
import { ErrorNotice } from '#ui/ErrorNotice.tsx';
import { useMessages } from '#ui/locale.tsx';
import type { OrderProblem } from './order-refusal.ts';

type Props = {
  hint: string;
  submitting: boolean;
  problem: OrderProblem | null;
  onPlace: () => void;
  onReloadPrices: () => void;
};

/** The Place order button, what is still missing, and what went wrong on the last try. */
export function PlaceOrder({ hint, submitting, problem, onPlace, onReloadPrices }: Props) {
  const t = useMessages(messages);
  return (
    <div className="place-order">
      {problem && (
        <ErrorNotice message={problem.message} onRetry={problem.retryable ? onPlace : undefined} busy={submitting}>
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
