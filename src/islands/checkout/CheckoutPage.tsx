import '../../styles/checkout.css';
import type { Locale } from '../../lib/i18n/locale.ts';
import { LocaleProvider } from '../shared/locale.tsx';
import { RequireAuth } from '../shared/RequireAuth.tsx';
import { CheckoutForm } from './CheckoutForm.tsx';

/** /checkout: signed-in shoppers only; the rest go to /login and come back. In the page's language. */
export default function CheckoutPage({ locale = 'en' }: { locale?: Locale }) {
  return (
    <LocaleProvider locale={locale}>
      <RequireAuth reason="checkout">{(token) => <CheckoutForm token={token} />}</RequireAuth>
    </LocaleProvider>
  );
}
