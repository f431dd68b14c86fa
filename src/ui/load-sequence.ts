/**
 * What an island shows while it loads something, and the rule that keeps it
 * honest: only the answer to the latest request is shown. An answer to an
 * earlier request (a retry started meanwhile, the inputs changed) or one that
 * arrives after the island stopped listening is dropped, so a slow old answer
 * never overwrites a newer one (the rule itself is #shared/latest-request.ts).
 * Pure (no React), so it is tested alone; useLoad.ts is the thin hook over it.
 */
import type { ApiError } from '#shared/api/result.ts';
import { latestRequest } from '#shared/latest-request.ts';

export type LoadState<T, E = ApiError> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: E };

/** An answer, shaped like ApiResult (which is one) so API calls are loaders as they are. */
export type Outcome<T, E = ApiError> = { ok: true; data: T } | { ok: false; error: E };

/**
 * One request. The signal is aborted once its answer no longer counts, for a
 * loader with side effects to skip them. `null` means there is nothing to show
 * (the page is leaving, e.g. for /login): the state stays loading.
 */
export type Loader<T, E = ApiError> = (signal: AbortSignal) => Promise<Outcome<T, E> | null>;

export const LOADING = { status: 'loading' } as const;

export function settledState<T, E>(outcome: Outcome<T, E>): LoadState<T, E> {
  return outcome.ok ? { status: 'ready', data: outcome.data } : { status: 'failed', error: outcome.error };
}

export type LoadSequence<T, E> = {
  /** Shows loading and sends a request; the one before it no longer counts. */
  start: (load: Loader<T, E>) => Promise<void>;
  /** No answer sent so far counts any more (the island unmounted or its inputs changed). */
  stop: () => void;
};

export function loadSequence<T, E = ApiError>(show: (state: LoadState<T, E>) => void): LoadSequence<T, E> {
  const requests = latestRequest();
  return {
    async start(load) {
      const request = requests.begin();
      show(LOADING);
      const outcome = await load(request.signal);
      if (!requests.isLatest(request) || outcome === null) return;
      show(settledState(outcome));
    },
    stop: requests.drop,
  };
}
