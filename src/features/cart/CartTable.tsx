import { cart as messages } from '#shared/i18n/messages/cart.ts';
import { langOf } from '#shared/text-language.ts';
import { pathInLocale } from '#shared/i18n/locale.ts';
import { formatTaka, toPaisa } from '#shared/money.ts';
import { bookPath } from '#shared/links.ts';
import { removeFromCart } from './cart-store.ts';
import { lineTotal, type CartItem } from './cart-logic.ts';
import { useLocale, useMessages } from '#ui/locale.tsx';
import { QuantityControl } from './QuantityControl.tsx';

export function CartTable({ items }: { items: readonly CartItem[] }) {
  const locale = useLocale();
  const t = useMessages(messages);
  return (
    <div className="cart-table-wrap">
      <table className="cart-table">
        <caption className="visually-hidden">{t.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t.columnImage}</span>
            </th>
            <th scope="col">{t.columnProduct}</th>
            <th scope="col">{t.columnPrice}</th>
            <th scope="col">{t.columnQuantity}</th>
            <th scope="col">{t.columnTotal}</th>
            <th scope="col">
              <span className="visually-hidden">{t.columnRemove}</span>
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
                <a href={pathInLocale(bookPath(item.slug), locale)} lang={langOf(item.name)}>
                  {item.name}
                </a>
                <span className="writers" lang={langOf(item.writers.map((w) => w.name).join(', '))}>
                  {item.writers.map((w) => w.name).join(', ')}
                </span>
                {!item.in_stock && <span className="stock-out">{t.outOfStock}</span>}
              </td>
              <td className="cell-price" data-label={t.columnPrice}>
                {formatTaka(toPaisa(item.selling_price), locale)}
              </td>
              <td className="cell-quantity" data-label={t.columnQuantity}>
                <QuantityControl item={item} />
              </td>
              <td className="cell-total" data-label={t.columnTotal}>
                {formatTaka(lineTotal(item), locale)}
              </td>
              <td className="cell-remove">
                <button type="button" className="remove" onClick={() => removeFromCart(item.id)} aria-label={t.removeBook(item.name)}>
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
