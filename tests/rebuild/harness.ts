import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const PROJECT = resolve(import.meta.dirname, '../..');

export type Folders = { root: string; live: string; releases: string; cache: string };

/** A live path, releases and cache of the test's own, inside the project (Astro builds only there). */
export function testFolders(name: string): Folders {
  const root = join(PROJECT, '.builds', `rebuild-test-${name}-${process.pid}`);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  return { root, live: join(root, 'live'), releases: join(root, 'releases'), cache: join(root, 'cache') };
}

export function rebuildEnv(folders: Folders, api: { shop: string; content: string }): NodeJS.ProcessEnv {
  return {
    ...process.env,
    SHOP_API_URL: api.shop,
    CONTENT_API_URL: api.content,
    SITE_URL: 'http://127.0.0.1:4431',
    REBUILD_LIVE: folders.live,
    REBUILD_RELEASES: folders.releases,
    REBUILD_CACHE: folders.cache,
  };
}

export type CliResult = { code: number; stdout: string; stderr: string };

/** `npm run rebuild` as a person runs it: its own process, its exit code and output. */
export function runCli(args: string[], env: NodeJS.ProcessEnv): Promise<CliResult> {
  return new Promise((resolveRun) => {
    const child = spawn(process.execPath, [join(PROJECT, 'publishing/rebuild/cli.ts'), ...args], { cwd: PROJECT, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolveRun({ code: code ?? 1, stdout, stderr }));
  });
}
