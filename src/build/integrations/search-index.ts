import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { indexSite } from '../../../publishing/search/index-site.ts';

/**
 * Builds the static search index after every `astro build`. SEARCH_INDEX=skip
 * leaves it to the caller (the rebuild command runs it as its own phase).
 */
export function searchIndex(): AstroIntegration {
  return {
    name: 'search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        if (process.env.SEARCH_INDEX === 'skip') {
          logger.info('skipped (SEARCH_INDEX=skip)');
          return;
        }
        const { pages, ms } = await indexSite(fileURLToPath(dir));
        logger.info(`${pages} books indexed in ${ms} ms`);
      },
    },
  };
}
