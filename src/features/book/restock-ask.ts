/**
 * The query a book's page is opened with after a visitor signed in to ask to be told when it is
 * back: the page then asks at once (restock-request.ts), so the press before signing in counts.
 */
export const ASK_AFTER_SIGN_IN = 'restock=ask';

/** Whether the page's address carries the ask, and that address without it. */
export function askAfterSignIn(href: string): { ask: boolean; without: string } {
  const url = new URL(href);
  const ask = url.searchParams.get('restock') === 'ask';
  url.searchParams.delete('restock');
  return { ask, without: `${url.pathname}${url.search}${url.hash}` };
}
