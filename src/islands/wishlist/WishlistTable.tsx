import { useStore } from '@nanostores/react';
import type { Product } from '../../lib/api/schemas/shop.ts';
import { $cart } from '../../stores/cart.ts';
import { WishlistRow } from './WishlistRow.tsx';

type WishlistTableProps = {
  products: Product[];
  /** Removes the book at `index` of the list; false when that failed. */
  remove: (product: Product, index: number) => Promise<boolean>;
};

/** The wishlist's books: a table on wide screens, one card per book on narrow ones. */
export function WishlistTable({ products, remove }: WishlistTableProps) {
  const cart = useStore($cart);
  return (
    <table className="wishlist-table">
      <caption className="visually-hidden">Books in your wishlist</caption>
      <thead>
        <tr>
          <th scope="col">Image</th>
          <th scope="col">Book</th>
          <th scope="col">Unit Price</th>
          <th scope="col">Stock Status</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
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
