import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { renderHeadersFile, renderRedirectsFile } from './static-host-files.ts';

/** Writes _headers and _redirects into every build, for hosts that read them. */
export function staticHostFiles(origins: readonly string[]): AstroIntegration {
  return {
    name: 'boibazar:static-host-files',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        await writeFile(`${root}/_headers`, renderHeadersFile(origins));
        await writeFile(`${root}/_redirects`, renderRedirectsFile());
        logger.info('wrote _headers and _redirects');
      },
    },
  };
}
