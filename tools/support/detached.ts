import { spawn } from 'node:child_process';
import { waitForUrl } from './wait-for-url.ts';

export type Detached = { name: string; stop: () => Promise<void> };

/**
 * Starts a project script (`npm start`, `nginx:serve`, …) in a process group of
 * its own, so that stopping it stops everything it started (the local API, a
 * build, nginx), and waits until `readyUrl` answers. Its output goes to this
 * process's stderr, each line marked with its name. Throws when it exits first.
 */
export async function startDetached(
  name: string,
  script: string,
  env: NodeJS.ProcessEnv,
  readyUrl: string,
  timeoutMs = 3_600_000,
): Promise<Detached> {
  const child = spawn(process.execPath, [script], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) process.stderr.write(`  [${name}] ${line.trim()}\n`);
    });
  }
  const exited = new Promise<void>((done) => child.on('exit', () => done()));
  const stop = async () => {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      await exited;
    }
  };
  try {
    await waitForUrl(readyUrl, timeoutMs, {
      intervalMs: 1000,
      stopped: () => (child.exitCode === null ? undefined : `${name} stopped (exit ${child.exitCode}) before ${readyUrl} answered`),
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { name, stop };
}
