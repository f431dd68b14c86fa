import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { AccountDetailsTab } from './AccountDetailsTab.tsx';
import { AddressesTab } from './AddressesTab.tsx';
import { DashboardTab } from './DashboardTab.tsx';
import { DownloadsTab } from './DownloadsTab.tsx';
import { OrdersTab } from './OrdersTab.tsx';
import { PaymentMethodsTab } from './PaymentMethodsTab.tsx';
import { RestockTab } from './RestockTab.tsx';
import { useRestockOffered } from './useRestockOffered.ts';
import { profile } from '#shared/i18n/messages/profile.ts';
import { useMessages } from '#ui/locale.tsx';
import { PROFILE_TABS, readProfileLocation, writeProfileLocation, type ProfileTabId } from './tabs.ts';

/**
 * My Account's tabs (WAI-ARIA tabs with automatic activation: arrow keys,
 * Home and End move between them). The open tab, and an open order, live in
 * the URL as ?tab= and &order=.
 */
export function ProfileTabs({ token }: { token: string }) {
  const t = useMessages(profile);
  const [{ tab, order }, setLocation] = useState(readProfileLocation);
  const tabRefs = useRef(new Map<ProfileTabId, HTMLButtonElement>());
  // The restock tab only where the shop takes the requests (an extension of its API).
  const restockOffered = useRestockOffered(token);
  const tabs = PROFILE_TABS.filter(({ id }) => id !== 'restock' || restockOffered);

  useEffect(() => {
    writeProfileLocation(tab, order, 'replace');
    const back = () => setLocation(readProfileLocation());
    window.addEventListener('popstate', back);
    return () => window.removeEventListener('popstate', back);
    // Only once: normalise the URL on arrival, then follow Back/Forward.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once: normalise the URL on arrival, then follow Back/Forward
  }, []);

  function open(next: ProfileTabId, nextOrder: number | null = null, focus = false) {
    if (next !== tab || nextOrder !== order) writeProfileLocation(next, nextOrder);
    setLocation({ tab: next, order: nextOrder });
    if (focus) tabRefs.current.get(next)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((candidate) => candidate.id === tab);
    const last = tabs.length - 1;
    const target = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const wrapped = tabs[(target + tabs.length) % tabs.length];
    if (wrapped) open(wrapped.id, null, true);
  }

  return (
    <div className="profile">
      <div className="profile-tablist" role="tablist" aria-label={t.title} aria-orientation="vertical" onKeyDown={onKeyDown}>
        {tabs.map(({ id, label }) => (
          <button
            key={id}
            ref={(element) => {
              if (element) tabRefs.current.set(id, element);
              else tabRefs.current.delete(id);
            }}
            type="button"
            role="tab"
            id={`profile-tab-${id}`}
            aria-selected={id === tab}
            aria-controls={`profile-panel-${id}`}
            tabIndex={id === tab ? 0 : -1}
            onClick={() => open(id)}
          >
            {t[label]}
          </button>
        ))}
      </div>
      <div className="profile-panel" role="tabpanel" id={`profile-panel-${tab}`} aria-labelledby={`profile-tab-${tab}`} tabIndex={0}>
        {tab === 'dashboard' && <DashboardTab token={token} open={(next) => open(next)} />}
        {tab === 'orders' && <OrdersTab token={token} openOrder={order} showOrder={(id) => open('orders', id)} />}
        {tab === 'restock' && <RestockTab token={token} />}
        {tab === 'downloads' && <DownloadsTab />}
        {tab === 'payment' && <PaymentMethodsTab token={token} />}
        {tab === 'address' && <AddressesTab token={token} />}
        {tab === 'account' && <AccountDetailsTab token={token} />}
      </div>
    </div>
  );
}
