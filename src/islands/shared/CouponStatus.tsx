import type { Coupon } from '../../lib/api/schemas/orders.ts';
import { formatTaka, toPaisa, type Paisa } from '../../lib/money.ts';
import { couponApplies, couponDiscount } from '../checkout/checkout-logic.ts';

/** What a checked coupon does for this subtotal, in the same words on the cart and at checkout. */
export function CouponStatus({ coupon, subTotal, where }: { coupon: Coupon; subTotal: Paisa; where: 'cart' | 'checkout' }) {
  if (couponApplies(coupon, subTotal)) {
    return (
      <p>
        Coupon <strong>{coupon.code}</strong> {where === 'cart' ? 'applies' : 'applied'}: {formatTaka(couponDiscount(coupon, subTotal))} off
        {where === 'cart' ? ' at checkout.' : '.'}
      </p>
    );
  }
  return (
    <p>
      Coupon <strong>{coupon.code}</strong> needs a subtotal above {formatTaka(toPaisa(coupon.minimum_spend))}; your subtotal is {formatTaka(subTotal)}.
    </p>
  );
}
