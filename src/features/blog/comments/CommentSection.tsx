import { useState } from 'react';
import type { Comment } from '#shared/api/schemas/content.ts';
import { blogComments } from '#shared/i18n/messages/blog-comments.ts';
import { useMessages } from '#ui/locale.tsx';
import { CommentForm } from './CommentForm.tsx';
import { NewComments } from './NewComments.tsx';
import '#features/reviews/reviews.css';
import './comments.css';

/**
 * The post page's comment island, right after the prerendered comments: the
 * comments written here since the page loaded, then the form. Each new comment
 * updates the prerendered count heading ([data-comment-count]).
 */
export function CommentSection({ slug, initialCount }: { slug: string; initialCount: number }) {
  const [added, setAdded] = useState<Comment[]>([]);
  const t = useMessages(blogComments);

  function commented(comment: Comment) {
    const next = [...added, comment];
    setAdded(next);
    const label = t.count(initialCount + next.length);
    for (const element of document.querySelectorAll<HTMLElement>('[data-comment-count]')) element.textContent = label;
  }

  return (
    <div className="comment-island">
      <NewComments comments={added} />
      {added.length > 0 && (
        <p className="visually-hidden" role="status">
          {t.added}
        </p>
      )}
      <CommentForm slug={slug} onCommented={commented} />
    </div>
  );
}
