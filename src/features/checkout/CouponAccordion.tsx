import { useState, type FormEvent } from 'react';
import { signInExpired } from '#shared/api/result.ts';
import { orderApi } from '#shared/api/islands/orders.ts';
import type { Coupon } from '#shared/api/schemas/orders.ts';
import type { Paisa } from '#shared/money.ts';
import { sessionExpired } from '#shared/session/auth-store.ts';
import { CouponStatus } from '#features/checkout/CouponStatus.tsx';
import { checkout as messages } from '#shared/i18n/messages/checkout.ts';
import { FieldError } from '#ui/FieldError.tsx';
import { useLocale, useMessages } from '#ui/locale.tsx';
import { couponRefusal } from './bangla-errors.ts';

type Props = {
  token: string;
  initialCode: string;
  subTotal: Paisa;
  coupon: Coupon | null;
  onApply: (coupon: Coupon | null) => void;
};

/** "Have a coupon?": checks the code with the shop and applies it above its minimum spend. */
export function CouponAccordion({ token, initialCode, subTotal, coupon, onApply }: Props) {
  const locale = useLocale();
  const t = useMessages(messages);
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);

  async function apply(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setError(t.couponMissing);
      return;
    }
    setChecking(true);
    setError(undefined);
    const result = await orderApi.coupon(token, trimmed);
    setChecking(false);
    if (result.ok) {
      onApply(result.data.coupon);
      return;
    }
    if (signInExpired(result.error)) return sessionExpired();
    onApply(null);
    setError(couponRefusal(result.error, locale));
  }

  return (
    <details className="checkout-box coupon-accordion" open={initialCode !== '' || undefined}>
      <summary>{t.couponSummary}</summary>
      <form className="coupon-form" onSubmit={apply} noValidate>
        <div className="form-field">
          <label htmlFor="checkout-coupon">{t.couponLabel}</label>
          <input
            id="checkout-coupon"
            name="code"
            value={code}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'checkout-coupon-error' : undefined}
            onChange={(event) => setCode(event.target.value)}
          />
          <FieldError id="checkout-coupon-error" message={error} />
        </div>
        <button type="submit" className="form-button" disabled={checking}>
          {checking ? t.couponChecking : t.couponApply}
        </button>
      </form>
      {coupon && (
        <div className="coupon-status" role="status">
          <CouponStatus coupon={coupon} subTotal={subTotal} where="checkout" />
          <button type="button" className="link-button" onClick={() => onApply(null)}>
            {t.couponRemove}
          </button>
        </div>
      )}
    </details>
  );
}
