import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/chromium.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The browser tests run against the site exactly as `npm start` serves it, on
// ports of their own and a database of their own, so they never touch a
// developer's running shop or its data.
const API_PORT = process.env.E2E_API_PORT ?? '4100';
const SITE_PORT = process.env.E2E_SITE_PORT ?? '4421';
const DIST_DIR = process.env.E2E_DIST_DIR ?? 'dist';
const DB_PATH = process.env.E2E_DB_PATH ?? join(tmpdir(), `storefront-e2e-${process.ppid}`, 'shop.db');

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  // Two cores build and serve while the browser runs: give hydration time.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'npm start',
    url: `http://127.0.0.1:${SITE_PORT}/`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { API_PORT, PORT: SITE_PORT, API_DB_PATH: DB_PATH, DIST_DIR },
  },
});
