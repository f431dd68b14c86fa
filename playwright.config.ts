import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { browserSuite } from './tests/support/suite-config.ts';
import { E2E_STAFF_TOKEN } from './tests/e2e/support/staff.ts';

// The browser tests run against the site exactly as `npm start` serves it, on
// ports of their own and a database of their own, so they never touch a
// developer's running shop or its data.
const API_PORT = process.env.E2E_API_PORT ?? '4100';
const SITE_PORT = process.env.E2E_SITE_PORT ?? '4421';
const DIST_DIR = process.env.E2E_DIST_DIR ?? 'dist';
const DB_PATH = process.env.E2E_DB_PATH ?? join(tmpdir(), `storefront-e2e-${process.ppid}`, 'shop.db');
// The workers read the database too (the outbox, tests/e2e/support/database.ts): they inherit this.
process.env.E2E_DB_PATH = DB_PATH;

export default browserSuite({
  testDir: 'tests/e2e',
  baseURL: `http://127.0.0.1:${SITE_PORT}`,
  // LIVE_UPDATES=off: the tests write reviews, comments and orders, and test the site as it was built.
  // TRUSTED_PROXIES and RATE_LIMIT_EXEMPT: the tests' own requests (from 127.0.0.1) are never rate-limited, and a
  // spec that names a visitor by X-Forwarded-For (comment-rate-limit.spec.ts) meets the production limits alone.
  server: {
    command: 'npm start',
    env: {
      API_PORT,
      PORT: SITE_PORT,
      API_DB_PATH: DB_PATH,
      DIST_DIR,
      LIVE_UPDATES: 'off',
      TRUSTED_PROXIES: '127.0.0.1',
      RATE_LIMIT_EXEMPT: '127.0.0.1',
      // The staff's writes (a book back in stock) that some tests make, as the shop's staff would.
      STAFF_TOKEN: E2E_STAFF_TOKEN,
    },
  },
});
