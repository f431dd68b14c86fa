import { describe, expect, it } from 'vitest';
import type { ApiError } from '#shared/api/result.ts';
import { loadSequence, type LoadState, type Outcome } from '#ui/load-sequence.ts';

/** A request whose answer the test hands over when it likes. */
function pending<T>() {
  let answer!: (outcome: Outcome<T> | null) => void;
  const promise = new Promise<Outcome<T> | null>((resolve) => (answer = resolve));
  let signal!: AbortSignal;
  const load = (given: AbortSignal) => {
    signal = given;
    return promise;
  };
  return { load, answer, signal: () => signal };
}

function watch<T>() {
  const shown: LoadState<T>[] = [];
  const sequence = loadSequence<T>((state) => shown.push(state));
  return { sequence, shown, last: () => shown.at(-1) };
}

const offline: ApiError = { kind: 'network', message: 'offline', timedOut: false };

describe('loadSequence: only the latest answer is shown', () => {
  it('shows loading, then the data', async () => {
    const { sequence, shown } = watch<string>();
    const request = pending<string>();
    const done = sequence.start(request.load);
    expect(shown).toEqual([{ status: 'loading' }]);
    request.answer({ ok: true, data: 'addresses' });
    await done;
    expect(shown).toEqual([{ status: 'loading' }, { status: 'ready', data: 'addresses' }]);
  });

  it('shows a failure with its error, for the island to word and offer Retry', async () => {
    const { sequence, last } = watch<string>();
    await sequence.start(() => Promise.resolve({ ok: false, error: offline }));
    expect(last()).toEqual({ status: 'failed', error: offline });
  });

  it('keeps the later request’s answer when two answers arrive out of order', async () => {
    const { sequence, last } = watch<string>();
    const first = pending<string>();
    const second = pending<string>();
    const firstDone = sequence.start(first.load);
    const secondDone = sequence.start(second.load);
    second.answer({ ok: true, data: 'new list' });
    await secondDone;
    first.answer({ ok: true, data: 'old list' });
    await firstDone;
    expect(last()).toEqual({ status: 'ready', data: 'new list' });
  });

  it('does not let an earlier success overwrite a later failure', async () => {
    const { sequence, last } = watch<string>();
    const first = pending<string>();
    const second = pending<string>();
    const firstDone = sequence.start(first.load);
    const secondDone = sequence.start(second.load);
    second.answer({ ok: false, error: offline });
    first.answer({ ok: true, data: 'old list' });
    await Promise.all([firstDone, secondDone]);
    expect(last()).toEqual({ status: 'failed', error: offline });
  });

  it('tells the earlier request its answer no longer counts, for a loader with side effects to skip them', () => {
    const { sequence } = watch<string>();
    const first = pending<string>();
    const second = pending<string>();
    void sequence.start(first.load);
    expect(first.signal().aborted).toBe(false);
    void sequence.start(second.load);
    expect(first.signal().aborted).toBe(true);
    expect(second.signal().aborted).toBe(false);
  });

  it('shows nothing from a request answered after stop (unmounted, or inputs changed)', async () => {
    const { sequence, shown } = watch<string>();
    const request = pending<string>();
    const done = sequence.start(request.load);
    sequence.stop();
    expect(request.signal().aborted).toBe(true);
    request.answer({ ok: true, data: 'too late' });
    await done;
    expect(shown).toEqual([{ status: 'loading' }]);
  });

  it('starts again after a stop (React runs an effect, its cleanup and the effect again)', async () => {
    const { sequence, last } = watch<string>();
    sequence.stop();
    await sequence.start(() => Promise.resolve({ ok: true, data: 'again' }));
    expect(last()).toEqual({ status: 'ready', data: 'again' });
  });

  it('stays loading when the loader has nothing to show (the page is leaving for /login)', async () => {
    const { sequence, shown } = watch<string>();
    await sequence.start(() => Promise.resolve(null));
    expect(shown).toEqual([{ status: 'loading' }]);
  });
});
