import type { DatabaseSync } from 'node:sqlite';
import { money, type WireMoney } from './money.ts';
import type { CouponTerms } from './order-totals.ts';

export const INVALID_COUPON = 'This coupon code is not valid.';

/** A coupon as the shop keeps it: its terms, and how many orders of one customer may use it (null: any number). */
export type Coupon = CouponTerms & { perCustomerLimit: number | null };

/** The refusal of a coupon the customer has already used as often as it allows. */
export function couponUsedUp(limit: number): string {
  return limit === 1
    ? 'You have already used this coupon; it can be used once per customer.'
    : `You have already used this coupon ${limit} times; it can be used ${limit} times per customer.`;
}

/** An active coupon by code (case-insensitive), or null for an unknown or inactive one. */
export function activeCoupon(db: DatabaseSync, code: string): Coupon | null {
  const row = db.prepare('SELECT code, minimum_spend, value, per_customer_limit FROM coupons WHERE code = ? AND active = 1').get(code) as
    { code: string; minimum_spend: number; value: number; per_customer_limit: number | null } | undefined;
  return row ? { code: row.code, minimumSpend: row.minimum_spend, value: row.value, perCustomerLimit: row.per_customer_limit } : null;
}

/**
 * How many of the customer's orders used the coupon: orders it took a discount off (an
 * order records its coupon only then), not cancelled.
 */
function timesUsed(db: DatabaseSync, userId: number, code: string): number {
  const row = db
    .prepare(
      `SELECT COUNT(*) AS n FROM orders
        WHERE user_id = ? AND coupon_code = ? COLLATE NOCASE AND status NOT IN ('cancelled', 'canceled')`,
    )
    .get(userId, code) as { n: number };
  return row.n;
}

/**
 * Why this customer may not use an active coupon, or null when they may: its per-customer
 * limit is reached. The same sentence for the coupon check (errors.code) and for an order
 * (errors.coupon_code). Placing an order asks inside its write transaction, so two orders
 * at once cannot both take the last use.
 */
export function couponLimitRefusal(db: DatabaseSync, userId: number, coupon: Coupon): string | null {
  if (coupon.perCustomerLimit === null || timesUsed(db, userId, coupon.code) < coupon.perCustomerLimit) return null;
  return couponUsedUp(coupon.perCustomerLimit);
}

export function presentCoupon(coupon: CouponTerms): { code: string; minimum_spend: WireMoney; value: WireMoney } {
  return { code: coupon.code, minimum_spend: money(coupon.minimumSpend), value: money(coupon.value) };
}
