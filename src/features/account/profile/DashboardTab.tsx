import { useStore } from '@nanostores/react';
import { accountApi } from '#shared/api/islands/account.ts';
import { $auth } from '#shared/session/auth-store.ts';
import { profile } from '#shared/i18n/messages/profile.ts';
import { useMessages } from '#ui/locale.tsx';
import { Spinner } from '#ui/Spinner.tsx';
import { useAccountData } from './useAccountData.ts';
import type { ProfileTabId } from './tabs.ts';

const SHORTCUTS = [
  { tab: 'orders', text: 'shortcutOrders' },
  { tab: 'address', text: 'shortcutAddresses' },
  { tab: 'account', text: 'shortcutAccount' },
] as const satisfies readonly { tab: ProfileTabId; text: keyof typeof profile.en }[];

/** The greeting with the customer's name (fresh from the API, else the stored sign-in) and shortcuts to the other tabs. */
export function DashboardTab({ token, open }: { token: string; open: (tab: ProfileTabId) => void }) {
  const t = useMessages(profile);
  const stored = useStore($auth).user;
  const { state } = useAccountData(() => accountApi.user(token), [token]);
  const user = state.status === 'ready' ? state.data.user : stored;
  if (!user && state.status === 'loading') return <Spinner label={t.loadingAccount} />;
  const name = user ? `${user.first_name} ${user.last_name}`.trim() : '';
  return (
    <section aria-labelledby="profile-dashboard-heading">
      <h2 id="profile-dashboard-heading">{t.hello(name)}</h2>
      <p>{t.dashboardIntro}</p>
      <ul className="profile-shortcuts">
        {SHORTCUTS.map(({ tab, text }) => (
          <li key={tab}>
            <button type="button" className="link-button" onClick={() => open(tab)}>
              {t[text]}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
