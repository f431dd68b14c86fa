import { nfc } from './text.ts';

/** Shop settings (key → text). Money is paisa: free shipping over Tk 500. */
export function buildSettings(): [string, string][] {
  return [
    ['store_name', nfc('বইবাজার')],
    ['store_address_1', nfc('বাড়ি ১২, সড়ক ৫, ধানমন্ডি')],
    ['store_address_2', nfc('ঢাকা ১২০৯, বাংলাদেশ')],
    ['store_phone', '+880 1700-000000'],
    ['store_email', 'support@boibazar.com.bd'],
    ['logo', '/api/v1/images/logo.webp'],
    ['shipping_inside_dhaka', '6000'],
    ['shipping_outside_dhaka', '12000'],
    ['free_shipping_over', '50000'],
  ];
}

/** perCustomerLimit: how many orders of one customer may use the coupon; null for any number. */
export type CouponSeed = { code: string; minimumSpend: number; value: number; active: boolean; perCustomerLimit: number | null };

/** Coupon codes; amounts in paisa. FIRSTBOOK50 may be used once by each customer. */
export function buildCoupons(): CouponSeed[] {
  return [
    { code: 'BOI50', minimumSpend: 50000, value: 5000, active: true, perCustomerLimit: null },
    { code: 'EID100', minimumSpend: 150000, value: 10000, active: true, perCustomerLimit: null },
    { code: 'WELCOME20', minimumSpend: 0, value: 2000, active: true, perCustomerLimit: null },
    { code: 'BOIMELA150', minimumSpend: 200000, value: 15000, active: true, perCustomerLimit: null },
    { code: 'EXPIRED10', minimumSpend: 30000, value: 1000, active: false, perCustomerLimit: null },
    { code: 'FIRSTBOOK50', minimumSpend: 30000, value: 5000, active: true, perCustomerLimit: 1 },
  ];
}
