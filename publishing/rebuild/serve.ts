/**
 * `npm run rebuild:serve`: the rebuild webhook on REBUILD_HOST:REBUILD_PORT
 * (default 127.0.0.1:4400). Refuses to start without REBUILD_TOKEN. Each run is
 * `npm run rebuild` in a child process (same environment: REBUILD_LIVE,
 * API URLs, ...), so a crash in a build never takes the webhook down.
 */
import { serve } from '@hono/node-server';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configFrom } from './config.ts';
import { addPending } from './incremental/named-changes.ts';
import { RebuildQueue, type RunOutcome } from './queue.ts';
import { createWebhookApp, type RecordChanges } from './webhook.ts';

const MIN_TOKEN_LENGTH = 16;

/** Runs the rebuild command once and answers its result and JSON report. */
export function commandRunner(projectDir: string, env: NodeJS.ProcessEnv = process.env): () => Promise<RunOutcome> {
  return async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rebuild-run-'));
    const reportFile = join(dir, 'report.json');
    try {
      const code = await new Promise<number>((resolve) => {
        const child = spawn(
          process.execPath,
          [join(projectDir, 'publishing/rebuild/cli.ts'), '--report-file', reportFile, '--pending-only'],
          {
            cwd: projectDir,
            env,
            stdio: ['ignore', 'inherit', 'inherit'],
          },
        );
        child.on('error', () => resolve(1));
        child.on('exit', (exitCode) => resolve(exitCode ?? 1));
      });
      let report: unknown = null;
      try {
        report = JSON.parse(readFileSync(reportFile, 'utf8'));
      } catch {
        report = { message: `the rebuild exited with ${code} before writing a report` };
      }
      return { result: code === 0 ? 'published' : 'failed', report };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}

/**
 * Records each request in the releases folder the rebuild reads it from (the
 * folder may not exist before the first rebuild).
 */
export function pendingRecorder(releasesDir: string): RecordChanges {
  return (changes) => {
    mkdirSync(releasesDir, { recursive: true });
    addPending(releasesDir, changes);
  };
}

if (import.meta.main) {
  const token = process.env.REBUILD_TOKEN ?? '';
  if (token.length < MIN_TOKEN_LENGTH) {
    console.error(
      `rebuild:serve: set REBUILD_TOKEN to a secret of at least ${MIN_TOKEN_LENGTH} characters (e.g. \`openssl rand -hex 32\`); not starting.`,
    );
    process.exit(1);
  }
  const host = process.env.REBUILD_HOST ?? '127.0.0.1';
  const port = Number(process.env.REBUILD_PORT ?? 4400);
  // The same configuration the runs read (they inherit this environment and directory).
  let config: ReturnType<typeof configFrom>;
  try {
    config = configFrom(process.env);
  } catch (error) {
    console.error(`rebuild:serve: ${error instanceof Error ? error.message : String(error)}; not starting.`);
    process.exit(1);
  }
  const queue = new RebuildQueue(commandRunner(process.cwd()));
  const server = serve(
    { fetch: createWebhookApp({ token, queue, record: pendingRecorder(config.releasesDir) }).fetch, port, hostname: host },
    (info) => {
      console.log(`[rebuild] webhook on http://${host}:${info.port}/rebuild (POST), status at /rebuild/status`);
    },
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
}
