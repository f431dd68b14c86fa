import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { productApi } from '#shared/api/islands/product.ts';
import type { Review } from '#shared/api/schemas/catalogue.ts';
import { $auth } from '#shared/session/auth-store.ts';
import { loginPathFor } from '#shared/session/auth-logic.ts';
import { showToast } from '#features/shell/toast-store.ts';
import { useHydrated } from '#ui/useHydrated.ts';
import { LocaleProvider, useMessages } from '#ui/locale.tsx';
import type { Locale } from '#shared/i18n/locale.ts';
import { reviews as reviewTexts } from '#shared/i18n/messages/reviews.ts';
import { FreshReviewList } from './FreshReviewList.tsx';
import { ReviewForm } from './ReviewForm.tsx';
import './reviews.css';

/**
 * The book page's review island: Write a Review opens the form (signed out:
 * "Please login to write review" and a Login link that comes back here). After
 * a review is saved the form hides and the reviews reload from the shop; the
 * fresh list takes the place of the prerendered one ([data-static-reviews]) and
 * the count in the heading ([data-review-count]) follows.
 */
export function ReviewSection({ slug, locale = 'en' }: { slug: string; locale?: Locale }) {
  return (
    <LocaleProvider locale={locale}>
      <Reviews slug={slug} />
    </LocaleProvider>
  );
}

function Reviews({ slug }: { slug: string }) {
  const t = useMessages(reviewTexts);
  const hydrated = useHydrated();
  const auth = useStore($auth);
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [fresh, setFresh] = useState<{ reviews: Review[]; ownReviewId: number } | null>(null);

  async function reviewed(review: Review) {
    setOpen(false);
    showToast(t.thanks);
    setNotice(t.thanks);
    const reloaded = await productApi.product(slug);
    const reviews = reloaded.ok ? reloaded.data.product.reviews : [review, ...(fresh?.reviews ?? [])];
    setFresh({ reviews, ownReviewId: review.id });
    replaceStaticList(t.count(reviews.length));
  }

  // An element even before hydration: client:visible watches the island's children.
  if (!hydrated) return <div className="review-island" />;

  return (
    <div className="review-island">
      {notice && (
        <p className="form-notice" role="status">
          {notice}
        </p>
      )}
      {!auth.isAuthenticated || !auth.token ? (
        <p className="review-login">
          <span>{t.loginToReview}</span>
          <a className="form-button" href={loginPathFor(window.location.pathname + window.location.search + '#reviews')}>
            {t.login}
          </a>
        </p>
      ) : open ? (
        <ReviewForm slug={slug} token={auth.token} onReviewed={(review) => void reviewed(review)} onCancel={() => setOpen(false)} />
      ) : (
        <button type="button" className="form-button" onClick={() => setOpen(true)}>
          {t.write}
        </button>
      )}
      {fresh && <FreshReviewList reviews={fresh.reviews} ownReviewId={fresh.ownReviewId} />}
    </div>
  );
}

/** Hides the prerendered reviews (now stale) and sets the heading's count (written as the interface writes it). */
function replaceStaticList(count: string): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-static-reviews]')) element.hidden = true;
  for (const element of document.querySelectorAll<HTMLElement>('[data-review-count]')) element.textContent = count;
}
