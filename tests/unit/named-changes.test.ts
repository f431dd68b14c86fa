/**
 * Changes named by the backend (the webhook's body, `--changed KIND:SLUG`) and
 * the file they wait in: what is accepted and refused, and that nothing named
 * is lost when a rebuild fails or dies.
 */
import { mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addPending,
  readWebhookBody,
  MAX_NAMED,
  parseChangedFlag,
  takePending,
} from '../../publishing/rebuild/incremental/named-changes.ts';

/** The field errors of a body, or null when the webhook takes it. */
const bodyErrors = (body: unknown) => {
  const read = readWebhookBody(body);
  return 'errors' in read ? read.errors : null;
};

describe('the webhook body', () => {
  it('reads the changes a body names once, and names nothing for no changes', () => {
    expect(readWebhookBody({ changes: [{ kind: 'product', action: 'deleted', slug: 'gone' }] })).toEqual({
      changes: [{ kind: 'product', action: 'deleted', slug: 'gone' }],
    });
    expect(readWebhookBody({ changes: [] })).toEqual({ changes: null });
    expect(readWebhookBody({ cursor: 'abc.12' })).toEqual({ changes: null });
  });

  it('accepts no names, a feed cursor, or changes in the feed shape with id, fields and at optional', () => {
    expect(bodyErrors({})).toBeNull();
    expect(bodyErrors({ cursor: 'abc.12' })).toBeNull();
    expect(bodyErrors({ changes: [] })).toBeNull();
    expect(
      bodyErrors({
        changes: [
          { kind: 'product', action: 'updated', slug: 'pother-panchali' },
          { kind: 'product', action: 'created', slug: 'new-book', fields: ['price'], id: 12, at: '2026-11-28T10:00:00Z' },
          { kind: 'author', action: 'updated', id: 3 },
          { kind: 'menu', action: 'updated', slug: null },
          { kind: 'settings', action: 'updated' },
        ],
      }),
    ).toBeNull();
  });

  it('says which entry and field is wrong', () => {
    expect(bodyErrors([])).toHaveProperty('(body)');
    expect(bodyErrors({ change: [] })).toHaveProperty('change');
    expect(Object.keys(bodyErrors({ changes: [{ kind: 'book', action: 'updated', slug: 'x' }] }) ?? {})).toEqual(['changes.0.kind']);
    expect(Object.keys(bodyErrors({ changes: [{ kind: 'product', action: 'edited', slug: 'x' }] }) ?? {})).toEqual(['changes.0.action']);
    expect(
      bodyErrors({
        changes: [
          { kind: 'product', action: 'updated', slug: 'a' },
          { kind: 'product', action: 'updated' },
        ],
      })?.['changes.1'],
    ).toEqual(['needs a slug']);
    expect(bodyErrors({ changes: [{ kind: 'author', action: 'updated' }] })?.['changes.0']).toEqual(['needs an id or a slug']);
    expect(Object.keys(bodyErrors({ changes: [{ kind: 'author', action: 'updated', id: 1.5 }] }) ?? {})).toEqual(['changes.0.id']);
    expect(Object.keys(bodyErrors({ changes: [{ kind: 'product', action: 'updated', slug: '../etc' }] }) ?? {})).toEqual([
      'changes.0.slug',
    ]);
    const many = Array.from({ length: MAX_NAMED + 1 }, (_, i) => ({ kind: 'product', action: 'updated', slug: `b${i}` }));
    expect(bodyErrors({ changes: many })).toHaveProperty('changes');
  });
});

describe('--changed KIND:SLUG', () => {
  it('names a change that may have changed anything (no fields)', () => {
    expect(parseChangedFlag('product:pother-panchali')).toEqual({ kind: 'product', action: 'updated', slug: 'pother-panchali' });
    expect(parseChangedFlag('author:12')).toEqual({ kind: 'author', action: 'updated', id: 12 });
    expect(parseChangedFlag('author:humayun-ahmed')).toEqual({ kind: 'author', action: 'updated', slug: 'humayun-ahmed' });
    expect(parseChangedFlag('comment:a-post')).toMatchObject({ kind: 'comment', slug: 'a-post' });
  });

  it('refuses what it cannot read, saying how to write it', () => {
    expect(() => parseChangedFlag('pother-panchali')).toThrow(/KIND:SLUG/);
    expect(() => parseChangedFlag('book:pother-panchali')).toThrow(/must be one of/);
    expect(() => parseChangedFlag('product:a b')).toThrow(/slug/);
  });
});

describe('the pending changes', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'pending-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  const product = (slug: string) => ({ kind: 'product' as const, action: 'updated' as const, slug });

  it('are taken whole by a run, and requests made during it wait for the next', () => {
    addPending(dir, [product('a')]);
    addPending(dir, [product('b')]);
    const run = takePending(dir, '20261128T100000Z-aaaaaa');
    expect(run.changes.map((change) => change.slug)).toEqual(['a', 'b']);
    expect(run.all).toBe(false);
    addPending(dir, [product('c')]);
    run.done();
    const next = takePending(dir, '20261128T100100Z-bbbbbb');
    expect(next.changes.map((change) => change.slug)).toEqual(['c']);
  });

  it('a request naming nothing asks for everything', () => {
    addPending(dir, [product('a')]);
    addPending(dir, null);
    expect(takePending(dir, '20261128T100000Z-aaaaaa').all).toBe(true);
  });

  it('go back to the next run when a run fails', () => {
    addPending(dir, [product('a')]);
    const failed = takePending(dir, '20261128T100000Z-aaaaaa');
    addPending(dir, [product('b')]);
    failed.giveBack();
    const next = takePending(dir, '20261128T100100Z-bbbbbb');
    expect(next.changes.map((change) => change.slug).sort()).toEqual(['a', 'b']);
    next.done();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('left by a run that died are taken by the next', () => {
    addPending(dir, [product('a')]);
    takePending(dir, '20261128T100000Z-aaaaaa');
    // The run dies here: neither done nor given back.
    const next = takePending(dir, '20261128T100100Z-bbbbbb');
    expect(next.changes.map((change) => change.slug)).toEqual(['a']);
  });

  it('a line it cannot read becomes a request for everything, not a crash', () => {
    writeFileSync(join(dir, 'torn.jsonl'), '{"changes":[{"kind":"product"\n');
    renameSync(join(dir, 'torn.jsonl'), join(dir, 'pending-changes.jsonl'));
    const run = takePending(dir, '20261128T100000Z-aaaaaa');
    expect(run.all).toBe(true);
    expect(run.changes).toEqual([]);
  });
});
