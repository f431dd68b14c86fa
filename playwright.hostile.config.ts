import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/chromium.ts';

// The hostile-content suite: its own database full of XSS vectors and naughty
// strings, its own build (.builds/hostile) and its own ports, so it never
// touches the ordinary browser tests' site or data.
const API_PORT = process.env.HOSTILE_API_PORT ?? '4130';
const SITE_PORT = process.env.HOSTILE_SITE_PORT ?? '4461';

export default defineConfig({
  testDir: 'tests/hostile',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: '.builds/hostile-results',
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node tests/hostile/serve-hostile.ts',
    url: `http://127.0.0.1:${SITE_PORT}/`,
    timeout: 600_000,
    // HOSTILE_REUSE=1 runs the specs against a hostile server already started by hand (while writing tests).
    reuseExistingServer: process.env.HOSTILE_REUSE === '1',
    stdout: 'pipe',
    env: { HOSTILE_API_PORT: API_PORT, HOSTILE_SITE_PORT: SITE_PORT },
  },
});
