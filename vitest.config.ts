/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// getViteConfig so that code importing `astro:env` resolves in tests too.
export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts', 'tests/rebuild/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
