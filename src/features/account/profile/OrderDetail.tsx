import { useEffect, useRef } from 'react';
import { orderApi } from '#shared/api/islands/orders.ts';
import type { OrderDetail as Order } from '#shared/api/schemas/orders.ts';
import { formatTaka, toPaisa } from '#shared/money.ts';
import { bookPath } from '#shared/links.ts';
import { cityLine, countryName } from '#shared/address/address-form.ts';
import { pathInLocale } from '#shared/i18n/locale.ts';
import { profile } from '#shared/i18n/messages/profile.ts';
import { longDate } from '#shared/text.ts';
import { toBanglaDigits } from '#shared/i18n/numbers.ts';
import { langOf } from '#shared/text-language.ts';
import { describeError } from '#shared/api/result.ts';
import { useLocale } from '#ui/locale.tsx';
import { paymentName } from '#shared/i18n/method-names.ts';
import { Spinner } from '#ui/Spinner.tsx';
import { ErrorNotice } from '#ui/ErrorNotice.tsx';
import { useAccountData } from './useAccountData.ts';

/** One order: where it goes, each book, and the sums. Back returns to the list. */
export function OrderDetail({ token, id, back }: { token: string; id: number; back: () => void }) {
  const locale = useLocale();
  const t = profile[locale];
  const { state, reload } = useAccountData(() => orderApi.order(token, id), [token, id]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (state.status === 'ready') headingRef.current?.focus();
  }, [state.status]);
  return (
    <section aria-labelledby="profile-order-heading" className="order-detail">
      <button type="button" className="link-button" onClick={back}>
        ← {t.back}
      </button>
      <h2 id="profile-order-heading" ref={headingRef} tabIndex={-1}>
        {t.orderHeading(id)}
      </h2>
      {state.status === 'loading' && <Spinner label={t.loadingOrder} />}
      {state.status === 'failed' && <ErrorNotice message={`${t.orderFailed} ${describeError(state.error, locale)}`} onRetry={reload} />}
      {state.status === 'ready' && <OrderSummary order={state.data.order} />}
      {state.status !== 'loading' && (
        <button type="button" className="form-button" onClick={back}>
          {t.back}
        </button>
      )}
    </section>
  );
}

function OrderSummary({ order }: { order: Order }) {
  const locale = useLocale();
  const t = profile[locale];
  const money = (value: { amount: string }) => formatTaka(toPaisa(value), locale);
  return (
    <>
      <p>
        {t.placedOn(longDate(order.created_at, locale))} · {t.statusLabel}{' '}
        <span className="profile-status">{t.orderState(order.status)}</span>
      </p>
      <div className="order-detail-grid">
        <div>
          <h3>{t.shippingAddress}</h3>
          <address>
            {order.billing_first_name} {order.billing_last_name}
            <br />
            {order.shipping_address_1}
            <br />
            {cityLine(order.shipping_city, order.shipping_zip, locale)}
            <br />
            {countryName(order.shipping_country, locale)}
            <br />
            {t.phone} {locale === 'bn' ? toBanglaDigits(order.customer_phone) : order.customer_phone}
          </address>
        </div>
        <div>
          <h3>{t.paymentMethod}</h3>
          <p>{paymentName({ payment_method: order.payment_method }, locale)}</p>
        </div>
      </div>
      <div className="profile-table-wrap">
        <table className="profile-table order-lines">
          <caption className="visually-hidden">{t.booksInOrder(order.id)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.book}</th>
              <th scope="col">{t.quantity}</th>
              <th scope="col">{t.unitPrice}</th>
              <th scope="col">{t.total}</th>
            </tr>
          </thead>
          <tbody>
            {order.products.data.map((line) => (
              <tr key={line.product.id}>
                <th scope="row" data-label={t.book}>
                  <a href={pathInLocale(bookPath(line.product.slug), locale)} lang={langOf(line.product.name)}>
                    {line.product.name}
                  </a>
                </th>
                <td data-label={t.quantity}>{t.count(line.qty)}</td>
                <td data-label={t.unitPrice}>{money(line.unit_price)}</td>
                <td data-label={t.total}>{money(line.line_total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="order-totals">
        <div>
          <dt>{t.subtotal}</dt>
          <dd>{money(order.sub_total)}</dd>
        </div>
        <div>
          <dt>{t.shipping}</dt>
          <dd>{money(order.shipping_cost)}</dd>
        </div>
        <div>
          <dt>{t.discount}</dt>
          <dd>{money(order.discount)}</dd>
        </div>
        <div className="order-total">
          <dt>{t.grandTotal}</dt>
          <dd>{money(order.total)}</dd>
        </div>
      </dl>
    </>
  );
}
