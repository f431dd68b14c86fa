import { useEffect } from 'react';
import { firstFieldError, type ApiError } from '../../lib/api/result.ts';
import { orderApi } from '../../lib/api/islands/orders.ts';
import { REVIEW_MESSAGES } from '../shared/blank-fields.ts';
import type { Review } from '../../lib/api/schemas/catalogue.ts';
import { FormAlert } from '../shared/FormAlert.tsx';
import { useFormSubmit } from '../shared/useFormSubmit.ts';
import { StarRatingField } from './StarRatingField.tsx';
import { TextAreaField } from './TextAreaField.tsx';

function readReview(data: FormData) {
  const rating = Number(data.get('rating') ?? 0);
  const comment = String(data.get('comment') ?? '');
  const errors = {
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? undefined : REVIEW_MESSAGES.rating,
    comment: comment.trim() === '' ? REVIEW_MESSAGES.comment : undefined,
  };
  return { input: { rating, comment }, errors };
}

/** A refused rating can only be out of range: said in the shop's words, like the form's own check. */
function reviewServerErrors(error: ApiError) {
  return { rating: firstFieldError(error, 'rating') && REVIEW_MESSAGES.rating, comment: firstFieldError(error, 'comment') };
}

type ReviewFormProps = {
  slug: string;
  token: string;
  onReviewed: (review: Review) => void;
  onCancel: () => void;
};

/**
 * Stars and a comment, sent as entered (no check of its own): the shop's 422
 * messages show under the fields, a 401 means the sign-in expired.
 */
export function ReviewForm({ slug, token, onReviewed, onCancel }: ReviewFormProps) {
  const { formRef, errors, alert, busy, onSubmit, clearError } = useFormSubmit({
    read: readReview,
    send: ({ rating, comment }) => orderApi.addReview(token, slug, rating, comment),
    serverErrors: reviewServerErrors,
    signedIn: true,
    onSuccess: (data) => onReviewed(data.review),
  });
  // The button that opened the form is gone: start the keyboard at the stars.
  useEffect(() => formRef.current?.querySelector<HTMLInputElement>('input')?.focus(), [formRef]);

  return (
    <form ref={formRef} className="review-form" noValidate onSubmit={onSubmit} aria-labelledby="review-form-title" aria-busy={busy || undefined}>
      <h3 id="review-form-title">Write a Review</h3>
      <FormAlert message={alert} />
      <StarRatingField id="review-rating" name="rating" error={errors.rating} onChange={clearError('rating')} />
      <TextAreaField id="review-comment" name="comment" label="Your review" error={errors.comment} onInput={clearError('comment')} />
      <div className="review-form-actions">
        <button type="submit" className="form-button" disabled={busy}>
          {busy ? 'Sending…' : 'Submit Review'}
        </button>
        <button type="button" className="review-form-cancel" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
