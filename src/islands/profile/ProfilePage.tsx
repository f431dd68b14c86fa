import type { Locale } from '../../lib/i18n/locale.ts';
import { LocaleProvider } from '../shared/locale.tsx';
import { RequireAuth } from '../shared/RequireAuth.tsx';
import { ProfileTabs } from './ProfileTabs.tsx';

/** The /profile island (My Account): signed-in customers only. */
export function ProfilePage({ locale = 'en' }: { locale?: Locale }) {
  return (
    <LocaleProvider locale={locale}>
      <RequireAuth>{(token) => <ProfileTabs token={token} />}</RequireAuth>
    </LocaleProvider>
  );
}
