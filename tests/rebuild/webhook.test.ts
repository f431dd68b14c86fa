/**
 * The rebuild webhook: auth, bodies naming changes, coalescing and status with
 * a fake runner (fast and controllable), plus one real run of `npm run rebuild` through it.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { MAX_NAMED, type NamedChange } from '../../publishing/rebuild/incremental/named-changes.ts';
import { RebuildQueue, type Run, type RunOutcome } from '../../publishing/rebuild/queue.ts';
import { commandRunner, pendingRecorder } from '../../publishing/rebuild/serve.ts';
import { createWebhookApp } from '../../publishing/rebuild/webhook.ts';
import { startTestApi } from '../api/harness.ts';
import { PROJECT, rebuildEnv, testFolders } from './harness.ts';

const TOKEN = 'a-test-secret-of-some-length';

/** A runner whose runs finish when the test says so. */
function fakeRunner() {
  const pending: ((outcome: RunOutcome) => void)[] = [];
  let calls = 0;
  return {
    runner: () => {
      calls += 1;
      return new Promise<RunOutcome>((resolve) => pending.push(resolve));
    },
    get calls() {
      return calls;
    },
    finish(outcome: RunOutcome) {
      const next = pending.shift();
      if (!next) throw new Error('no run is in progress');
      next(outcome);
    },
  };
}

/** A `record` that keeps what it was given, and how many runs had started when it was called. */
function recorder(fake?: { calls: number }) {
  const recorded: { changes: NamedChange[] | null; runsBefore: number }[] = [];
  return { recorded, record: (changes: NamedChange[] | null) => void recorded.push({ changes, runsBefore: fake?.calls ?? 0 }) };
}

/** `body`: sent as it is, as JSON unless `type` says otherwise. */
function post(app: ReturnType<typeof createWebhookApp>, authorization?: string, body?: string, type = 'application/json') {
  const headers: Record<string, string> = authorization ? { Authorization: authorization } : {};
  if (body !== undefined) headers['Content-Type'] = type;
  return app.request('/rebuild', { method: 'POST', headers, body });
}
function status(app: ReturnType<typeof createWebhookApp>, authorization = `Bearer ${TOKEN}`) {
  return app.request('/rebuild/status', { headers: { Authorization: authorization } });
}
type Status = { current: Run | null; queued: { requestedAt: string } | null; last: Run[] };

