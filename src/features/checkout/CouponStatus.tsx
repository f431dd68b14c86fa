import type { Coupon } from '#shared/api/schemas/orders.ts';
import { forms } from '#shared/i18n/messages/forms.ts';
import { formatTaka, toPaisa, type Paisa } from '#shared/money.ts';
import { couponApplies, couponDiscount } from '#features/checkout/checkout-logic.ts';
import { useLocale } from '#ui/locale.tsx';

/** What a checked coupon does for this subtotal, in the same words on the cart and at checkout. */
export function CouponStatus({ coupon, subTotal, where }: { coupon: Coupon; subTotal: Paisa; where: 'cart' | 'checkout' }) {
  const locale = useLocale();
  const t = forms[locale];
  const taka = (paisa: Paisa) => formatTaka(paisa, locale);
  if (couponApplies(coupon, subTotal)) {
    const discount = taka(couponDiscount(coupon, subTotal));
    return (
      <p>
        {t.coupon} <strong>{coupon.code}</strong> {where === 'cart' ? t.couponAppliesAtCheckout(discount) : t.couponApplied(discount)}
      </p>
    );
  }
  return (
    <p>
      {t.coupon} <strong>{coupon.code}</strong> {t.couponNeedsSubtotal(taka(toPaisa(coupon.minimum_spend)), taka(subTotal))}
    </p>
  );
}
