import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { restockApi } from '#shared/api/islands/restock.ts';
import { describeError } from '#shared/api/result.ts';
import type { RestockRequest } from '#shared/api/schemas/restock.ts';
import { pathInLocale } from '#shared/i18n/locale.ts';
import { profile } from '#shared/i18n/messages/profile.ts';
import { restock } from '#shared/i18n/messages/restock.ts';
import { bookPath } from '#shared/links.ts';
import { longDate } from '#shared/text.ts';
import { langOf } from '#shared/text-language.ts';
import { $cart } from '#features/cart/cart-store.ts';
import { showToast } from '#features/shell/toast-store.ts';
import { WishlistCartAction } from '#features/wishlist/WishlistCartAction.tsx';
import { useLocale } from '#ui/locale.tsx';
import { Spinner } from '#ui/Spinner.tsx';
import { ErrorNotice } from '#ui/ErrorNotice.tsx';
import { useAccountData } from './useAccountData.ts';

/**
 * The reader's "tell me when it is back" requests: each book, whether it is
 * still awaited or back (with Add to cart), and Withdraw for one still open.
 */
export function RestockTab({ token }: { token: string }) {
  const locale = useLocale();
  const t = restock[locale];
  const cart = useStore($cart);
  const { state, reload } = useAccountData(() => restockApi.restockRequests(token), [token]);
  const [withdrawing, setWithdrawing] = useState<number | null>(null);

  async function withdraw(request: RestockRequest) {
    setWithdrawing(request.id);
    const result = await restockApi.withdrawRestock(token, request.product.id);
    setWithdrawing(null);
    if (!result.ok) {
      showToast(describeError(result.error, locale), 'error');
      return;
    }
    showToast(t.withdrawn);
    reload();
  }

  return (
    <section aria-labelledby="profile-restock-heading">
      <h2 id="profile-restock-heading">{profile[locale].tabRestock}</h2>
      {state.status === 'loading' && <Spinner label={t.loading} />}
      {state.status === 'failed' && <ErrorNotice message={`${t.failed} ${describeError(state.error, locale)}`} onRetry={reload} />}
      {state.status === 'ready' &&
        (state.data.data.length === 0 ? (
          <p className="profile-empty">{t.none}</p>
        ) : (
          <ul className="restock-list">
            {state.data.data.map((request) => (
              <li key={request.id}>
                <a href={pathInLocale(bookPath(request.product.slug), locale)} lang={langOf(request.product.name)}>
                  {request.product.name}
                </a>
                <span className="restock-status">
                  {request.met_at === null ? t.open : t.met} ·{' '}
                  {request.met_at === null ? t.askedOn(longDate(request.created_at, locale)) : t.metOn(longDate(request.met_at, locale))}
                </span>
                {request.met_at === null ? (
                  <button
                    type="button"
                    className="form-button"
                    disabled={withdrawing === request.id}
                    onClick={() => void withdraw(request)}
                    aria-label={t.withdrawWhich(request.product.name)}
                  >
                    {withdrawing === request.id ? t.withdrawing : t.withdraw}
                  </button>
                ) : (
                  <WishlistCartAction product={request.product} inCart={cart.some((item) => item.id === request.product.id)} />
                )}
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
