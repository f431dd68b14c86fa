import { orderApi } from '#shared/api/islands/orders.ts';
import { pathInLocale } from '#shared/i18n/locale.ts';
import { profile } from '#shared/i18n/messages/profile.ts';
import { formatTaka, toPaisa } from '#shared/money.ts';
import { longDate } from '#shared/text.ts';
import { describeError } from '#shared/api/result.ts';
import { useLocale } from '#ui/locale.tsx';
import { Spinner } from '#ui/Spinner.tsx';
import { ErrorNotice } from '#ui/ErrorNotice.tsx';
import { OrderDetail } from './OrderDetail.tsx';
import { useAccountData } from './useAccountData.ts';

type OrdersTabProps = { token: string; openOrder: number | null; showOrder: (id: number | null) => void };

/** The customer's orders; View opens one (kept in the URL as &order=), Back returns here. */
export function OrdersTab({ token, openOrder, showOrder }: OrdersTabProps) {
  if (openOrder !== null) return <OrderDetail token={token} id={openOrder} back={() => showOrder(null)} />;
  return <OrderList token={token} view={showOrder} />;
}

function OrderList({ token, view }: { token: string; view: (id: number) => void }) {
  const locale = useLocale();
  const t = profile[locale];
  const { state, reload } = useAccountData(() => orderApi.orders(token), [token]);
  return (
    <section aria-labelledby="profile-orders-heading">
      <h2 id="profile-orders-heading">{t.tabOrders}</h2>
      {state.status === 'loading' && <Spinner label={t.loadingOrders} />}
      {state.status === 'failed' && <ErrorNotice message={`${t.ordersFailed} ${describeError(state.error, locale)}`} onRetry={reload} />}
      {state.status === 'ready' && state.data.data.length === 0 && (
        <div className="profile-empty">
          <p>{t.noOrders}</p>
          <a href={pathInLocale('/books/', locale)}>{t.browseBooks}</a>
        </div>
      )}
      {state.status === 'ready' && state.data.data.length > 0 && (
        <div className="profile-table-wrap">
          <table className="profile-table">
            <thead>
              <tr>
                <th scope="col">{t.order}</th>
                <th scope="col">{t.date}</th>
                <th scope="col">{t.status}</th>
                <th scope="col">{t.total}</th>
                <th scope="col">
                  <span className="visually-hidden">{t.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {state.data.data.map((order) => (
                <tr key={order.id}>
                  <th scope="row" data-label={t.order}>
                    {t.orderNumber(order.id)}
                  </th>
                  <td data-label={t.date}>{longDate(order.created_at, locale)}</td>
                  <td data-label={t.status} className="profile-status">
                    {t.orderState(order.status)}
                  </td>
                  <td data-label={t.total}>{formatTaka(toPaisa(order.total), locale)}</td>
                  <td>
                    <button type="button" className="form-button small" onClick={() => view(order.id)} aria-label={t.viewOrder(order.id)}>
                      {t.view}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
