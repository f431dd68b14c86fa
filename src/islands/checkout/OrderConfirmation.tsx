import { useEffect, useRef } from 'react';
import type { OrderDetail } from '../../lib/api/schemas/orders.ts';
import { formatTaka, toPaisa } from '../../lib/money.ts';

/** Shown once the order is placed: its number, total and where to follow it. */
export function OrderConfirmation({ order }: { order: OrderDetail }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="checkout-box order-confirmation" aria-labelledby="order-confirmation-heading">
      <h2 id="order-confirmation-heading" tabIndex={-1} ref={heading}>
        Thank you. Your order has been received.
      </h2>
      <p>
        Order number: <strong data-testid="order-number">#{order.id}</strong>
      </p>
      <p>Total: {formatTaka(toPaisa(order.total))}</p>
      <p className="confirmation-links">
        <a className="form-button" href="/profile?tab=orders">
          View your orders
        </a>
        <a href="/books/">Continue shopping</a>
      </p>
    </section>
  );
}
