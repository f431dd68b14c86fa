/**
 * The rebuild webhook: auth, coalescing and status with a fake runner (fast and
 * controllable), plus one real run of `npm run rebuild` through it.
 */
import { spawn } from 'node:child_process';
import { readlinkSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { RebuildQueue, type Run, type RunOutcome } from '../../scripts/rebuild/queue.ts';
import { commandRunner } from '../../scripts/rebuild/serve.ts';
import { createWebhookApp } from '../../scripts/rebuild/webhook.ts';
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

function post(app: ReturnType<typeof createWebhookApp>, authorization?: string) {
  return app.request('/rebuild', { method: 'POST', headers: authorization ? { Authorization: authorization } : {} });
}
function status(app: ReturnType<typeof createWebhookApp>, authorization = `Bearer ${TOKEN}`) {
  return app.request('/rebuild/status', { headers: { Authorization: authorization } });
}
type Status = { current: Run | null; queued: { requestedAt: string } | null; last: Run[] };

describe('rebuild webhook', () => {
  it('answers 401 without a token, with a wrong one, or another scheme, and runs nothing', async () => {
    const fake = fakeRunner();
    const app = createWebhookApp({ token: TOKEN, queue: new RebuildQueue(fake.runner) });
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN]) {
      const response = await post(app, authorization);
      expect(response.status, String(authorization)).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
    }
    expect((await status(app, 'Bearer nope')).status).toBe(401);
    // A trigger starts its run before it answers, so every refused request has had its chance by now.
    expect(fake.calls).toBe(0);
    expect(await (await status(app)).json()).toEqual({ current: null, queued: null, last: [] });
  });

  it('coalesces: three triggers during a run queue exactly one follow-up', async () => {
    const fake = fakeRunner();
    const queue = new RebuildQueue(fake.runner);
    const app = createWebhookApp({ token: TOKEN, queue });
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
    const app = createWebhookApp({ token: TOKEN, queue });
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

  it('refuses to start without REBUILD_TOKEN', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, REBUILD_PORT: '4415' };
    delete env.REBUILD_TOKEN;
    const result = await new Promise<{ code: number; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, [join(PROJECT, 'scripts/rebuild/serve.ts')], { cwd: PROJECT, env });
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
        const app = createWebhookApp({ token: TOKEN, queue });
        expect((await post(app, `Bearer ${TOKEN}`)).status).toBe(202);
        await queue.idle();
        const after = (await (await status(app)).json()) as Status;
        const run = after.last[0];
        expect(run?.result).toBe('published');
        const report = run?.report as { id: string; result: string; pages: { built: number } };
        expect(report.result).toBe('published');
        expect(report.pages.built).toBeGreaterThan(20);
        expect(readlinkSync(folders.live)).toContain(report.id);
      } finally {
        await api.close();
      }
    }, 240_000);
  });
});
