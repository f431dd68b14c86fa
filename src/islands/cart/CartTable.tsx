import { formatTaka, toPaisa } from '../../lib/money.ts';
import { bookPath } from '../../lib/links.ts';
import { removeFromCart } from '../../stores/cart.ts';
import { lineTotal, type CartItem } from '../../stores/cart-logic.ts';
import { QuantityControl } from './QuantityControl.tsx';

export function CartTable({ items }: { items: readonly CartItem[] }) {
  return (
    <div className="cart-table-wrap">
      <table className="cart-table">
        <caption className="visually-hidden">Books in your cart</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Image</span>
            </th>
            <th scope="col">Product</th>
            <th scope="col">Price</th>
            <th scope="col">Quantity</th>
            <th scope="col">Total</th>
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td className="cell-image">
                <img src={item.base_image.path} alt="" width={60} height={90} />
              </td>
              <td className="cell-product">
                <a href={bookPath(item.slug)}>{item.name}</a>
                <span className="writers">{item.writers.map((w) => w.name).join(', ')}</span>
                {!item.in_stock && <span className="stock-out">Out of stock</span>}
              </td>
              <td className="cell-price" data-label="Price">
                {formatTaka(toPaisa(item.selling_price))}
              </td>
              <td className="cell-quantity" data-label="Quantity">
                <QuantityControl item={item} />
              </td>
              <td className="cell-total" data-label="Total">
                {formatTaka(lineTotal(item))}
              </td>
              <td className="cell-remove">
                <button type="button" className="remove" onClick={() => removeFromCart(item.id)} aria-label={`Remove “${item.name}”`}>
                  ×
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
