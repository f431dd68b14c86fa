import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { pathInLocale } from '#shared/i18n/locale.ts';
import { wishlist as messages } from '#shared/i18n/messages/wishlist.ts';
import { $wishlist, wishlist } from './shop-wishlist-store.ts';
import { ErrorNotice } from '#ui/ErrorNotice.tsx';
import { useLocale, useMessages } from '#ui/locale.tsx';
import { Spinner } from '#ui/Spinner.tsx';
import { WishlistTable } from './WishlistTable.tsx';

/**
 * The wishlist as it loads: a spinner, the API's failure with Retry, the
 * empty state, or the table. After a row is removed, focus goes to the next
 * row's Remove button (or the empty state), never lost to the page.
 */
export function WishlistView() {
  const locale = useLocale();
  const t = useMessages(messages);
  const state = useStore($wishlist);
  const containerRef = useRef<HTMLDivElement>(null);
  const focusAfterRemoval = useRef<number | null>(null);

  useEffect(() => {
    const index = focusAfterRemoval.current;
    const container = containerRef.current;
    if (index === null || !container) return;
    focusAfterRemoval.current = null;
    const buttons = container.querySelectorAll<HTMLElement>('[data-remove-button]');
    const target = buttons[Math.min(index, buttons.length - 1)] ?? container.querySelector<HTMLElement>('[data-wishlist-empty]');
    target?.focus();
  }, [state.products]);

  const { status, products } = state;
  const firstLoad = (status === 'loading' || status === 'signed-out') && products.length === 0;

  return (
    <div ref={containerRef} className="wishlist" aria-busy={status === 'loading' || undefined}>
      {firstLoad && <Spinner label={t.loading} />}
      {status === 'error' && <ErrorNotice message={t.loadFailed(state.message)} onRetry={() => void wishlist.reload()} />}
      {status === 'ready' && products.length === 0 && (
        <div className="wishlist-empty">
          <p tabIndex={-1} data-wishlist-empty>
            {t.empty}
          </p>
          <a href={pathInLocale('/', locale)}>{t.continueShopping}</a>
        </div>
      )}
      {products.length > 0 && (
        <WishlistTable
          products={products}
          remove={async (product, index) => {
            focusAfterRemoval.current = index;
            const removed = await wishlist.remove(product.id);
            if (!removed) focusAfterRemoval.current = null;
            return removed;
          }}
        />
      )}
    </div>
  );
}
