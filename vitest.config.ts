/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// getViteConfig so that code importing `astro:env` resolves in tests too.
// Three suites, each run by its own script: `npm run test:unit` (pure modules),
// `test:api` (the local API over real HTTP) and `test:rebuild` (real builds).
export default getViteConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      { extends: true, test: { name: 'api', include: ['tests/api/**/*.test.ts'] } },
      { extends: true, test: { name: 'rebuild', include: ['tests/rebuild/**/*.test.ts'] } },
    ],
  },
});
