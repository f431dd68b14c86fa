import './cart.css';
import { useStore } from '@nanostores/react';
import { formatTaka } from '../../lib/money.ts';
import { $cart, $cartTotal } from '../../stores/cart.ts';
import { Spinner } from '../shared/Spinner.tsx';
import { useHydrated } from '../shared/useHydrated.ts';
import { CartTable } from './CartTable.tsx';
import { CouponBox } from './CouponBox.tsx';
import { ErrorNotice } from '../shared/ErrorNotice.tsx';
import { usePriceCheck } from './usePriceCheck.ts';

/** The cart page: the shopper's books, quantities, coupon and total. */
export default function CartPage() {
  const hydrated = useHydrated();
  const items = useStore($cart);
  const total = useStore($cartTotal);
  const { state: check, reload } = usePriceCheck(hydrated && items.length > 0);

  if (!hydrated) return <Spinner label="Loading your cart…" />;

  if (items.length === 0) {
    return (
      <section className="cart-empty">
        <h2>Your cart is empty</h2>
        <p>Books you add to the cart appear here.</p>
        <a className="button" href="/">
          Continue Shopping
        </a>
      </section>
    );
  }

  return (
    <div className="cart">
      {check.status === 'loading' && <Spinner label="Checking current prices…" />}
      {check.status === 'failed' && (
        <ErrorNotice message="We could not check today’s prices; they will be checked again at checkout. Your cart is kept as it is." onRetry={reload} />
      )}
      {check.status === 'ready' && check.data.length > 0 && (
        <div className="notice" role="status">
          <p>Your cart was updated since you last saw it:</p>
          <ul>
            {check.data.map((notice) => (
              <li key={notice}>{notice}</li>
            ))}
          </ul>
        </div>
      )}
      <CartTable items={items} />
      <div className="cart-bottom">
        <CouponBox subTotal={total} />
        <section className="cart-summary" aria-labelledby="cart-total-heading">
          <h2 id="cart-total-heading">Cart total</h2>
          <p className="total">
            <span>Total</span> <strong data-testid="cart-total">{formatTaka(total)}</strong>
          </p>
          <div className="actions">
            <a className="button secondary" href="/">
              Continue Shopping
            </a>
            <a className="button" href="/checkout">
              Proceed to Checkout
            </a>
          </div>
        </section>
      </div>
    </div>
  );
}
