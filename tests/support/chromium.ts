import type { LaunchOptions } from '@playwright/test';

/**
 * How every Playwright suite starts the browser: Debian's Chromium (Playwright
 * cannot download its own here), without the background services that would
 * try to reach the network this machine does not have.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
