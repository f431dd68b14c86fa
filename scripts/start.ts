import { spawn, type ChildProcess } from 'node:child_process';
import { lstatSync } from 'node:fs';
import { resolve } from 'node:path';
import { createStaticServer } from './static-server/server.ts';
import { waitForUrl } from './support/wait-for-url.ts';

/**
 * `npm start`: seed the local API when its database is absent, start it, build
 * the site against it, and serve dist/. Ctrl-C stops everything it started.
 * With SHOP_API_URL and CONTENT_API_URL set, no local API is started and the
 * site is built against that backend instead.
 */
const apiPort = process.env.API_PORT ?? '4000';
const sitePort = Number(process.env.PORT ?? 4321);
const external = Boolean(process.env.SHOP_API_URL && process.env.CONTENT_API_URL);
const env = {
  ...process.env,
  API_PORT: apiPort,
  PORT: String(sitePort),
  SHOP_API_URL: process.env.SHOP_API_URL ?? `http://127.0.0.1:${apiPort}/api/v1`,
  CONTENT_API_URL: process.env.CONTENT_API_URL ?? `http://127.0.0.1:${apiPort}/content`,
};
const children = new Set<ChildProcess>();

function run(args: string[], name: string, extraEnv: Record<string, string> = {}): ChildProcess {
  // process.execPath is the Node that npm put first on PATH (the pinned Node 24).
  const child = spawn(process.execPath, args, { env: { ...env, ...extraEnv }, stdio: 'inherit' });
  children.add(child);
  child.on('exit', () => children.delete(child));
  child.on('error', (error) => console.error(`[start] ${name} failed to start:`, error));
  return child;
}

function stopAll(code: number): never {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stopAll(130));
process.on('SIGTERM', () => stopAll(143));

if (!external) {
  const api = run(['scripts/local-api/server.ts'], 'local API');
  api.on('exit', (code) => {
    console.error(`[start] the local API stopped (exit ${code}); stopping.`);
    stopAll(code ?? 1);
  });
}
await waitForUrl(`${env.CONTENT_API_URL}/informations`, 120_000).catch((error: Error) => {
  console.error(`[start] the API is not ready: ${error.message}`);
  stopAll(1);
});

const distDir = resolve(process.env.DIST_DIR ?? 'dist');
// A dist/ that `npm run rebuild` published is a symlink to a release: building into it would
// overwrite that release in place (and the one rollback needs), so build a new release through
// the rebuild instead, which publishes it atomically.
const published = lstatSync(distDir, { throwIfNoEntry: false })?.isSymbolicLink() ?? false;
const build = published
  ? run(['scripts/rebuild/cli.ts'], 'rebuild', { REBUILD_LIVE: distDir })
  : run([resolve('node_modules/astro/bin/astro.mjs'), 'build'], 'astro build');
const buildCode = await new Promise<number>((resolveExit) => build.on('exit', (code) => resolveExit(code ?? 1)));
if (buildCode !== 0) {
  console.error('[start] the build failed; see above.');
  stopAll(buildCode);
}

const apiUrls = { shopApiUrl: env.SHOP_API_URL, contentApiUrl: env.CONTENT_API_URL };
createStaticServer(distDir, { apiUrls }).listen(sitePort, '127.0.0.1', () => {
  console.log(`[start] storefront http://127.0.0.1:${sitePort}/ — Ctrl-C stops everything.`);
});
