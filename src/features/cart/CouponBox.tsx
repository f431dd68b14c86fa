import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { signInExpired } from '#shared/api/result.ts';
import { orderApi } from '#shared/api/islands/orders.ts';
import type { Coupon } from '#shared/api/schemas/orders.ts';
import { pathInLocale } from '#shared/i18n/locale.ts';
import { cart as messages } from '#shared/i18n/messages/cart.ts';
import type { Paisa } from '#shared/money.ts';
import { $auth, sessionExpired } from '#shared/session/auth-store.ts';
import { loginPathFor } from '#shared/session/auth-logic.ts';
import { $couponCode, COUPON_CODE_SHAPE } from './coupon-store.ts';
import { CouponStatus } from '#features/checkout/CouponStatus.tsx';
import { useLocale, useMessages } from '#ui/locale.tsx';
import { couponRefusal } from '#features/checkout/bangla-errors.ts';
import { splitAroundLink } from './sentence-link.ts';

/**
 * The cart's coupon box: the code is checked with the shop at once, by the
 * rules checkout applies (the code exists; the subtotal is above its minimum
 * spend), and kept for checkout only when the shop knows it. The shop checks
 * coupons for signed-in customers only, so a visitor is asked to sign in.
 */
export function CouponBox({ subTotal }: { subTotal: Paisa }) {
  const locale = useLocale();
  const t = useMessages(messages);
  const { token } = useStore($auth);
  const saved = useStore($couponCode);
  const [code, setCode] = useState(saved);
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [error, setError] = useState('');
  const [signIn, setSignIn] = useState(false);
  const [checking, setChecking] = useState(false);

  async function check(candidate: string): Promise<void> {
    if (!token) {
      setSignIn(true);
      return;
    }
    setChecking(true);
    const result = await orderApi.coupon(token, candidate);
    setChecking(false);
    if (result.ok) {
      setCoupon(result.data.coupon);
      $couponCode.set(result.data.coupon.code);
      return;
    }
    if (signInExpired(result.error)) return sessionExpired();
    setCoupon(null);
    // Too many checks (429) says nothing against the code: a saved one stays for the next visit and checkout.
    if (!(result.error.kind === 'http' && result.error.status === 429)) $couponCode.set('');
    setError(couponRefusal(result.error, locale));
  }

  // A code kept from an earlier visit is checked again before the cart says anything about it.
  useEffect(() => {
    // Only on arrival (no dependencies): later checks follow the shopper's Apply.
    if (saved !== '' && token) void check(saved);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on arrival only; later checks follow Apply
  }, []);

  function apply(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim().toUpperCase();
    setError('');
    setSignIn(false);
    setCoupon(null);
    if (!COUPON_CODE_SHAPE.test(trimmed)) {
      setError(t.couponShape);
      return;
    }
    setCode(trimmed);
    void check(trimmed);
  }

  function remove() {
    $couponCode.set('');
    setCoupon(null);
    setCode('');
  }

  const describedBy = error ? 'coupon-error' : 'coupon-note';
  const signInSentence = splitAroundLink(t.couponSignIn, t.couponSignInLink);
  return (
    <form className="coupon" onSubmit={apply} noValidate>
      <label htmlFor="coupon-code">{t.couponLabel}</label>
      <div className="coupon-row">
        <input
          id="coupon-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          aria-invalid={error !== ''}
          aria-describedby={describedBy}
        />
        <button type="submit" disabled={checking}>
          {checking ? t.couponChecking : t.couponApply}
        </button>
      </div>
      {error ? (
        <p id="coupon-error" className="field-error" role="alert">
          {error}
        </p>
      ) : (
        <div id="coupon-note" className="note" role="status">
          {signIn ? (
            <p>
              {signInSentence.before}
              <a href={loginPathFor(pathInLocale('/cart', locale))}>{t.couponSignInLink}</a>
              {signInSentence.after}
            </p>
          ) : coupon ? (
            <>
              <CouponStatus coupon={coupon} subTotal={subTotal} where="cart" />
              <button type="button" className="link-button" onClick={remove}>
                {t.couponRemove}
              </button>
            </>
          ) : checking ? (
            <p>{t.couponCheckingNote}</p>
          ) : (
            <p>{t.couponPrompt}</p>
          )}
        </div>
      )}
    </form>
  );
}