describe('rebuild webhook', () => {
  it('answers 401 without a token, with a wrong one, or another scheme, and runs nothing', async () => {
    const fake = fakeRunner();
    const { recorded, record } = recorder();
    const app = createWebhookApp({ token: TOKEN, queue: new RebuildQueue(fake.runner), record });
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN]) {
      const response = await post(app, authorization);
      expect(response.status, String(authorization)).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
    }
    // The token is checked before the body: a caller without it learns nothing from a bad, a valid or a huge body.
    for (const body of [
      'not json',
      JSON.stringify({ changes: [{ kind: 'product', action: 'updated', slug: 'x' }] }),
      'x'.repeat(2 * 1024 * 1024),
    ]) {
      expect((await post(app, undefined, body)).status).toBe(401);
      expect((await post(app, 'Bearer wrong', body, 'text/plain')).status).toBe(401);
    }
    expect((await status(app, 'Bearer nope')).status).toBe(401);
    // A trigger starts its run before it answers, so every refused request has had its chance by now.
    expect(fake.calls).toBe(0);
    expect(recorded).toEqual([]);
    expect(await (await status(app)).json()).toEqual({ current: null, queued: null, last: [] });
  });

  it('coalesces: three triggers during a run queue exactly one follow-up', async () => {
    const fake = fakeRunner();
    const queue = new RebuildQueue(fake.runner);
    const app = createWebhookApp({ token: TOKEN, queue, record: recorder().record });
    const answers: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await post(app, `Bearer ${TOKEN}`);
      expect(response.status).toBe(202);
      answers.push(((await response.json()) as { status: string }).status);
    }
    expect(answers).toEqual(['started', 'queued', 'coalesced', 'coalesced']);
    expect(fake.calls).toBe(1);

    fake.finish({ result: 'published', report: { id: 'first' } });
    await vi.waitFor(() => expect(fake.calls).toBe(2));
    const during = (await (await status(app)).json()) as Status;
    expect(during.current?.result).toBe('running');
    expect(during.queued).toBeNull();

    fake.finish({ result: 'failed', report: { id: 'second' } });
    await queue.idle();
    expect(fake.calls).toBe(2);
  });

  it('status shows the current run and the last runs with time, result and report', async () => {
    const fake = fakeRunner();
    const queue = new RebuildQueue(fake.runner);
    const app = createWebhookApp({ token: TOKEN, queue, record: recorder().record });
    await post(app, `Bearer ${TOKEN}`);
    const running = (await (await status(app)).json()) as Status;
    expect(running.current).toMatchObject({ id: 1, result: 'running', finishedAt: null });
    expect(Date.parse(running.current?.startedAt ?? '')).not.toBeNaN();
    expect(running.last).toEqual([]);

    fake.finish({ result: 'failed', report: { failure: { phase: 'fetch', what: 'GET /products?page=1: the API did not answer' } } });
    await queue.idle();
    const after = (await (await status(app)).json()) as Status;
    expect(after.current).toBeNull();
    expect(after.last).toHaveLength(1);
    expect(after.last[0]).toMatchObject({ id: 1, result: 'failed', report: { failure: { phase: 'fetch' } } });
    expect(Date.parse(after.last[0]?.finishedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(after.last[0]?.startedAt ?? ''));
  });

  describe('a body naming changes', () => {
    const price = { kind: 'product', action: 'updated', slug: 'pother-panchali', fields: ['price'] };
    const entry = (change: Record<string, unknown>) => JSON.stringify({ changes: [change] });

    function setUp() {
      const fake = fakeRunner();
      const queue = new RebuildQueue(fake.runner);
      const { recorded, record } = recorder(fake);
      return { fake, queue, recorded, app: createWebhookApp({ token: TOKEN, queue, record }) };
    }

    it.each([
      ['not JSON', '{"changes": [', '(body)'],
      ['an array', '[]', '(body)'],
      ['a string', '"rebuild please"', '(body)'],
      ['an unknown top-level key', JSON.stringify({ change: [price] }), 'change'],
      ['an entry with a kind that does not exist', entry({ ...price, kind: 'book' }), 'changes.0.kind'],
      ['an entry with a bad action', entry({ ...price, action: 'edited' }), 'changes.0.action'],
      ['a product without a slug', entry({ kind: 'product', action: 'updated', id: 12 }), 'changes.0'],
      ['an entry with an unknown key', entry({ ...price, price: '450.00' }), 'changes.0.price'],
      ['a non-integer id', entry({ kind: 'author', action: 'updated', id: 1.5 }), 'changes.0.id'],
      [
        `more than MAX_NAMED (${MAX_NAMED}) entries`,
        JSON.stringify({ changes: Array.from({ length: MAX_NAMED + 1 }, (_, i) => ({ ...price, slug: `book-${i}` })) }),
        'changes',
      ],
    ])('refuses %s with 422 naming the field, and records and runs nothing', async (_what, body, field) => {
      const { fake, recorded, app } = setUp();
      const response = await post(app, `Bearer ${TOKEN}`, body);
      expect(response.status).toBe(422);
      const answer = (await response.json()) as { message: string; errors: Record<string, string[]> };
      expect(answer.message).toMatch(/nothing was recorded or started/);
      expect(Object.keys(answer.errors)).toEqual([field]);
      expect(answer.errors[field]?.[0]).toEqual(expect.any(String));
      expect(fake.calls).toBe(0);
      expect(recorded).toEqual([]);
      expect(((await (await status(app)).json()) as Status).current).toBeNull();
    });

    it('refuses a body over 1 MB (413) and one that is not sent as JSON (415), and records and runs nothing', async () => {
      const { fake, recorded, app } = setUp();
      const huge = JSON.stringify({ changes: [{ ...price, fields: ['x'.repeat(1024 * 1024)] }] });
      expect((await post(app, `Bearer ${TOKEN}`, huge)).status).toBe(413);
      for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
        const response = await post(app, `Bearer ${TOKEN}`, entry(price), type);
        expect(response.status, type).toBe(415);
        expect(((await response.json()) as { message: string }).message).toContain('application/json');
      }
      expect(fake.calls).toBe(0);
      expect(recorded).toEqual([]);
    });

    it('records exactly the named changes before the run starts, and starts it', async () => {
      const { fake, recorded, app } = setUp();
      const author = { kind: 'author', action: 'updated', id: 12 };
      const response = await post(app, `Bearer ${TOKEN}`, JSON.stringify({ changes: [price, author] }), 'application/json; charset=utf-8');
      expect(response.status).toBe(202);
      expect(((await response.json()) as { status: string }).status).toBe('started');
      expect(fake.calls).toBe(1);
      // runsBefore 0: the run it started can find the request.
      expect(recorded).toEqual([{ changes: [price, author], runsBefore: 0 }]);
    });

    it('a request during a run is recorded too, for the follow-up it queues', async () => {
      const { fake, queue, recorded, app } = setUp();
      await post(app, `Bearer ${TOKEN}`);
      const response = await post(app, `Bearer ${TOKEN}`, entry(price));
      expect(((await response.json()) as { status: string }).status).toBe('queued');
      expect(recorded.map((request) => request.changes)).toEqual([null, [price]]);
      fake.finish({ result: 'published', report: {} });
      await vi.waitFor(() => expect(fake.calls).toBe(2));
      fake.finish({ result: 'published', report: {} });
      await queue.idle();
    });

    it('no body, an empty one, `{}` or a cursor name nothing: recorded as null, and a run starts', async () => {
      for (const [body, type] of [
        [undefined, undefined],
        ['', 'application/x-www-form-urlencoded'],
        ['{}', 'application/json'],
        [JSON.stringify({ cursor: 'feed.12' }), 'application/json'],
        [JSON.stringify({ changes: [] }), 'application/json'],
      ] as const) {
        const { fake, recorded, app } = setUp();
        const response = await post(app, `Bearer ${TOKEN}`, body, type);
        expect(response.status, String(body)).toBe(202);
        expect(fake.calls).toBe(1);
        expect(recorded).toEqual([{ changes: null, runsBefore: 0 }]);
      }
    });

    it('answers 500 and starts nothing when the request cannot be recorded', async () => {
      const fake = fakeRunner();
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const app = createWebhookApp({
          token: TOKEN,
          queue: new RebuildQueue(fake.runner),
          record: () => {
            throw new Error('ENOSPC: no space left on device');
          },
        });
        const response = await post(app, `Bearer ${TOKEN}`, entry(price));
        expect(response.status).toBe(500);
        expect(((await response.json()) as { message: string }).message).toMatch(/nothing was started/);
        expect(fake.calls).toBe(0);
        expect(errors).toHaveBeenCalled();
      } finally {
        errors.mockRestore();
      }
    });
  });

  it('refuses to start without REBUILD_TOKEN', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, REBUILD_PORT: '4415' };
    delete env.REBUILD_TOKEN;
    const result = await new Promise<{ code: number; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, [join(PROJECT, 'publishing/rebuild/serve.ts')], { cwd: PROJECT, env });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('exit', (code) => resolve({ code: code ?? 1, stderr }));
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('REBUILD_TOKEN');
  });

  describe('a real run', () => {
    const folders = testFolders('webhook');
    afterAll(() => rmSync(folders.root, { recursive: true, force: true }));

    it('POST /rebuild runs `npm run rebuild` and the status holds its report', async () => {
      const api = await startTestApi({ books: 20 });
      try {
        const queue = new RebuildQueue(commandRunner(PROJECT, rebuildEnv(folders, api)));
        const app = createWebhookApp({ token: TOKEN, queue, record: pendingRecorder(folders.releases) });
        // The releases folder does not exist yet: the request is kept all the same, and the run takes it.
        expect(existsSync(folders.releases)).toBe(false);
        const named = JSON.stringify({ changes: [{ kind: 'product', action: 'updated', slug: 'pother-panchali', fields: ['price'] }] });
        expect((await post(app, `Bearer ${TOKEN}`, named)).status).toBe(202);
        await queue.idle();
        const after = (await (await status(app)).json()) as Status;
        const run = after.last[0];
        expect(run?.result).toBe('published');
        const report = run?.report as { id: string; result: string; pages: { built: number } };
        expect(report.result).toBe('published');
        expect(report.pages.built).toBeGreaterThan(20);
        expect(readlinkSync(folders.live)).toContain(report.id);
        // Published: the request it took is done with, none is left waiting for the next run.
        expect(readdirSync(folders.releases).filter((name) => name.includes('changes'))).toEqual([]);
      } finally {
        await api.close();
      }
    }, 240_000);
  });
});
