import './checkout.css';
import type { Locale } from '#shared/i18n/locale.ts';
import { LocaleProvider } from '#ui/locale.tsx';
import { RequireAuth } from '#features/account/RequireAuth.tsx';
import { CheckoutForm } from './CheckoutForm.tsx';

/** /checkout: signed-in shoppers only; the rest go to /login and come back. In the page's language. */
export default function CheckoutPage({ locale = 'en' }: { locale?: Locale }) {
  return (
    <LocaleProvider locale={locale}>
      <RequireAuth reason="checkout">{(token) => <CheckoutForm token={token} />}</RequireAuth>
    </LocaleProvider>
  );
}
