import { useEffect, useRef } from 'react';
import { orderApi } from '../../lib/api/islands/orders.ts';
import { describeApiError } from '../../lib/api/result.ts';
import type { OrderDetail as Order } from '../../lib/api/schemas/orders.ts';
import { formatTaka, toPaisa } from '../../lib/money.ts';
import { bookPath } from '../../lib/links.ts';
import { longDate } from '../../lib/text.ts';
import { Spinner } from '../shared/Spinner.tsx';
import { ErrorNotice } from '../shared/ErrorNotice.tsx';
import { useAccountData } from './useAccountData.ts';

const PAYMENT_NAMES: Record<string, string> = { cashondelivery: 'Cash on delivery' };

/** One order: where it goes, each book, and the sums. Back returns to the list. */
export function OrderDetail({ token, id, back }: { token: string; id: number; back: () => void }) {
  const { state, reload } = useAccountData(() => orderApi.order(token, id), [token, id]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (state.status === 'ready') headingRef.current?.focus();
  }, [state.status]);
  return (
    <section aria-labelledby="profile-order-heading" className="order-detail">
      <button type="button" className="link-button" onClick={back}>
        ← Back
      </button>
      <h2 id="profile-order-heading" ref={headingRef} tabIndex={-1}>
        Order #{id}
      </h2>
      {state.status === 'loading' && <Spinner label="Loading the order…" />}
      {state.status === 'failed' && <ErrorNotice message={`The order could not be loaded. ${describeApiError(state.error)}`} onRetry={reload} />}
      {state.status === 'ready' && <OrderSummary order={state.data.order} />}
      {state.status !== 'loading' && (
        <button type="button" className="form-button" onClick={back}>
          Back
        </button>
      )}
    </section>
  );
}

function OrderSummary({ order }: { order: Order }) {
  const money = (value: { amount: string }) => formatTaka(toPaisa(value));
  return (
    <>
      <p>
        Placed on {longDate(order.created_at)} · Status: <span className="profile-status">{order.status}</span>
      </p>
      <div className="order-detail-grid">
        <div>
          <h3>Shipping address</h3>
          <address>
            {order.billing_first_name} {order.billing_last_name}
            <br />
            {order.shipping_address_1}
            <br />
            {order.shipping_city} {order.shipping_zip}
            <br />
            {order.shipping_country}
            <br />
            Phone: {order.customer_phone}
          </address>
        </div>
        <div>
          <h3>Payment method</h3>
          <p>{PAYMENT_NAMES[order.payment_method] ?? order.payment_method}</p>
        </div>
      </div>
      <div className="profile-table-wrap">
        <table className="profile-table order-lines">
          <caption className="visually-hidden">Books in order #{order.id}</caption>
          <thead>
            <tr>
              <th scope="col">Book</th>
              <th scope="col">Quantity</th>
              <th scope="col">Unit price</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {order.products.data.map((line) => (
              <tr key={line.product.id}>
                <th scope="row" data-label="Book">
                  <a href={bookPath(line.product.slug)}>{line.product.name}</a>
                </th>
                <td data-label="Quantity">{line.qty}</td>
                <td data-label="Unit price">{money(line.unit_price)}</td>
                <td data-label="Total">{money(line.line_total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="order-totals">
        <div>
          <dt>Subtotal</dt>
          <dd>{money(order.sub_total)}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd>{money(order.shipping_cost)}</dd>
        </div>
        <div>
          <dt>Discount</dt>
          <dd>{money(order.discount)}</dd>
        </div>
        <div className="order-total">
          <dt>Total</dt>
          <dd>{money(order.total)}</dd>
        </div>
      </dl>
    </>
  );
}
