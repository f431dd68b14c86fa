import { describeError } from '#shared/api/result.ts';
import type { ShippingMethod } from '#shared/api/schemas/orders.ts';
import { formatTaka, toPaisa } from '#shared/money.ts';
import { checkout as messages } from '#shared/i18n/messages/checkout.ts';
import { ErrorNotice } from '#ui/ErrorNotice.tsx';
import { useLocale, useMessages } from '#ui/locale.tsx';
import { Spinner } from '#ui/Spinner.tsx';
import type { LoadState } from '#ui/load-sequence.ts';
import { shippingName } from '#shared/i18n/method-names.ts';

type Props = {
  methods: LoadState<ShippingMethod[]>;
  chosen: string | null;
  onToggle: (method: ShippingMethod) => void;
  onRetry: () => void;
};

/** Shipping methods as toggle buttons: pressing the chosen one again clears it. */
export function ShippingChoice({ methods, chosen, onToggle, onRetry }: Props) {
  const locale = useLocale();
  const t = useMessages(messages);
  return (
    <section className="checkout-box method-choice" aria-labelledby="shipping-heading">
      <h2 id="shipping-heading">{t.shippingHeading}</h2>
      {methods.status === 'loading' && <Spinner label={t.shippingLoading} />}
      {methods.status === 'failed' && <ErrorNotice message={describeError(methods.error, locale)} onRetry={onRetry} />}
      {methods.status === 'ready' && (
        <ul className="choices" role="list">
          {methods.data.map((method) => (
            <li key={method.shipping_method}>
              <button
                type="button"
                className="choice-button"
                aria-pressed={chosen === method.shipping_method}
                onClick={() => onToggle(method)}
              >
                <span>{shippingName(method, locale)}</span>
                <span>{toPaisa(method.shipping_cost) === 0 ? t.free : formatTaka(toPaisa(method.shipping_cost), locale)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
