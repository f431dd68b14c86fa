import { createRoot } from 'react-dom/client';
import { CommentSection } from './CommentSection.tsx';
import { LocaleProvider } from '#ui/locale.tsx';

/** Renders the comment island into its root, reading the post and the page's language from the root's data attributes. */
export function mountComments(root: HTMLElement): void {
  const slug = root.dataset.postSlug ?? '';
  const initialCount = Number(root.dataset.initialCount ?? '0') || 0;
  const locale = root.dataset.locale === 'bn' ? 'bn' : 'en';
  root.replaceChildren();
  createRoot(root).render(
    <LocaleProvider locale={locale}>
      <CommentSection slug={slug} initialCount={initialCount} />
    </LocaleProvider>,
  );
}
