import type { Review } from '#shared/api/schemas/catalogue.ts';
import { longDate } from '#shared/text.ts';
import { langOf } from '#shared/text-language.ts';
import { ReviewText } from './ReviewText.tsx';
import { useLocale, useMessages } from '#ui/locale.tsx';
import { reviews as reviewTexts } from '#shared/i18n/messages/reviews.ts';

/**
 * The reviews as just reloaded from the shop, newest first, in place of the
 * prerendered list; the shopper's own new review is marked "Your review", and a
 * review whose writer ordered the book "Verified purchase", as the list it replaces.
 */
export function FreshReviewList({ reviews, ownReviewId }: { reviews: readonly Review[]; ownReviewId: number | null }) {
  const t = useMessages(reviewTexts);
  const locale = useLocale();
  return (
    <ol className="review-island-list">
      {reviews.map((review) => (
        <li key={review.id} className={review.id === ownReviewId ? 'review-island-item own' : 'review-island-item'}>
          <article aria-labelledby={`fresh-review-${review.id}-by`}>
            <header>
              {review.id === ownReviewId && <p className="review-island-own">{t.yours}</p>}
              <h3 id={`fresh-review-${review.id}-by`} lang={langOf(review.reviewer_name)}>
                {review.reviewer_name}
              </h3>
              {review.verified_purchase === true && <p className="review-island-verified">{t.verifiedPurchase}</p>}
              <time dateTime={review.created_at}>{longDate(review.created_at, locale)}</time>
              <span className="review-island-stars" role="img" aria-label={t.rated(review.rating)}>
                {'★'.repeat(review.rating)}
                <span className="dim">{'★'.repeat(5 - review.rating)}</span>
              </span>
            </header>
            <ReviewText comment={review.comment} />
          </article>
        </li>
      ))}
    </ol>
  );
}
