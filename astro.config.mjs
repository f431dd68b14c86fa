// @ts-check
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import { searchIndex } from '#build/integrations/search-index.ts';
import { banglaRoutes } from '#build/integrations/bangla-routes.ts';
import { layoutChunkName } from '#build/integrations/chunk-groups.ts';
import { apiOrigins, apiUrlsFromEnv } from '#shared/security/api-origins.ts';
import { pageCspDirectives } from '#shared/security/security-headers.ts';
import { staticHostFiles } from './publishing/hosting/host-files-integration.ts';

// The local API on API_PORT: what the build and the browser use when SHOP_API_URL / CONTENT_API_URL are unset.
const localApis = apiUrlsFromEnv({ API_PORT: process.env.API_PORT });

// DIST_DIR lets two builds run side by side (tests, rebuilds) without sharing an output folder.
// Keep it inside the project: for an outDir elsewhere Astro stages its prerender
// files in the shared ./.astro folder, and concurrent builds then collide.
const outDir = process.env.DIST_DIR ?? './dist';

// The same SHOP_API_URL / CONTENT_API_URL (and defaults) astro:env reads below: pages
// may load images from and call only these origins.
const origins = apiOrigins(apiUrlsFromEnv());

export default defineConfig({
  outDir,
  cacheDir: `${outDir.replace(/\/$/, '')}-cache`,
  site: process.env.SITE_URL ?? `http://127.0.0.1:${process.env.PORT ?? '4321'}`,
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  // Scoped styles mark elements with a class rather than a data-astro-cid-… attribute: the same specificity in
  // fewer bytes (about 9 per element: 10 KB of the home page's HTML).
  scopedStyleStrategy: 'class',
  integrations: [react(), banglaRoutes(), searchIndex(), staticHostFiles(origins)],
  security: {
    // A strict policy in every page's <meta>: scripts only from the site or with
    // the hashes Astro computes for its own inline scripts, no 'unsafe-inline'.
    // The headers that a <meta> cannot carry come from the host (the same src/shared/security/security-headers.ts).
    csp: {
      directives: pageCspDirectives(origins),
      scriptDirective: {
        // The static search index (Pagefind) runs as WebAssembly, which needs
        // 'wasm-unsafe-eval' (compiling wasm only: no eval of JavaScript, no inline scripts).
        resources: ["'self'", "'wasm-unsafe-eval'"],
      },
      styleDirective: {
        // Style attributes carry per-item values (star fill, avatar hue) as CSS
        // custom properties; <style> elements still need Astro's hashes.
        resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }],
      },
    },
  },
  vite: {
    build: {
      rolldownOptions: {
        output: {
          // What every page's layout scripts import goes into one chunk; the rest is
          // grouped by the exact set of pages that use it, so a catalogue page never
          // downloads code only an island needs (src/build/integrations/chunk-groups.ts).
          codeSplitting: {
            groups: [
              { name: layoutChunkName(), priority: 2 },
              { name: 'shared', test: /./, entriesAware: true, priority: 1 },
            ],
          },
        },
      },
    },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // The per-page groups are named after every page that shares them (often over
              // 100 characters), and every chunk repeats the names of the chunks it imports:
              // a short name keeps that text out of each page's JavaScript (about 1 KB gzip).
              chunkFileNames: (chunk) => `_astro/${chunk.name.startsWith('shared') ? 's' : chunk.name}.[hash].js`,
            },
          },
        },
      },
    },
  },
  env: {
    schema: {
      // Read at build time (prebuilt pages) and in the browser (islands), so both contexts.
      SHOP_API_URL: envField.string({ context: 'client', access: 'public', url: true, default: localApis.shopApiUrl }),
      CONTENT_API_URL: envField.string({ context: 'client', access: 'public', url: true, default: localApis.contentApiUrl }),
    },
    validateSecrets: true,
  },
});
