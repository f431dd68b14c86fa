/**
 * The address parameters the listing filters own. Alone in this file so the
 * tiny loader every listing page runs can check an address for them without
 * bringing in the parsing (listing-state.ts).
 */
export const STATE_PARAMS = ['sort', 'category', 'publisher', 'author', 'language', 'price', 'rating', 'page'] as const;

/** Whether an address query names any filter, sort or page: then the filter script is needed at once. */
export function mentionsState(query: string): boolean {
  const params = new URLSearchParams(query);
  return STATE_PARAMS.some((name) => params.has(name));
}

/** Whether an address query names a filter or sort (the page alone does not count). */
export function mentionsChoices(query: string): boolean {
  const params = new URLSearchParams(query);
  return STATE_PARAMS.some((name) => name !== 'page' && params.has(name));
}

/**
 * Fired on window when the listing filters push a new address (history.pushState
 * fires no popstate), so the search page can show the unfiltered page it names.
 */
export const ADDRESS_PUSHED = 'listing-address-pushed';
