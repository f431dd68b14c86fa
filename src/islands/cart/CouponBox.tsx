import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { $couponCode } from '../../stores/coupon.ts';

/** The coupon code is kept here and applied at checkout, where the shop checks it. */
export function CouponBox() {
  const saved = useStore($couponCode);
  const [code, setCode] = useState(saved);
  const [error, setError] = useState('');

  function apply(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim().toUpperCase();
    if (!/^[\w-]{1,40}$/.test(trimmed)) {
      setError('Enter a coupon code (letters and digits).');
      return;
    }
    setError('');
    $couponCode.set(trimmed);
    setCode(trimmed);
  }

  return (
    <form className="coupon" onSubmit={apply} noValidate>
      <label htmlFor="coupon-code">Coupon code</label>
      <div className="coupon-row">
        <input
          id="coupon-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          aria-invalid={error !== ''}
          aria-describedby={error ? 'coupon-error' : 'coupon-note'}
        />
        <button type="submit">Apply coupon</button>
      </div>
      {error ? (
        <p id="coupon-error" className="field-error" role="alert">
          {error}
        </p>
      ) : (
        <p id="coupon-note" className="note" role="status">
          {saved ? (
            <>
              Coupon <strong>{saved}</strong> will be applied at checkout.{' '}
              <button type="button" className="link-button" onClick={() => { $couponCode.set(''); setCode(''); }}>
                Remove
              </button>
            </>
          ) : (
            'The coupon is checked and applied at checkout.'
          )}
        </p>
      )}
    </form>
  );
}
