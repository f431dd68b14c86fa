import { orderApi } from '../../lib/api/islands/orders.ts';
import { describeApiError } from '../../lib/api/result.ts';
import { formatTaka, toPaisa } from '../../lib/money.ts';
import { longDate } from '../../lib/text.ts';
import { Spinner } from '../shared/Spinner.tsx';
import { ErrorNotice } from '../shared/ErrorNotice.tsx';
import { OrderDetail } from './OrderDetail.tsx';
import { useAccountData } from './useAccountData.ts';

type OrdersTabProps = { token: string; openOrder: number | null; showOrder: (id: number | null) => void };

/** The customer's orders; View opens one (kept in the URL as &order=), Back returns here. */
export function OrdersTab({ token, openOrder, showOrder }: OrdersTabProps) {
  if (openOrder !== null) return <OrderDetail token={token} id={openOrder} back={() => showOrder(null)} />;
  return <OrderList token={token} view={showOrder} />;
}

function OrderList({ token, view }: { token: string; view: (id: number) => void }) {
  const { state, reload } = useAccountData(() => orderApi.orders(token), [token]);
  return (
    <section aria-labelledby="profile-orders-heading">
      <h2 id="profile-orders-heading">Orders</h2>
      {state.status === 'loading' && <Spinner label="Loading your orders…" />}
      {state.status === 'failed' && <ErrorNotice message={`Your orders could not be loaded. ${describeApiError(state.error)}`} onRetry={reload} />}
      {state.status === 'ready' && state.data.data.length === 0 && (
        <div className="profile-empty">
          <p>You haven&apos;t placed any order yet.</p>
          <a href="/books/">Browse books</a>
        </div>
      )}
      {state.status === 'ready' && state.data.data.length > 0 && (
        <div className="profile-table-wrap">
          <table className="profile-table">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Date</th>
                <th scope="col">Status</th>
                <th scope="col">Total</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {state.data.data.map((order) => (
                <tr key={order.id}>
                  <th scope="row" data-label="Order">
                    #{order.id}
                  </th>
                  <td data-label="Date">{longDate(order.created_at)}</td>
                  <td data-label="Status" className="profile-status">
                    {order.status}
                  </td>
                  <td data-label="Total">{formatTaka(toPaisa(order.total))}</td>
                  <td>
                    <button type="button" className="form-button small" onClick={() => view(order.id)} aria-label={`View order #${order.id}`}>
                      View
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
