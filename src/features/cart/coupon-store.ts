import { persistentAtom } from '@nanostores/persistent';

/** What a coupon code can look like: a short run of letters, digits, _ and -. */
export const COUPON_CODE_SHAPE = /^[\w-]{1,40}$/;

/** The coupon code typed in the cart, kept until checkout applies it. */
export const $couponCode = persistentAtom<string>('coupon', '', {
  encode: (code) => code,
  // Whatever was stored, only a short plain code survives.
  decode: (stored) => (COUPON_CODE_SHAPE.test(stored.trim()) ? stored.trim().toUpperCase() : ''),
});
