import type { AstroIntegration } from 'astro';
import { readdirSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pathInLocale } from '#shared/i18n/locale.ts';

/** "books/[id]/index.astro" → "/books/[id]"; "index.astro" → "/". Data endpoints (.ts) have no Bangla copy. */
export function routeOfPage(file: string): string | null {
  if (!file.endsWith('.astro')) return null;
  const route = `/${file.replace(/\.astro$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, '');
  return route === '' ? '/' : route;
}

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => file.endsWith('.astro'))
    .sort();
}

/**
 * The Bangla interface: every page file also renders under /bn/ (Astro's own
 * i18n fallback does not make static pages). The page reads its language from
 * its URL (src/shared/i18n/locale.ts), so one file makes both interfaces' pages.
 */
export function banglaRoutes(): AstroIntegration {
  return {
    name: 'bangla-routes',
    hooks: {
      'astro:config:setup': ({ config, injectRoute }) => {
        const pages = fileURLToPath(new URL('pages/', config.srcDir));
        for (const file of pageFiles(pages)) {
          const route = routeOfPage(file);
          if (route === null) continue;
          injectRoute({ pattern: pathInLocale(route, 'bn'), entrypoint: `./${relative(fileURLToPath(config.root), pages)}/${file}` });
        }
      },
    },
  };
}
