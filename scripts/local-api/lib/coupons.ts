import type { DatabaseSync } from 'node:sqlite';
import { money, type WireMoney } from './money.ts';
import type { CouponTerms } from './order-totals.ts';

export const INVALID_COUPON = 'This coupon code is not valid.';

/** An active coupon by code (case-insensitive), or null for an unknown or inactive one. */
export function activeCoupon(db: DatabaseSync, code: string): CouponTerms | null {
  const row = db
    .prepare('SELECT code, minimum_spend, value FROM coupons WHERE code = ? AND active = 1')
    .get(code) as { code: string; minimum_spend: number; value: number } | undefined;
  return row ? { code: row.code, minimumSpend: row.minimum_spend, value: row.value } : null;
}

export function presentCoupon(coupon: CouponTerms): { code: string; minimum_spend: WireMoney; value: WireMoney } {
  return { code: coupon.code, minimum_spend: money(coupon.minimumSpend), value: money(coupon.value) };
}
