import { browserSuite } from './tests/support/suite-config.ts';

// The hostile-content suite: its own database full of XSS vectors and naughty
// strings, its own build (.builds/hostile) and its own ports, so it never
// touches the ordinary browser tests' site or data.
const API_PORT = process.env.HOSTILE_API_PORT ?? '4130';
const SITE_PORT = process.env.HOSTILE_SITE_PORT ?? '4461';

export default browserSuite({
  testDir: 'tests/hostile',
  baseURL: `http://127.0.0.1:${SITE_PORT}`,
  timeout: 60_000,
  outputDir: '.builds/hostile-results',
  server: {
    command: 'node tests/hostile/serve-hostile.ts',
    env: { HOSTILE_API_PORT: API_PORT, HOSTILE_SITE_PORT: SITE_PORT },
    // HOSTILE_REUSE=1 runs the specs against a hostile server already started by hand (while writing tests).
    reuseExistingServer: process.env.HOSTILE_REUSE === '1',
  },
});
