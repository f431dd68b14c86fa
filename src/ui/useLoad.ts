/**
 * The islands' one way to load something: loading, the data, or the error,
 * with reload(). Our own few lines rather than @nanostores/query (not a
 * dependency): the islands need no shared cache, deduplication or refetch on
 * focus, only "the latest answer wins", which load-sequence.ts states and tests.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiError } from '#shared/api/result.ts';
import { LOADING, loadSequence, type Loader, type LoadState } from './load-sequence.ts';

export type Load<T, E = ApiError> = { state: LoadState<T, E>; reload: () => void };

/** What a load depends on: a change starts a new request and drops the answer to the old one. */
type Input = string | number | boolean | null;

/**
 * Loads when the island mounts, again when an input changes or reload() is
 * called; only the latest request's answer is shown. While `enabled` is false
 * nothing is sent (and a request under way no longer counts).
 */
export function useLoad<T, E = ApiError>(load: Loader<T, E>, inputs: readonly Input[], enabled = true): Load<T, E> {
  const [state, setState] = useState<LoadState<T, E>>(LOADING);
  const [sequence] = useState(() => loadSequence<T, E>(setState));
  const [attempt, setAttempt] = useState(0);
  // The loader is a new closure every render; the request reads the one current when it starts.
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });
  const key = JSON.stringify(inputs);
  useEffect(() => {
    if (!enabled) return;
    void sequence.start(latestLoad.current);
    return sequence.stop;
  }, [sequence, enabled, key, attempt]);
  // Loading shows in the same render as whatever the caller changed with it, so no effect sees the old data as current.
  const reload = useCallback(() => {
    setState(LOADING);
    setAttempt((n) => n + 1);
  }, []);
  return { state, reload };
}
