import type { Locale } from '#shared/i18n/locale.ts';
import { LocaleProvider } from '#ui/locale.tsx';
import { RequireAuth } from '../RequireAuth.tsx';
import { ProfileTabs } from './ProfileTabs.tsx';

/** The /profile island (My Account): signed-in customers only. */
export function ProfilePage({ locale = 'en' }: { locale?: Locale }) {
  return (
    <LocaleProvider locale={locale}>
      <RequireAuth>{(token) => <ProfileTabs token={token} />}</RequireAuth>
    </LocaleProvider>
  );
}
