import type { Locale } from '../../lib/i18n/locale.ts';
import { LocaleProvider } from '../shared/locale.tsx';
import { RequireAuth } from '../shared/RequireAuth.tsx';
import { WishlistView } from './WishlistView.tsx';

/** The /wishlist island: signed-in customers only, in the page's language. */
export function WishlistPage({ locale = 'en' }: { locale?: Locale }) {
  return (
    <LocaleProvider locale={locale}>
      <RequireAuth>{() => <WishlistView />}</RequireAuth>
    </LocaleProvider>
  );
}
