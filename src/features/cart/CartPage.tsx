import './cart.css';
import { useStore } from '@nanostores/react';
import { cart as messages } from '#shared/i18n/messages/cart.ts';
import type { Translation } from '#shared/i18n/catalogue.ts';
import { pathInLocale, type Locale } from '#shared/i18n/locale.ts';
import { formatTaka } from '#shared/money.ts';
import { $cart, $cartTotal } from './cart-store.ts';
import { Spinner } from '#ui/Spinner.tsx';
import { useHydrated } from '#ui/useHydrated.ts';
import { CartTable } from './CartTable.tsx';
import { CouponBox } from './CouponBox.tsx';
import { ErrorNotice } from '#ui/ErrorNotice.tsx';
import { LocaleProvider, useLocale, useMessages } from '#ui/locale.tsx';
import { usePriceCheck, type CartChange } from './usePriceCheck.ts';

/** The cart page: the shopper's books, quantities, coupon and total, in the page's language. */
export default function CartPage({ locale = 'en' }: { locale?: Locale }) {
  return (
    <LocaleProvider locale={locale}>
      <CartView />
    </LocaleProvider>
  );
}

function changeNotice(t: Translation<typeof messages.en>, { name, change }: CartChange): string {
  if (change === 'price') return t.changedPrice(name);
  if (change === 'out-of-stock') return t.changedOutOfStock(name);
  if (change === 'back-in-stock') return t.changedBackInStock(name);
  return t.changedGone(name);
}

function CartView() {
  const locale = useLocale();
  const t = useMessages(messages);
  const home = pathInLocale('/', locale);
  const hydrated = useHydrated();
  const items = useStore($cart);
  const total = useStore($cartTotal);
  const { state: check, reload } = usePriceCheck(hydrated && items.length > 0);

  if (!hydrated) return <Spinner label={t.loading} />;

  if (items.length === 0) {
    return (
      <section className="cart-empty">
        <h2>{t.emptyHeading}</h2>
        <p>{t.emptyText}</p>
        <a className="button" href={home}>
          {t.continueShopping}
        </a>
      </section>
    );
  }

  return (
    <div className="cart">
      {check.status === 'loading' && <Spinner label={t.checkingPrices} />}
      {check.status === 'failed' && <ErrorNotice message={t.priceCheckFailed} onRetry={reload} />}
      {check.status === 'ready' && check.data.length > 0 && (
        <div className="notice" role="status">
          <p>{t.updatedSinceLastSeen}</p>
          <ul>
            {check.data.map((change) => (
              <li key={`${change.change} ${change.name}`}>{changeNotice(t, change)}</li>
            ))}
          </ul>
        </div>
      )}
      <CartTable items={items} />
      <div className="cart-bottom">
        <CouponBox subTotal={total} />
        <section className="cart-summary" aria-labelledby="cart-total-heading">
          <h2 id="cart-total-heading">{t.totalHeading}</h2>
          <p className="total">
            <span>{t.total}</span> <strong data-testid="cart-total">{formatTaka(total, locale)}</strong>
          </p>
          <div className="actions">
            <a className="button secondary" href={home}>
              {t.continueShopping}
            </a>
            <a className="button" href={pathInLocale('/checkout', locale)}>
              {t.proceedToCheckout}
            </a>
          </div>
        </section>
      </div>
    </div>
  );
}
