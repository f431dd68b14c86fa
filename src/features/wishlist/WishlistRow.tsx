import { useState } from 'react';
import { pathInLocale } from '#shared/i18n/locale.ts';
import { wishlist as messages } from '#shared/i18n/messages/wishlist.ts';
import { bookPath } from '#shared/links.ts';
import type { Product } from '#shared/api/schemas/shop.ts';
import { formatTaka, toPaisa } from '#shared/money.ts';
import { langOf } from '#shared/text-language.ts';
import { useLocale, useMessages } from '#ui/locale.tsx';
import { WishlistCartAction } from './WishlistCartAction.tsx';

type WishlistRowProps = {
  product: Product;
  inCart: boolean;
  /** Removes the book from the wishlist; false when that failed (the store says why). */
  remove: () => Promise<boolean>;
};

/** One wished-for book: cover, name, price, stock, and what can be done with it. */
export function WishlistRow({ product, inCart, remove }: WishlistRowProps) {
  const locale = useLocale();
  const t = useMessages(messages);
  const [removing, setRemoving] = useState(false);
  const writers = product.writers.map((writer) => writer.name).join(', ');

  async function removeBook() {
    setRemoving(true);
    // On success this row unmounts with the store's new list; only a failure needs the button back.
    if (!(await remove())) setRemoving(false);
  }

  return (
    <tr>
      <td className="wishlist-cover">
        <img src={product.base_image.path} alt="" width={64} height={90} loading="lazy" decoding="async" />
      </td>
      <th scope="row" className="wishlist-name">
        <a href={pathInLocale(bookPath(product.slug), locale)} lang={langOf(product.name)}>
          {product.name}
        </a>
        {writers && (
          <span className="wishlist-writers" lang={langOf(writers)}>
            {writers}
          </span>
        )}
      </th>
      <td className="wishlist-price">
        <span className="cell-label">{t.unitPriceLabel}</span>
        {formatTaka(toPaisa(product.selling_price), locale)}
      </td>
      <td className={product.in_stock ? 'stock in-stock' : 'stock out-of-stock'}>{product.in_stock ? t.inStock : t.outOfStock}</td>
      <td className="wishlist-actions">
        <WishlistCartAction product={product} inCart={inCart} />
        <button type="button" className="remove-button" onClick={() => void removeBook()} disabled={removing} data-remove-button>
          {removing ? t.removing : t.remove}
          <span className="visually-hidden">{t.removeWhich(product.name)}</span>
        </button>
      </td>
    </tr>
  );
}
