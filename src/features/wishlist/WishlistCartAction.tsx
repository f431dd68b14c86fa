import { useEffect, useRef, useState } from 'react';
import type { Product } from '#shared/api/schemas/shop.ts';
import { pathInLocale } from '#shared/i18n/locale.ts';
import { wishlist as messages } from '#shared/i18n/messages/wishlist.ts';
import { addToCart } from '#features/cart/cart-store.ts';
import { useLocale, useMessages } from '#ui/locale.tsx';

/**
 * Add to cart for a wished-for book; once the book is in the cart, a link to
 * the cart takes the button's place (and its focus, when the shopper just added it).
 */
export function WishlistCartAction({ product, inCart }: { product: Product; inCart: boolean }) {
  const locale = useLocale();
  const t = useMessages(messages);
  const [justAdded, setJustAdded] = useState(false);
  const linkRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (justAdded && inCart) linkRef.current?.focus();
  }, [justAdded, inCart]);

  if (inCart) {
    return (
      <a ref={linkRef} href={pathInLocale('/cart', locale)} className="in-cart-link">
        <span className="check" aria-hidden="true">
          ✓
        </span>
        {t.inCart}
        <span className="visually-hidden">{t.inCartWhich(product.name)}</span>
      </a>
    );
  }
  return (
    <button
      type="button"
      className="form-button add-to-cart"
      disabled={!product.in_stock}
      onClick={() => {
        addToCart(product);
        setJustAdded(true);
      }}
    >
      {/* One inline box: a flex button would drop the spaces around the hidden name. */}
      <span>
        {t.addToCartStart}
        <span className="visually-hidden">{product.name} </span>
        {t.addToCartEnd}
      </span>
    </button>
  );
}
