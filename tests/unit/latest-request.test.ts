import { describe, expect, it } from 'vitest';
import { latestRequest } from '#shared/latest-request.ts';

/** An answer the test hands over when it likes. */
function pending<T>() {
  let answer!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (answer = resolve));
  return { promise, answer };
}

/** A caller as the storefront writes one: begin, await the answer, show it only if it still counts. */
function searchBox() {
  const requests = latestRequest();
  const shown: string[] = [];
  const ask = async (answer: Promise<string>) => {
    const ticket = requests.begin();
    const result = await answer;
    if (requests.isLatest(ticket)) shown.push(result);
  };
  return { requests, shown, ask };
}

describe('latestRequest: only the latest answer counts', () => {
  it('keeps the answer to a lone request', async () => {
    const { shown, ask } = searchBox();
    await ask(Promise.resolve('books for "rabi"'));
    expect(shown).toEqual(['books for "rabi"']);
  });

  it('ignores an older answer that arrives after a newer request was answered', async () => {
    const { shown, ask } = searchBox();
    const older = pending<string>();
    const newer = pending<string>();
    const olderDone = ask(older.promise);
    const newerDone = ask(newer.promise);
    newer.answer('new');
    await newerDone;
    older.answer('old');
    await olderDone;
    expect(shown).toEqual(['new']);
  });

  it('ignores an older answer that arrives first, and keeps the latest', async () => {
    const { shown, ask } = searchBox();
    const older = pending<string>();
    const newer = pending<string>();
    const olderDone = ask(older.promise);
    const newerDone = ask(newer.promise);
    older.answer('old');
    await olderDone;
    expect(shown).toEqual([]);
    newer.answer('new');
    await newerDone;
    expect(shown).toEqual(['new']);
  });

  it('keeps only the last of many requests', async () => {
    const { shown, ask } = searchBox();
    const answers = [pending<string>(), pending<string>(), pending<string>()];
    const done = answers.map((answer) => ask(answer.promise));
    answers.forEach((answer, index) => answer.answer(`answer ${index}`));
    await Promise.all(done);
    expect(shown).toEqual(['answer 2']);
  });

  it('keeps each answer when every request is answered before the next begins', async () => {
    const { shown, ask } = searchBox();
    await ask(Promise.resolve('first'));
    await ask(Promise.resolve('second'));
    expect(shown).toEqual(['first', 'second']);
  });

  it('ignores every answer still on its way after drop, and counts requests begun after it', async () => {
    const { requests, shown, ask } = searchBox();
    const late = pending<string>();
    const lateDone = ask(late.promise);
    requests.drop();
    late.answer('too late');
    await lateDone;
    expect(shown).toEqual([]);
    await ask(Promise.resolve('again'));
    expect(shown).toEqual(['again']);
  });

  it('aborts a request’s signal as soon as its answer stops counting, not before', () => {
    const requests = latestRequest();
    const first = requests.begin();
    expect(first.signal.aborted).toBe(false);
    const second = requests.begin();
    expect(first.signal.aborted).toBe(true);
    expect(second.signal.aborted).toBe(false);
    requests.drop();
    expect(second.signal.aborted).toBe(true);
  });

  it('keeps separate sequences apart: a request in one does not supersede another', () => {
    const wishlist = latestRequest();
    const search = latestRequest();
    const load = wishlist.begin();
    const keystroke = search.begin();
    search.begin();
    expect(wishlist.isLatest(load)).toBe(true);
    expect(search.isLatest(keystroke)).toBe(false);
    expect(search.isLatest(load)).toBe(false);
  });

  it('lets drop be handed on unbound, as an effect cleanup', () => {
    const requests = latestRequest();
    const ticket = requests.begin();
    const cleanup = requests.drop;
    cleanup();
    expect(requests.isLatest(ticket)).toBe(false);
  });
});
