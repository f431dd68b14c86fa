/**
 * What a rebuild does: a live update when the live release's state and code
 * allow one, learning what changed from the first of
 *
 *   1. the backend's change feed (our extension), with any named changes added;
 *   2. the changes named to the webhook or on the command line;
 *   3. nothing: every answer the live release read is asked again with its
 *      validators and compared by content (revalidation);
 *
 * and a full build only when there is nothing to update from (no release, no
 * state) or what renders the pages changed (code, dependencies, configuration,
 * URLs), or when asked (REBUILD_FULL=1).
 */
import type { RebuildConfig } from './config.ts';
import { currentCursor, readFeed } from './incremental/feed.ts';
import type { ChangeHint, Pending } from './incremental/named-changes.ts';
import { openState, type ReleaseState } from './incremental/state.ts';

/** `all`: every answer is asked again. */
export type WhatChanged = { source: 'feed' | 'named'; changes: ChangeHint[] } | { source: 'revalidation'; changes: 'all'; because: string };

export type Mode =
  | { kind: 'full'; because: string }
  | { kind: 'idle'; because: string }
  /** `state` is open: the caller closes it. */
  | { kind: 'live'; state: ReleaseState; live: string; cursor: string | null; what: WhatChanged };

/**
 * `pendingOnly`: a run the webhook's queue started, which only ever runs for a request it recorded
 * first. Without a feed and with nothing pending, the run before took (and published) every request,
 * so there is nothing to do, rather than a revalidation of every answer.
 */
export async function chooseMode(
  config: RebuildConfig,
  live: string | null,
  fingerprint: string,
  pending: Pending,
  options: { pendingOnly?: boolean } = {},
): Promise<Mode> {
  if (process.env.REBUILD_FULL === '1') return { kind: 'full', because: 'asked for (REBUILD_FULL=1)' };
  if (!live) return { kind: 'full', because: 'no release published yet' };
  const state = openState(config.releasesDir, live);
  if (!state) return { kind: 'full', because: `the live release ${live} has no live-update state` };
  let mode: Mode | undefined;
  try {
    mode = await modeFrom(config, state, live, fingerprint, pending, options);
    return mode;
  } finally {
    if (mode?.kind !== 'live') state.close();
  }
}

async function modeFrom(
  config: RebuildConfig,
  state: ReleaseState,
  live: string,
  fingerprint: string,
  pending: Pending,
  options: { pendingOnly?: boolean },
): Promise<Mode> {
  if (state.fingerprint !== fingerprint)
    return { kind: 'full', because: 'the code, its dependencies, or the API or site URLs changed since the live release' };
  const base = { kind: 'live', state, live } as const;
  const revalidation = (cursor: string | null, because: string): Mode => ({
    ...base,
    cursor,
    what: { source: 'revalidation', changes: 'all', because },
  });

  if (state.cursor !== null) {
    const feed = await readFeed(config.shopApiUrl, state.cursor);
    if (feed.kind === 'changes')
      return { ...base, cursor: feed.cursor, what: { source: 'feed', changes: [...feed.changes, ...pending.changes] } };
    // The reset answer's cursor is read before anything else: a change made meanwhile is read again next time.
    if (feed.kind === 'reset') return revalidation(feed.cursor, 'the change feed no longer has the changes since the live release');
  } else {
    // Built without a feed, and the backend has one now: follow it from here, after asking everything once.
    const cursor = await currentCursor(config.shopApiUrl);
    if (cursor !== null) return revalidation(cursor, 'the live release was built without the change feed');
  }
  if (options.pendingOnly && !pending.all && pending.changes.length === 0)
    return { kind: 'idle', because: 'nothing is pending: the run before published every change it was asked for' };
  if (pending.all || pending.changes.length === 0)
    return revalidation(
      null,
      pending.all
        ? 'a rebuild was asked for without naming changes, and there is no change feed'
        : 'nothing was named and there is no change feed',
    );
  return { ...base, cursor: null, what: { source: 'named', changes: pending.changes } };
}
