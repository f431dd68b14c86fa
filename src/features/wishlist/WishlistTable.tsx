import { useStore } from '@nanostores/react';
import type { Product } from '#shared/api/schemas/shop.ts';
import { wishlist as messages } from '#shared/i18n/messages/wishlist.ts';
import { $cart } from '#features/cart/cart-store.ts';
import { useMessages } from '#ui/locale.tsx';
import { WishlistRow } from './WishlistRow.tsx';

type WishlistTableProps = {
  products: Product[];
  /** Removes the book at `index` of the list; false when that failed. */
  remove: (product: Product, index: number) => Promise<boolean>;
};

/** The wishlist's books: a table on wide screens, one card per book on narrow ones. */
export function WishlistTable({ products, remove }: WishlistTableProps) {
  const t = useMessages(messages);
  const cart = useStore($cart);
  return (
    <table className="wishlist-table">
      <caption className="visually-hidden">{t.tableCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.columnImage}</th>
          <th scope="col">{t.columnBook}</th>
          <th scope="col">{t.columnUnitPrice}</th>
          <th scope="col">{t.columnStock}</th>
          <th scope="col">
            <span className="visually-hidden">{t.columnActions}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {products.map((product, index) => (
          <WishlistRow
            key={product.id}
            product={product}
            inCart={cart.some((item) => item.id === product.id)}
            remove={() => remove(product, index)}
          />
        ))}
      </tbody>
    </table>
  );
}
