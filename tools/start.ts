import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { relative, resolve } from 'node:path';
import { createStaticServer } from '../publishing/hosting/static-server.ts';
import { waitForUrl } from './support/wait-for-url.ts';

/**
 * `npm start`: seed the local API when its database is absent, start it, build
 * the site against it through the rebuild (a published release), serve dist/,
 * and keep it current: the rebuild webhook runs beside it and the local API
 * calls it after every write, so a price changed, a review written or a comment
 * posted is live within seconds (a live update renders only what changed).
 * Ctrl-C stops everything it started. With SHOP_API_URL and CONTENT_API_URL
 * set, no local API is started and the site is built against that backend
 * (whose own hooks may call the webhook with REBUILD_TOKEN). LIVE_UPDATES=off
 * leaves the webhook out (the browser tests, which write reviews and orders,
 * want the site they test to stay as built).
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
const liveUpdates = process.env.LIVE_UPDATES !== 'off';
const rebuildPort = process.env.REBUILD_PORT ?? '4400';
// The webhook's secret, made anew for each start unless one is given: only the API started here knows it.
const rebuildToken = process.env.REBUILD_TOKEN ?? randomBytes(24).toString('hex');
const distDir = resolve(process.env.DIST_DIR ?? 'dist');
// Releases beside their live path, so two shops started from one checkout (a developer's and the tests') never prune each other's.
const rebuildEnv = {
  REBUILD_LIVE: distDir,
  REBUILD_RELEASES:
    process.env.REBUILD_RELEASES ?? (distDir === resolve('dist') ? '.builds/releases' : `${relative(process.cwd(), distDir)}.releases`),
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
  const webhook: Record<string, string> = liveUpdates
    ? { REBUILD_WEBHOOK_URL: `http://127.0.0.1:${rebuildPort}/rebuild`, REBUILD_WEBHOOK_TOKEN: rebuildToken }
    : {};
  const api = run(['backend/server.ts'], 'local API', webhook);
  api.on('exit', (code) => {
    console.error(`[start] the local API stopped (exit ${code}); stopping.`);
    stopAll(code ?? 1);
  });
}
await waitForUrl(`${env.CONTENT_API_URL}/informations`, 120_000).catch((error: Error) => {
  console.error(`[start] the API is not ready: ${error.message}`);
  stopAll(1);
});

// Always through the rebuild: it publishes a release atomically (a plain dist/ folder from an
// older `npm run build` is kept as a release), and records what the next live update needs.
const build = run(['publishing/rebuild/cli.ts'], 'rebuild', rebuildEnv);
const buildCode = await new Promise<number>((resolveExit) => build.on('exit', (code) => resolveExit(code ?? 1)));
if (buildCode !== 0) {
  console.error('[start] the build failed; see above.');
  stopAll(buildCode);
}

if (liveUpdates) {
  const webhook = run(['publishing/rebuild/serve.ts'], 'rebuild webhook', {
    ...rebuildEnv,
    REBUILD_TOKEN: rebuildToken,
    REBUILD_PORT: rebuildPort,
  });
  webhook.on('exit', (code) => {
    // The shop stays up without it; changes then show after `npm run rebuild`.
    if (code !== 0 && code !== null)
      console.error(`[start] the rebuild webhook stopped (exit ${code}); changes show after \`npm run rebuild\`.`);
  });
  // Up before the site is: a change made as soon as the shop answers is published too
  // (and the API calls a webhook that is not up again until it answers).
  const status = `http://127.0.0.1:${rebuildPort}/rebuild/status`;
  await waitForUrl(status, 30_000, {
    headers: { Authorization: `Bearer ${rebuildToken}` },
    stopped: () => (webhook.exitCode === null ? undefined : 'the rebuild webhook exited'),
  }).catch((error: Error) =>
    console.error(`[start] the rebuild webhook is not answering (${error.message}); changes show after \`npm run rebuild\`.`),
  );
}

const apiUrls = { shopApiUrl: env.SHOP_API_URL, contentApiUrl: env.CONTENT_API_URL };
createStaticServer(distDir, { apiUrls }).listen(sitePort, '127.0.0.1', () => {
  console.log(`[start] storefront http://127.0.0.1:${sitePort}/ — Ctrl-C stops everything.`);
});
