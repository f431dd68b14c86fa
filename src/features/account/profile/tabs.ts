import type { profile } from '#shared/i18n/messages/profile.ts';

/** The My Account tabs, in order, with the `?tab=` value each keeps in the URL and the key of its name in the profile catalogue. */
export const PROFILE_TABS = [
  { id: 'dashboard', label: 'tabDashboard' },
  { id: 'orders', label: 'tabOrders' },
  { id: 'restock', label: 'tabRestock' },
  { id: 'downloads', label: 'tabDownloads' },
  { id: 'payment', label: 'tabPayment' },
  { id: 'address', label: 'tabAddress' },
  { id: 'account', label: 'tabAccount' },
] as const satisfies readonly { id: string; label: keyof typeof profile.en }[];

export type ProfileTabId = (typeof PROFILE_TABS)[number]['id'];

export function isProfileTab(value: string | null): value is ProfileTabId {
  return PROFILE_TABS.some((tab) => tab.id === value);
}

/** The tab and the open order named by the current URL. */
export function readProfileLocation(): { tab: ProfileTabId; order: number | null } {
  const params = new URLSearchParams(window.location.search);
  const tab = params.get('tab');
  const order = Number(params.get('order'));
  return { tab: isProfileTab(tab) ? tab : 'dashboard', order: Number.isSafeInteger(order) && order > 0 ? order : null };
}

/** Writes the tab (and an open order) into the URL, so a reload or a shared link keeps it. */
export function writeProfileLocation(tab: ProfileTabId, order: number | null = null, mode: 'push' | 'replace' = 'push'): void {
  const params = new URLSearchParams(window.location.search);
  params.set('tab', tab);
  if (order === null) params.delete('order');
  else params.set('order', String(order));
  const url = `${window.location.pathname}?${params.toString()}`;
  if (mode === 'push') window.history.pushState(null, '', url);
  else window.history.replaceState(null, '', url);
}
