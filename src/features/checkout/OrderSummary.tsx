import { checkout as messages } from '#shared/i18n/messages/checkout.ts';
import { langOf } from '#shared/text-language.ts';
import { formatTaka } from '#shared/money.ts';
import { lineTotal, type Cart } from '#features/cart/cart-logic.ts';
import { useLocale, useMessages } from '#ui/locale.tsx';
import type { CheckoutTotals } from './checkout-logic.ts';

/** Each book with its quantity and line total, then subtotal, shipping, discount and total. */
export function OrderSummary({ cart, totals, shippingChosen }: { cart: Cart; totals: CheckoutTotals; shippingChosen: boolean }) {
  const locale = useLocale();
  const t = useMessages(messages);
  const taka = (paisa: number) => formatTaka(paisa, locale);
  return (
    <section className="checkout-box order-summary" aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading">{t.summaryHeading}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{t.columnProduct}</th>
            <th scope="col">{t.columnTotal}</th>
          </tr>
        </thead>
        <tbody>
          {cart.map((item) => (
            <tr key={item.id}>
              <td>
                <span lang={langOf(item.name)}>{item.name}</span> <span className="qty">{t.quantity(item.quantity)}</span>
              </td>
              <td>{taka(lineTotal(item))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t.subtotal}</th>
            <td data-testid="checkout-subtotal">{taka(totals.subTotal)}</td>
          </tr>
          <tr>
            <th scope="row">{t.shipping}</th>
            <td data-testid="checkout-shipping">{shippingChosen ? taka(totals.shippingCost) : t.chooseMethod}</td>
          </tr>
          <tr>
            <th scope="row">{t.discount}</th>
            <td data-testid="checkout-discount">{totals.discount > 0 ? `− ${taka(totals.discount)}` : taka(0)}</td>
          </tr>
          <tr className="grand-total">
            <th scope="row">{t.total}</th>
            <td data-testid="checkout-total">{taka(totals.total)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
