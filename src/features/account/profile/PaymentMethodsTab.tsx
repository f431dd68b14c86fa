import { orderApi } from '#shared/api/islands/orders.ts';
import { profile } from '#shared/i18n/messages/profile.ts';
import { describeError } from '#shared/api/result.ts';
import { useLocale } from '#ui/locale.tsx';
import { Spinner } from '#ui/Spinner.tsx';
import { ErrorNotice } from '#ui/ErrorNotice.tsx';
import { useAccountData } from './useAccountData.ts';
import { paymentName } from '#shared/i18n/method-names.ts';

/** The ways the shop takes payment, by name. */
export function PaymentMethodsTab({ token }: { token: string }) {
  const locale = useLocale();
  const t = profile[locale];
  const { state, reload } = useAccountData(() => orderApi.paymentMethods(token), [token]);
  return (
    <section aria-labelledby="profile-payment-heading">
      <h2 id="profile-payment-heading">{t.tabPayment}</h2>
      {state.status === 'loading' && <Spinner label={t.loadingPayment} />}
      {state.status === 'failed' && <ErrorNotice message={`${t.paymentFailed} ${describeError(state.error, locale)}`} onRetry={reload} />}
      {state.status === 'ready' &&
        (state.data.data.length === 0 ? (
          <p className="profile-empty">{t.noPayment}</p>
        ) : (
          <ul className="profile-list">
            {state.data.data.map((method) => (
              <li key={method.payment_method}>{paymentName(method, locale)}</li>
            ))}
          </ul>
        ))}
    </section>
  );
}
