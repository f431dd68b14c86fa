import { useEffect, useRef, useState, type FormEvent } from 'react';
import { firstFieldError } from '../../lib/api/result.ts';
import { orderApi } from '../../lib/api/islands/orders.ts';
import { REVIEW_MESSAGES } from '../shared/blank-fields.ts';
import type { Review } from '../../lib/api/schemas/catalogue.ts';
import { sessionExpired } from '../../stores/auth.ts';
import { apiErrorMessage, type ErrorNoticeContent } from '../shared/api-error-message.ts';
import { FormAlert } from '../shared/FormAlert.tsx';
import { useFocusOnFailure } from '../shared/useFocusOnFailure.ts';
import { StarRatingField } from './StarRatingField.tsx';
import { TextAreaField } from './TextAreaField.tsx';

type ReviewErrors = { rating?: string | undefined; comment?: string | undefined };

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
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<ReviewErrors>({});
  const [alert, setAlert] = useState<ErrorNoticeContent | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const focusOnFailure = useFocusOnFailure(formRef);
  // The button that opened the form is gone: start the keyboard at the stars.
  useEffect(() => formRef.current?.querySelector<HTMLInputElement>('input')?.focus(), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const data = new FormData(event.currentTarget);
    const rating = Number(data.get('rating') ?? 0);
    const comment = String(data.get('comment') ?? '');
    const invalid = {
      rating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? undefined : REVIEW_MESSAGES.rating,
      comment: comment.trim() === '' ? REVIEW_MESSAGES.comment : undefined,
    };
    if (invalid.rating || invalid.comment) {
      setErrors(invalid);
      setAlert(null);
      focusOnFailure();
      return;
    }
    setSubmitting(true);
    setErrors({});
    setAlert(null);
    const result = await orderApi.addReview(token, slug, rating, comment);
    if (result.ok) {
      onReviewed(result.data.review);
      return;
    }
    const { error } = result;
    if (error.kind === 'http' && error.status === 401) {
      sessionExpired();
      return;
    }
    // A refused rating can only be out of range: said in the shop's words, like the form's own check.
    const fieldErrors = { rating: firstFieldError(error, 'rating') && REVIEW_MESSAGES.rating, comment: firstFieldError(error, 'comment') };
    if (fieldErrors.rating || fieldErrors.comment) setErrors(fieldErrors);
    else setAlert(apiErrorMessage(error));
    setSubmitting(false);
    focusOnFailure();
  }

  const clearError = (field: keyof ReviewErrors) => () => {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <form ref={formRef} className="review-form" noValidate onSubmit={submit} aria-labelledby="review-form-title" aria-busy={submitting || undefined}>
      <h3 id="review-form-title">Write a Review</h3>
      <FormAlert message={alert} />
      <StarRatingField id="review-rating" name="rating" error={errors.rating} onChange={clearError('rating')} />
      <TextAreaField id="review-comment" name="comment" label="Your review" error={errors.comment} onInput={clearError('comment')} />
      <div className="review-form-actions">
        <button type="submit" className="form-button" disabled={submitting}>
          {submitting ? 'Sending…' : 'Submit Review'}
        </button>
        <button type="button" className="review-form-cancel" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
