/**
 * What each prebuilt page shows, recorded while it renders (build time only).
 * A live update re-renders only the pages whose recorded records changed
 * (publishing/rebuild/incremental), so every build writes, per page, the keys of
 * the API answers it read and the books it links to.
 *
 * The keys are dep-keys.ts's; the rebuild derives the same keys from the API
 * answers it revalidates.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { depKey } from './dep-keys.ts';

const current = new AsyncLocalStorage<Set<string>>();

/** Notes that the page being rendered shows `key`; a no-op outside a page render (getStaticPaths). */
export function recordDep(key: string): void {
  current.getStore()?.add(key);
}

/** Runs a page's render with its own dependency set. */
export function withPageDeps<T>(deps: Set<string>, render: () => Promise<T>): Promise<T> {
  return current.run(deps, render);
}

/**
 * Runs `load` recording nothing for the page: for a read the page records more
 * narrowly itself (a listing's later page shows a few of the list's books).
 */
export function unrecorded<T>(load: () => Promise<T>): Promise<T> {
  return current.run(new Set(), load);
}

const BOOK_LINK = /\/product-details\/([^/"'?#\s<>]+)/g;

/** The books a page links to (cards, related lists, search blocks): each one's card is shown there. */
export function linkedBookKeys(html: string): string[] {
  const keys = new Set<string>();
  for (const match of html.matchAll(BOOK_LINK)) {
    const raw = match[1] ?? '';
    let slug = raw;
    try {
      slug = decodeURIComponent(raw);
    } catch {
      // A malformed escape is recorded as written; it can only make a page render more often.
    }
    keys.add(depKey.card(slug));
  }
  return [...keys];
}
