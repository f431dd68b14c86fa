// @ts-check
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import { searchIndex } from './src/integrations/search-index.ts';

const DEFAULT_API = `http://127.0.0.1:${process.env.API_PORT ?? '4000'}`;

// DIST_DIR lets two builds run side by side (tests, rebuilds) without sharing an output folder.
// Keep it inside the project: for an outDir elsewhere Astro stages its prerender
// files in the shared ./.astro folder, and concurrent builds then collide.
const outDir = process.env.DIST_DIR ?? './dist';

export default defineConfig({
  outDir,
  cacheDir: `${outDir.replace(/\/$/, '')}-cache`,
  site: process.env.SITE_URL ?? `http://127.0.0.1:${process.env.PORT ?? '4321'}`,
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [react(), searchIndex()],
  vite: {
    build: {
      rolldownOptions: {
        output: {
          // Group shared modules by the exact set of pages that use them, so a
          // catalogue page never downloads code only an island needs (Rolldown's
          // default merges shared modules into bigger common chunks).
          codeSplitting: { groups: [{ name: 'shared', test: /./, entriesAware: true }] },
        },
      },
    },
  },
  env: {
    schema: {
      // Read at build time (prebuilt pages) and in the browser (islands), so both contexts.
      SHOP_API_URL: envField.string({ context: 'client', access: 'public', url: true, default: `${DEFAULT_API}/api/v1` }),
      CONTENT_API_URL: envField.string({ context: 'client', access: 'public', url: true, default: `${DEFAULT_API}/content` }),
    },
    validateSecrets: true,
  },
});
