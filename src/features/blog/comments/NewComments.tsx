import type { Comment } from '#shared/api/schemas/content.ts';
import { longDateTime } from '#shared/text.ts';
import { langOf } from '#shared/text-language.ts';
import { SHOPPER_LINK_REL, webAddress } from '#shared/web-address.ts';
import { blogComments } from '#shared/i18n/messages/blog-comments.ts';
import { useLocale } from '#ui/locale.tsx';

/**
 * Comments written on this page since it loaded, right after the prerendered
 * list and looking like it: the name (a link only to an http(s) address,
 * nofollow ugc), date and time, and the text as plain text.
 */
export function NewComments({ comments }: { comments: readonly Comment[] }) {
  const locale = useLocale();
  if (comments.length === 0) return null;
  return (
    <ol className="comment-island-list" aria-label={blogComments[locale].yourComments}>
      {comments.map((comment) => {
        const web = webAddress(comment.web);
        return (
          <li key={comment.id} id={`comment-${comment.id}`} className="comment-island-item">
            <span className="comment-island-avatar" aria-hidden="true">
              <svg viewBox="0 0 16 16" width="22" height="22">
                <circle cx="8" cy="5.5" r="3" fill="currentColor" />
                <path d="M2.5 15c0-3.2 2.5-5 5.5-5s5.5 1.8 5.5 5" fill="currentColor" />
              </svg>
            </span>
            <div>
              <p className="comment-island-who">
                {web ? (
                  <a href={web} rel={SHOPPER_LINK_REL} lang={langOf(comment.name)}>
                    {comment.name}
                  </a>
                ) : (
                  <span lang={langOf(comment.name)}>{comment.name}</span>
                )}
                <time dateTime={comment.created_at} lang={locale}>
                  {longDateTime(comment.created_at, locale)}
                </time>
              </p>
              <p className="comment-island-text" lang={langOf(comment.comment)}>
                {comment.comment}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
