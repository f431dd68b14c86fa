import { formatTaka } from '../../lib/money.ts';
import { lineTotal, type Cart } from '../../stores/cart-logic.ts';
import type { CheckoutTotals } from './checkout-logic.ts';

/** Each book with its quantity and line total, then subtotal, shipping, discount and total. */
export function OrderSummary({ cart, totals, shippingChosen }: { cart: Cart; totals: CheckoutTotals; shippingChosen: boolean }) {
  return (
    <section className="checkout-box order-summary" aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading">Your order</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {cart.map((item) => (
            <tr key={item.id}>
              <td>
                {item.name} <span className="qty">× {item.quantity}</span>
              </td>
              <td>{formatTaka(lineTotal(item))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Subtotal</th>
            <td data-testid="checkout-subtotal">{formatTaka(totals.subTotal)}</td>
          </tr>
          <tr>
            <th scope="row">Shipping</th>
            <td data-testid="checkout-shipping">{shippingChosen ? formatTaka(totals.shippingCost) : 'Choose a method'}</td>
          </tr>
          <tr>
            <th scope="row">Discount</th>
            <td data-testid="checkout-discount">{totals.discount > 0 ? `− ${formatTaka(totals.discount)}` : formatTaka(0)}</td>
          </tr>
          <tr className="grand-total">
            <th scope="row">Total</th>
            <td data-testid="checkout-total">{formatTaka(totals.total)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
