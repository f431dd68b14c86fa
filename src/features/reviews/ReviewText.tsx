import { useId, useState } from 'react';
import { reviewPreview } from './review-preview.ts';
import { langOf } from '#shared/text-language.ts';
import { useMessages } from '#ui/locale.tsx';
import { reviews } from '#shared/i18n/messages/reviews.ts';

/** A review's text, collapsed to 150 characters with Read more / Show Less when longer. */
export function ReviewText({ comment }: { comment: string }) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const t = useMessages(reviews);
  const short = reviewPreview(comment);
  return (
    <div>
      <p id={id} className="review-island-text" lang={langOf(comment)}>
        {short === null || expanded ? comment : short}
      </p>
      {short !== null && (
        <button
          type="button"
          className="review-island-toggle"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t.showLess : t.readMore}
        </button>
      )}
    </div>
  );
}
