import { useState, type FormEvent } from 'react';
import { describeApiError, firstFieldError } from '../../lib/api/result.ts';
import { orderApi } from '../../lib/api/islands/orders.ts';
import type { Coupon } from '../../lib/api/schemas/orders.ts';
import { formatTaka, toPaisa, type Paisa } from '../../lib/money.ts';
import { sessionExpired } from '../../stores/auth.ts';
import { FieldError } from '../shared/FieldError.tsx';
import { couponApplies, couponDiscount } from './checkout-logic.ts';

type Props = {
  token: string;
  initialCode: string;
  subTotal: Paisa;
  coupon: Coupon | null;
  onApply: (coupon: Coupon | null) => void;
};

/** "Have a coupon?": checks the code with the shop and applies it above its minimum spend. */
export function CouponAccordion({ token, initialCode, subTotal, coupon, onApply }: Props) {
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);

  async function apply(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setError('Enter a coupon code.');
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
    if (result.error.kind === 'http' && result.error.status === 401) return sessionExpired();
    onApply(null);
    setError(firstFieldError(result.error, 'code') ?? describeApiError(result.error));
  }

  const applies = coupon !== null && couponApplies(coupon, subTotal);
  return (
    <details className="checkout-box coupon-accordion" open={initialCode !== '' || undefined}>
      <summary>Have a coupon? Click here to enter your code</summary>
      <form className="coupon-form" onSubmit={apply} noValidate>
        <div className="form-field">
          <label htmlFor="checkout-coupon">Coupon code</label>
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
          {checking ? 'Checking…' : 'Apply coupon'}
        </button>
      </form>
      {coupon && (
        <div className="coupon-status" role="status">
          {applies ? (
            <p>
              Coupon <strong>{coupon.code}</strong> applied: {formatTaka(couponDiscount(coupon, subTotal))} off.
            </p>
          ) : (
            <p>
              Coupon <strong>{coupon.code}</strong> needs a subtotal above {formatTaka(toPaisa(coupon.minimum_spend))}; your subtotal is{' '}
              {formatTaka(subTotal)}.
            </p>
          )}
          <button type="button" className="link-button" onClick={() => onApply(null)}>
            Remove coupon
          </button>
        </div>
      )}
    </details>
  );
}
