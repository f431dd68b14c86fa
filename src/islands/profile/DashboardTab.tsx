import { useStore } from '@nanostores/react';
import { accountApi } from '../../lib/api/islands/account.ts';
import { $auth } from '../../stores/auth.ts';
import { Spinner } from '../shared/Spinner.tsx';
import { useAccountData } from './useAccountData.ts';
import type { ProfileTabId } from './tabs.ts';

const SHORTCUTS: { tab: ProfileTabId; text: string }[] = [
  { tab: 'orders', text: 'your recent orders' },
  { tab: 'address', text: 'your addresses' },
  { tab: 'account', text: 'your account details and password' },
];

/** The greeting with the customer's name (fresh from the API, else the stored sign-in) and shortcuts to the other tabs. */
export function DashboardTab({ token, open }: { token: string; open: (tab: ProfileTabId) => void }) {
  const stored = useStore($auth).user;
  const { state } = useAccountData(() => accountApi.user(token), [token]);
  const user = state.status === 'ready' ? state.data.user : stored;
  if (!user && state.status === 'loading') return <Spinner label="Loading your account…" />;
  const name = user ? `${user.first_name} ${user.last_name}`.trim() : '';
  return (
    <section aria-labelledby="profile-dashboard-heading">
      <h2 id="profile-dashboard-heading">Hello {name || 'there'}</h2>
      <p>From your account dashboard you can see:</p>
      <ul className="profile-shortcuts">
        {SHORTCUTS.map(({ tab, text }) => (
          <li key={tab}>
            <button type="button" className="link-button" onClick={() => open(tab)}>
              {text}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
