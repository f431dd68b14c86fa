import { createRoot } from 'react-dom/client';
import { CommentSection } from './CommentSection.tsx';

/** Renders the comment island into its root, reading the post from the root's data attributes. */
export function mountComments(root: HTMLElement): void {
  const slug = root.dataset.postSlug ?? '';
  const initialCount = Number(root.dataset.initialCount ?? '0') || 0;
  root.replaceChildren();
  createRoot(root).render(<CommentSection slug={slug} initialCount={initialCount} />);
}
