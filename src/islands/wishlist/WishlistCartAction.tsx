import { useEffect, useRef, useState } from 'react';
import type { Product } from '../../lib/api/schemas/shop.ts';
import { addToCart } from '../../stores/cart.ts';

/**
 * Add to cart for a wished-for book; once the book is in the cart, a link to
 * the cart takes the button's place (and its focus, when the shopper just added it).
 */
export function WishlistCartAction({ product, inCart }: { product: Product; inCart: boolean }) {
  const [justAdded, setJustAdded] = useState(false);
  const linkRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (justAdded && inCart) linkRef.current?.focus();
  }, [justAdded, inCart]);

  if (inCart) {
    return (
      <a ref={linkRef} href="/cart" className="in-cart-link">
        <span className="check" aria-hidden="true">
          ✓
        </span>
        In cart<span className="visually-hidden">: {product.name}, view cart</span>
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
        Add <span className="visually-hidden">{product.name} </span>to cart
      </span>
    </button>
  );
}
