import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { apiOrigins, apiUrlsFromEnv } from '#shared/security/api-origins.ts';
import { brotliAvailable, renderStandalone } from '../publishing/hosting/nginx-config.ts';
import { waitForUrl } from './support/wait-for-url.ts';

/**
 * `npm run nginx:serve`: the site as production serves it, on this machine and
 * without root: starts the local API, builds the site (or reuses the build in
 * NGINX_REUSE_DIST), precompresses it, renders the standalone nginx configuration
 * into a prefix next to the build and runs Debian's nginx in the foreground. The nginx
 * smoke tests (playwright.nginx.config.ts) run against it. Ctrl-C stops everything.
 *
 * Env: NGINX_PORT (4431), API_PORT (4000), API_DB_PATH, DIST_DIR (.builds/nginx-site), NGINX_REUSE_DIST,
 * NGINX_PREFIX (DIST_DIR-nginx).
 */
const nginxPort = process.env.NGINX_PORT ?? '4431';
const apiPort = process.env.API_PORT ?? '4000';
const reuse = process.env.NGINX_REUSE_DIST;
const distDir = resolve(reuse ?? process.env.DIST_DIR ?? '.builds/nginx-site');
const siteUrl = `http://127.0.0.1:${nginxPort}`;
const env = {
  ...process.env,
  API_PORT: apiPort,
  PORT: nginxPort,
  SITE_URL: process.env.SITE_URL ?? siteUrl,
  DIST_DIR: distDir,
  CORS_ORIGINS: process.env.CORS_ORIGINS ?? `${siteUrl},http://localhost:${nginxPort}`,
};
const apiUrls = apiUrlsFromEnv(env);
const children = new Set<ChildProcess>();
/**
 * nginx's prefix (config, pid, logs, temp files): next to the build and reused by
 * the next run, so nothing is left in /tmp when the test runner kills the process group.
 */
const prefix = resolve(process.env.NGINX_PREFIX ?? `${distDir}-nginx`);

function run(command: string, args: string[], name: string): ChildProcess {
  const child = spawn(command, args, { env, stdio: 'inherit' });
  children.add(child);
  child.on('exit', () => children.delete(child));
  child.on('error', (error) => console.error(`[nginx:serve] ${name} failed to start:`, error));
  return child;
}

function stopAll(code: number): never {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stopAll(130));
process.on('SIGTERM', () => stopAll(143));

async function exitOf(child: ChildProcess): Promise<number> {
  return new Promise((done) => child.on('exit', (code) => done(code ?? 1)));
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  await waitForUrl(url, timeoutMs).catch((error: Error) => {
    console.error(`[nginx:serve] ${error.message}`);
    stopAll(1);
  });
}

if (spawnSync('nginx', ['-v']).error) {
  console.error('[nginx:serve] nginx is not installed (Debian: apt-get install -y nginx).');
  process.exit(1);
}

const api = run(process.execPath, ['backend/server.ts'], 'local API');
api.on('exit', (code) => {
  console.error(`[nginx:serve] the local API stopped (exit ${code}); stopping.`);
  stopAll(code ?? 1);
});
await waitFor(`${apiUrls.contentApiUrl}/informations`, 120_000);

if (reuse && existsSync(join(distDir, 'index.html'))) {
  console.log(`[nginx:serve] reusing the build in ${distDir}`);
} else {
  const code = await exitOf(run(process.execPath, [resolve('node_modules/astro/bin/astro.mjs'), 'build'], 'astro build'));
  if (code !== 0) {
    console.error('[nginx:serve] the build failed; see above.');
    stopAll(code);
  }
  const precompressed = await exitOf(run(process.execPath, ['publishing/hosting/precompress.ts', distDir], 'precompress'));
  if (precompressed !== 0) stopAll(precompressed);
}

for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, 'tmp', dir), { recursive: true });
const config = join(prefix, 'nginx.conf');
const errorLog = join(prefix, 'error.log');
writeFileSync(
  config,
  renderStandalone({
    root: distDir,
    listen: `127.0.0.1:${nginxPort}`,
    serverName: '_',
    origins: apiOrigins(apiUrls),
    brotli: brotliAvailable(),
    prefix,
  }),
);
const nginx = run('nginx', ['-p', prefix, '-c', config, '-e', errorLog, '-g', 'daemon off;'], 'nginx');
console.log(`[nginx:serve] nginx ${siteUrl}/ serving ${distDir} (config ${config})`);
nginx.on('exit', (code) => {
  console.error(
    `[nginx:serve] nginx stopped (exit ${code}). Its error log:\n${existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '(none)'}`,
  );
  stopAll(code ?? 1);
});
