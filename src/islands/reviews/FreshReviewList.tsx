import type { Review } from '../../lib/api/schemas/catalogue.ts';
import { longDate } from '../../lib/text.ts';
import { ReviewText } from './ReviewText.tsx';

/**
 * The reviews as just reloaded from the shop, newest first, in place of the
 * prerendered list; the shopper's own new review is marked "Your review".
 */
export function FreshReviewList({ reviews, ownReviewId }: { reviews: readonly Review[]; ownReviewId: number | null }) {
  return (
    <ol className="review-island-list">
      {reviews.map((review) => (
        <li key={review.id} className={review.id === ownReviewId ? 'review-island-item own' : 'review-island-item'}>
          <article aria-labelledby={`fresh-review-${review.id}-by`}>
            <header>
              {review.id === ownReviewId && <p className="review-island-own">Your review</p>}
              <h3 id={`fresh-review-${review.id}-by`}>{review.reviewer_name}</h3>
              <time dateTime={review.created_at}>{longDate(review.created_at)}</time>
              <span className="review-island-stars" role="img" aria-label={`Rated ${review.rating} out of 5`}>
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
