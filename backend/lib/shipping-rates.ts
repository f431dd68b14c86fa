import type { DatabaseSync } from 'node:sqlite';
import { money, type WireMoney } from './money.ts';
import type { ShippingOption, ShippingRates } from './shipping.ts';

/** Used when a setting is absent (an unseeded database): the seed's own values. */
const DEFAULTS: Record<string, number> = {
  shipping_inside_dhaka: 6000,
  shipping_outside_dhaka: 12000,
  free_shipping_over: 50000,
};

function paisaSetting(db: DatabaseSync, key: string): number {
  const row = db.prepare('SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined;
  const value = row ? Number(row.value) : NaN;
  return Number.isSafeInteger(value) && value >= 0 ? value : (DEFAULTS[key] ?? 0);
}

export function readShippingRates(db: DatabaseSync): ShippingRates {
  return {
    insideDhaka: paisaSetting(db, 'shipping_inside_dhaka'),
    outsideDhaka: paisaSetting(db, 'shipping_outside_dhaka'),
    freeShippingOver: paisaSetting(db, 'free_shipping_over'),
  };
}

export function presentShippingOption(option: ShippingOption): { name: string; shipping_method: string; shipping_cost: WireMoney } {
  return { name: option.name, shipping_method: option.method, shipping_cost: money(option.cost) };
}
