import { useEffect, useRef } from 'react';
import type { OrderDetail } from '#shared/api/schemas/orders.ts';
import { pathInLocale } from '#shared/i18n/locale.ts';
import { checkout as messages } from '#shared/i18n/messages/checkout.ts';
import { formatTaka, toPaisa } from '#shared/money.ts';
import { useLocale, useMessages } from '#ui/locale.tsx';

/** Shown once the order is placed: its number, total and where to follow it. */
export function OrderConfirmation({ order }: { order: OrderDetail }) {
  const locale = useLocale();
  const t = useMessages(messages);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="checkout-box order-confirmation" aria-labelledby="order-confirmation-heading">
      <h2 id="order-confirmation-heading" tabIndex={-1} ref={heading}>
        {t.thankYou}
      </h2>
      <p>
        {t.orderNumberLabel}
        <strong data-testid="order-number">{t.orderNumber(order.id)}</strong>
      </p>
      <p>
        {t.totalLabel}
        {formatTaka(toPaisa(order.total), locale)}
      </p>
      <p className="confirmation-links">
        <a className="form-button" href={pathInLocale('/profile?tab=orders', locale)}>
          {t.viewOrders}
        </a>
        <a href={pathInLocale('/books/', locale)}>{t.continueShopping}</a>
      </p>
    </section>
  );
}
