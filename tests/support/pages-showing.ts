/**
 * The pages of a state that show any of a set of keys, as a live update looks
 * them up (state.ts): the recorded pages written into a real state file, in a
 * folder of its own, and queried by key.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openState, writeState } from '../../publishing/rebuild/incremental/state.ts';

export function pagesShowing(pages: Readonly<Record<string, readonly string[]>>, changed: Iterable<string>): Set<string> {
  const dir = mkdtempSync(join(tmpdir(), 'pages-showing-'));
  try {
    writeState(dir, 'state', { cursor: null, fingerprint: 'test', answers: {}, pages, routes: [] });
    const state = openState(dir, 'state');
    if (!state) throw new Error('the state just written does not open');
    try {
      return state.pagesShowing(changed);
    } finally {
      state.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
