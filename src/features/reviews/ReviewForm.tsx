import { useEffect } from 'react';
import { firstFieldError, type ApiError } from '#shared/api/result.ts';
import { orderApi } from '#shared/api/islands/orders.ts';
import type { Review } from '#shared/api/schemas/catalogue.ts';
import { FormAlert } from '#ui/FormAlert.tsx';
import { useFormSubmit } from '#ui/useFormSubmit.ts';
import { StarRatingField } from './StarRatingField.tsx';
import { TextAreaField } from './TextAreaField.tsx';
import { useMessages } from '#ui/locale.tsx';
import { reviews } from '#shared/i18n/messages/reviews.ts';

type ReviewMessages = { ratingRequired: string; commentRequired: string };

/** The review as entered, and what is missing, in the interface's words. */
export function readReview(data: FormData, t: ReviewMessages) {
  const rating = Number(data.get('rating') ?? 0);
  const comment = String(data.get('comment') ?? '');
  const errors = {
    rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? undefined : t.ratingRequired,
    comment: comment.trim() === '' ? t.commentRequired : undefined,
  };
  return { input: { rating, comment }, errors };
}

/** A refused rating can only be out of range: said in the shop's words, like the form's own check. */
function reviewServerErrors(error: ApiError, t: ReviewMessages) {
  return { rating: firstFieldError(error, 'rating') && t.ratingRequired, comment: firstFieldError(error, 'comment') };
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
  const t = useMessages(reviews);
  const { formRef, errors, alert, busy, onSubmit, clearError } = useFormSubmit({
    read: (data) => readReview(data, t),
    send: ({ rating, comment }) => orderApi.addReview(token, slug, rating, comment),
    serverErrors: (error) => reviewServerErrors(error, t),
    signedIn: true,
    onSuccess: (data) => onReviewed(data.review),
  });
  // The button that opened the form is gone: start the keyboard at the stars.
  useEffect(() => formRef.current?.querySelector<HTMLInputElement>('input')?.focus(), [formRef]);

  return (
    <form
      ref={formRef}
      className="review-form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="review-form-title"
      aria-busy={busy || undefined}
    >
      <h3 id="review-form-title">{t.write}</h3>
      <FormAlert message={alert} />
      <StarRatingField id="review-rating" name="rating" error={errors.rating} onChange={clearError('rating')} />
      <TextAreaField id="review-comment" name="comment" label={t.yours} error={errors.comment} onInput={clearError('comment')} />
      <div className="review-form-actions">
        <button type="submit" className="form-button" disabled={busy}>
          {busy ? t.sending : t.submit}
        </button>
        <button type="button" className="review-form-cancel" onClick={onCancel}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
