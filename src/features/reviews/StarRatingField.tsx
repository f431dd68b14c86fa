import { FieldError } from '#ui/FieldError.tsx';
import { useMessages } from '#ui/locale.tsx';
import { reviews } from '#shared/i18n/messages/reviews.ts';

const STARS = [1, 2, 3, 4, 5] as const;

type StarRatingFieldProps = {
  /** Prefix of the radios' ids; the error is `${id}-error`. */
  id: string;
  name: string;
  error?: string | undefined;
  onChange: () => void;
};

/**
 * The rating as a radio group of five stars ("1 star" … "5 stars"): arrow keys
 * move between them, a checked star and those before it show filled.
 */
export function StarRatingField({ id, name, error, onChange }: StarRatingFieldProps) {
  const errorId = `${id}-error`;
  const t = useMessages(reviews);
  return (
    <fieldset
      className="star-rating"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      tabIndex={error ? -1 : undefined}
    >
      <legend>{t.yourRating}</legend>
      <div className="star-rating-stars">
        {STARS.map((stars) => (
          <label key={stars} className="star-rating-star" htmlFor={`${id}-${stars}`}>
            <input id={`${id}-${stars}`} type="radio" name={name} value={stars} onChange={onChange} />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{t.stars(stars)}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
