import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium.ts';

type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, readonly unknown[]>;

/**
 * What every browser suite shares: Debian's Chromium, two workers (the machine
 * has two cores), one retry on CI, and a server started for the suite that may
 * take minutes to build the site. Each suite brings its folder, its site's
 * address and the command that serves it.
 */
export function browserSuite(options: {
  testDir: string;
  baseURL: string;
  server: Pick<WebServer, 'command' | 'env'> & { reuseExistingServer?: boolean };
  timeout?: number;
  outputDir?: string;
}) {
  return defineConfig({
    testDir: options.testDir,
    fullyParallel: true,
    workers: 2,
    retries: process.env.CI ? 1 : 0,
    reporter: [['list']],
    timeout: options.timeout ?? 30_000,
    // Two cores build and serve while the browser runs: give hydration time.
    expect: { timeout: 10_000 },
    ...(options.outputDir ? { outputDir: options.outputDir } : {}),
    use: {
      baseURL: options.baseURL,
      trace: 'retain-on-failure',
      launchOptions: chromiumLaunchOptions,
    },
    projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
    webServer: {
      url: `${options.baseURL}/`,
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      ...options.server,
    },
  });
}
