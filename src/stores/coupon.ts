import { persistentAtom } from '@nanostores/persistent';

/** The coupon code typed in the cart, kept until checkout applies it. */
export const $couponCode = persistentAtom<string>('coupon', '', {
  encode: (code) => code,
  // Whatever was stored, only a short plain code survives.
  decode: (stored) => (/^[\w-]{1,40}$/.test(stored.trim()) ? stored.trim().toUpperCase() : ''),
});
