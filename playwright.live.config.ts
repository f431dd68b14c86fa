import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { browserSuite } from './tests/support/suite-config.ts';

// The live-update browser suite: `npm start` with its live updates on (the ordinary browser
// suite turns them off), against a local API without its change feed, so the changes reach
// the site through the webhook's named changes, as from a shop's own backend. Its own ports,
// database and release folders.
export const LIVE_SUITE = {
  apiPort: process.env.LIVE_API_PORT ?? '4150',
  sitePort: process.env.LIVE_SITE_PORT ?? '4491',
  rebuildPort: process.env.LIVE_REBUILD_PORT ?? '4492',
  staffToken: 'live-suite-staff-token-0123456789',
  rebuildToken: 'live-suite-rebuild-token-0123456789',
};

export default browserSuite({
  testDir: 'tests/live',
  baseURL: `http://127.0.0.1:${LIVE_SUITE.sitePort}`,
  timeout: 300_000,
  outputDir: '.builds/live-results',
  server: {
    command: 'npm start',
    env: {
      API_PORT: LIVE_SUITE.apiPort,
      PORT: LIVE_SUITE.sitePort,
      REBUILD_PORT: LIVE_SUITE.rebuildPort,
      API_DB_PATH: join(tmpdir(), `storefront-live-${process.ppid}`, 'shop.db'),
      SEED_BOOKS: '60',
      DIST_DIR: '.builds/live-suite/dist',
      STAFF_TOKEN: LIVE_SUITE.staffToken,
      REBUILD_TOKEN: LIVE_SUITE.rebuildToken,
      CHANGE_FEED: 'off',
    },
  },
});
