import type { Locale } from '#shared/i18n/locale.ts';
import { LocaleProvider } from '#ui/locale.tsx';
import { RequireAuth } from '#features/account/RequireAuth.tsx';
import { WishlistView } from './WishlistView.tsx';

/** The /wishlist island: signed-in customers only, in the page's language. */
export function WishlistPage({ locale = 'en' }: { locale?: Locale }) {
  return (
    <LocaleProvider locale={locale}>
      <RequireAuth>{() => <WishlistView />}</RequireAuth>
    </LocaleProvider>
  );
}
