import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { browserSuite } from './tests/support/suite-config.ts';

// Smoke tests of the site as production serves it: Debian's nginx with the
// configuration `npm run nginx:config` renders (publishing/hosting/nginx/), started without
// root by `npm run nginx:serve` together with the local API and a fresh build
// (or the build in NGINX_E2E_REUSE_DIST). Ports and folders of their own, so they
// run beside the main browser tests.
const API_PORT = process.env.NGINX_E2E_API_PORT ?? '4101';
const NGINX_PORT = process.env.NGINX_E2E_PORT ?? '4431';
const DIST_DIR = process.env.NGINX_E2E_DIST_DIR ?? '.builds/nginx-e2e';
const DB_PATH = process.env.NGINX_E2E_DB_PATH ?? join(tmpdir(), `storefront-nginx-e2e-${process.ppid}`, 'shop.db');
const reuse: Record<string, string> = process.env.NGINX_E2E_REUSE_DIST ? { NGINX_REUSE_DIST: process.env.NGINX_E2E_REUSE_DIST } : {};

export default browserSuite({
  testDir: 'tests/nginx',
  baseURL: `http://127.0.0.1:${NGINX_PORT}`,
  server: { command: 'npm run nginx:serve', env: { API_PORT, NGINX_PORT, API_DB_PATH: DB_PATH, DIST_DIR, ...reuse } },
});
