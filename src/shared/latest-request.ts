/**
 * The one home of "only the latest answer counts": a request begun supersedes
 * every one before it, whose answer, however late it comes, must be ignored.
 * Callers check after each await, so a slow old answer never overwrites a
 * newer one. Pure, so the rule is tested alone.
 */

/** One request. Its signal is aborted the moment its answer stops counting, for work that can stop early. */
export type Ticket = { readonly signal: AbortSignal };

export type LatestRequest = {
  /** Starts a request; the ones begun before it no longer count. */
  begin: () => Ticket;
  /** Whether this request's answer still counts: nothing was begun or dropped since. */
  isLatest: (ticket: Ticket) => boolean;
  /** No request begun so far counts any more (the caller stopped listening, or set the answer itself). */
  drop: () => void;
};

export function latestRequest(): LatestRequest {
  let current: AbortController | null = null;
  // Closures, not methods: callers hand drop() on as a cleanup, unbound.
  return {
    begin: () => {
      current?.abort();
      const request = new AbortController();
      current = request;
      return { signal: request.signal };
    },
    isLatest: (ticket) => ticket.signal === current?.signal,
    drop: () => {
      current?.abort();
      current = null;
    },
  };
}
