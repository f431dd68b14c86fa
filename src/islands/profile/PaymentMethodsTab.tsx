import { orderApi } from '../../lib/api/islands/orders.ts';
import { describeApiError } from '../../lib/api/result.ts';
import { Spinner } from '../shared/Spinner.tsx';
import { ErrorNotice } from '../shared/ErrorNotice.tsx';
import { useAccountData } from './useAccountData.ts';

/** The ways the shop takes payment, by name. */
export function PaymentMethodsTab({ token }: { token: string }) {
  const { state, reload } = useAccountData(() => orderApi.paymentMethods(token), [token]);
  return (
    <section aria-labelledby="profile-payment-heading">
      <h2 id="profile-payment-heading">Payment Method</h2>
      {state.status === 'loading' && <Spinner label="Loading payment methods…" />}
      {state.status === 'failed' && <ErrorNotice message={`Payment methods could not be loaded. ${describeApiError(state.error)}`} onRetry={reload} />}
      {state.status === 'ready' &&
        (state.data.data.length === 0 ? (
          <p className="profile-empty">No payment methods are available.</p>
        ) : (
          <ul className="profile-list">
            {state.data.data.map((method) => (
              <li key={method.payment_method}>{method.name}</li>
            ))}
          </ul>
        ))}
    </section>
  );
}
