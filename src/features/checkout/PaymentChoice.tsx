import { describeError } from '#shared/api/result.ts';
import type { PaymentMethod } from '#shared/api/schemas/orders.ts';
import type { LoadState } from '#ui/load-sequence.ts';
import { checkout as messages } from '#shared/i18n/messages/checkout.ts';
import { ErrorNotice } from '#ui/ErrorNotice.tsx';
import { useLocale, useMessages } from '#ui/locale.tsx';
import { Spinner } from '#ui/Spinner.tsx';
import { paymentName, paymentNote } from '#shared/i18n/method-names.ts';

type Props = { methods: LoadState<PaymentMethod[]>; chosen: string | null; onToggle: (method: string) => void; onRetry: () => void };

/** Payment methods as toggle buttons: pressing the chosen one again clears it. */
export function PaymentChoice({ methods, chosen, onToggle, onRetry }: Props) {
  const locale = useLocale();
  const t = useMessages(messages);
  return (
    <section className="checkout-box method-choice" aria-labelledby="payment-heading">
      <h2 id="payment-heading">{t.paymentHeading}</h2>
      {methods.status === 'loading' && <Spinner label={t.paymentLoading} />}
      {methods.status === 'failed' && <ErrorNotice message={describeError(methods.error, locale)} onRetry={onRetry} />}
      {methods.status === 'ready' && (
        <ul className="choices" role="list">
          {methods.data.map((method) => (
            <li key={method.payment_method}>
              <button
                type="button"
                className="choice-button"
                aria-pressed={chosen === method.payment_method}
                onClick={() => onToggle(method.payment_method)}
              >
                <span>{paymentName(method, locale)}</span>
                <span className="choice-note">{paymentNote(method, locale)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
